import type { AuthenticateInput, AuthUser } from '@warband/schemas';
import { UnauthenticatedError } from '../errors';
import type { ServiceContext } from './context';
import { createSession } from './sessions';
import { findUserByEmail, toPublicUser } from './users';

export const WRONG_CREDENTIALS = 'Email or password is incorrect';

export async function authenticateUser(
  ctx: ServiceContext,
  input: AuthenticateInput,
): Promise<AuthUser> {
  const user = await findUserByEmail(ctx.db, input.email);
  // One message for both cases, so the answer does not tell which emails have accounts.
  const ok = await ctx.passwords.verify(user?.passwordHash, input.password);
  if (!user || !ok) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  const token = await createSession(ctx.db, user.id);
  return { ...toPublicUser(user, ctx.config.adminEmails), token };
}
