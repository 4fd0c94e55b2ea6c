import { eq } from 'drizzle-orm';
import type { PublicUser } from '@warband/schemas';
import { users } from '../db/schema';
import { NotFoundError } from '../errors';
import type { ServiceContext } from './context';
import { toPublicUser } from './users';

/** Switching rulesets keeps all data (spec section 1): only the flag changes. */
export async function updateSettings(
  ctx: ServiceContext,
  userId: string,
  settings: { newRuleset: boolean },
): Promise<PublicUser> {
  const [user] = await ctx.db
    .update(users)
    .set({ newRuleset: settings.newRuleset, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new NotFoundError();
  return toPublicUser(user, ctx.config.adminEmails);
}
