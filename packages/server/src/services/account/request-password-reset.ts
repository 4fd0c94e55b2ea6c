import type { Locale, RequestPasswordResetInput } from '@warband/schemas';
import { passwordResetTokens } from '../../db/schema';
import { passwordResetMail } from '../../mail/password-reset-mail';
import type { ServiceContext } from '../context';
import { hashToken, newToken } from '../tokens';
import { findUserByEmail } from './users';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a single-use reset link when the address has an account. The route runs this after
 * it has answered, the same for every address, so neither the answer nor its timing tells
 * whether an email is registered. The mail is in the account's language, else in the one the
 * request asked in.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: RequestPasswordResetInput,
  requestLocale: Locale,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const token = newToken();
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  ctx.mailer.send(
    passwordResetMail({
      to: user.email,
      name: user.name,
      link,
      locale: user.language ?? requestLocale,
    }),
  );
}
