import { eq } from 'drizzle-orm';
import {
  PASSWORD_CHANGED,
  type ChangePasswordInput,
  type Locale,
  type MessageReply,
} from '@warband/schemas';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translations';
import { NotFoundError, ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { revokeResetTokens } from './reset-tokens';
import { revokeOtherSessions } from '../sessions';
import { inTransaction } from '../transaction';

export const WRONG_CURRENT_PASSWORD = /*i18n*/ 'Your current password is incorrect';

/**
 * A wrong current password is a 400 on the field, not a 401: the web logs the player out on
 * any 401. Other sessions end, the one making the change stays, and so do reset links.
 */
export async function changePassword(
  ctx: ServiceContext,
  caller: Caller,
  input: ChangePasswordInput,
  locale: Locale,
): Promise<MessageReply> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, caller.id)).limit(1);
  if (!user) throw new NotFoundError();
  if (!(await ctx.passwords.verify(user.passwordHash, input.password))) {
    throw new ValidationError({ password: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  return inTransaction(ctx, async (tx) => {
    await tx.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(tx.db, user.id, caller.sessionId);
    await revokeResetTokens(tx.db, user.id);
    // The answer is the transaction's, which records it for a replayed write: in the words
    // it is sent in, so that a replay answers the same.
    return { message: translate(locale, PASSWORD_CHANGED) };
  });
}
