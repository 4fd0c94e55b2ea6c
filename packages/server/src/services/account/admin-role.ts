import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { ServiceContext } from '../context';
import { emailMatches, type UserRow } from './users';

/**
 * Grants or takes away admin rights, which live on the account only. Run from the command
 * line, where the database is all the context there is.
 */
export async function setAdminFlag(
  ctx: Pick<ServiceContext, 'db'>,
  { email, isAdmin }: { email: string; isAdmin: boolean },
): Promise<UserRow> {
  const [user] = await ctx.db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(emailMatches(email))
    .returning();
  if (!user) throw new NotFoundError(`No account has the email ${email}.`);
  return user;
}
