import { eq } from 'drizzle-orm';
import type { PublicUser, UpdateSettingsInput } from '@warband/schemas';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { toPublicUser } from './users';

/**
 * Switching rulesets keeps all data (docs/rules.md#rulesets): only the flag changes, whatever else
 * the original client sends along with it. The account's ruleset is the one new companies start
 * with and the profiles' and libraries'; existing companies keep their own
 * (docs/adr/0157-company-ruleset.md). The language, when sent, is the account's from then on
 * (null: the browser's again); left out, it stays as it is.
 */
export async function updateSettings(
  ctx: ServiceContext,
  caller: Caller,
  input: UpdateSettingsInput,
): Promise<PublicUser> {
  // In a transaction, which records the answer of a replayed write.
  return inTransaction(ctx, async ({ db }) => {
    const [user] = await db
      .update(users)
      .set({
        newRuleset: input.newRuleset,
        ...(input.walkthroughDismissed === undefined
          ? {}
          : { walkthroughDismissed: input.walkthroughDismissed }),
        ...(input.language === undefined ? {} : { language: input.language }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, caller.id))
      .returning();
    if (!user) throw new NotFoundError();
    return toPublicUser(user);
  });
}
