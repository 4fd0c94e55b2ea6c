import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetPasswordInput } from '@warband/schemas';
import { passwordResetTokens, users } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { ServiceContext } from '../context';
import { revokeResetTokens } from './reset-tokens';
import { revokeAllSessions } from '../sessions';
import { hashToken } from '../tokens';
import { inTransaction } from '../transaction';

export const INVALID_RESET_TOKEN =
  /*i18n*/ 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Sets a new password from a reset link; the link and every session of the account end. So
 * do the account's failed logins: whoever locked it by guessing, the player who proved they
 * hold the mailbox logs in at once (docs/adr/0008-account-enumeration-and-lockout.md).
 */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = new Date();
  const account = await inTransaction(ctx, async ({ db: tx }) => {
    // Claiming the token and checking it is one statement, so a link works exactly once.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return undefined;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email });
    // Other links mailed earlier must not reset the new password again.
    await revokeResetTokens(tx, claimed.userId);
    await revokeAllSessions(tx, claimed.userId);
    return user;
  });
  if (!account) throw new ValidationError({ token: INVALID_RESET_TOKEN });
  await ctx.loginAttempts.clear(account.email);
}
