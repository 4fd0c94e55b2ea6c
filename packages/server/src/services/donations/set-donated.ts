import { eq } from 'drizzle-orm';
import type { UserSearchResult } from '@warband/schemas';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { requireAdmin } from './require-admin';

/** Marks a player as donated, which removes their adverts from their next page load. */
export async function setDonated(
  ctx: ServiceContext,
  caller: Caller,
  { id }: { id: string },
): Promise<UserSearchResult> {
  requireAdmin(caller);
  // In a transaction, which records the answer of a replayed write.
  return inTransaction(ctx, async ({ db }) => {
    const [user] = await db
      .update(users)
      .set({ donated: true, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id, name: users.name, email: users.email, donated: users.donated });
    if (!user) throw new NotFoundError('No account has this id.');
    return user;
  });
}
