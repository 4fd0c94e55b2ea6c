import type { AuthenticateInput, AuthUser } from '@warband/schemas';
import { RateLimitedError, UnauthenticatedError } from '../../errors';
import type { ServiceContext } from '../context';
import { createSession } from '../sessions';
import { findUserByEmail, toPublicUser } from './users';

export const WRONG_CREDENTIALS = /*i18n*/ 'Email or password is incorrect';
export const TOO_MANY_LOGINS =
  /*i18n*/ 'Too many failed logins for this account. Please wait a few minutes, or reset your password to log in at once.';

export async function authenticateUser(
  ctx: ServiceContext,
  input: AuthenticateInput,
): Promise<AuthUser> {
  // Counted before the password is checked, so parallel guesses cannot all slip through.
  const { attempts, retryAfterSeconds } = await ctx.loginAttempts.hit(input.email);
  if (attempts > ctx.config.rateLimitLoginFailures) {
    throw new RateLimitedError(TOO_MANY_LOGINS, retryAfterSeconds);
  }
  const user = await findUserByEmail(ctx.db, input.email);
  // One message for both cases, so the answer does not tell which emails have accounts.
  const ok = await ctx.passwords.verify(user?.passwordHash, input.password);
  if (!user || !ok) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  await ctx.loginAttempts.clear(input.email);
  const token = await createSession(ctx.db, user.id);
  return { ...toPublicUser(user), token };
}
