import type { RegisterInput } from '@warband/schemas';
import { users } from '../db/schema';
import type { ServiceContext } from './context';
import { emailTakenError, findUserByEmail, isUniqueViolation } from './users';

export async function registerUser(ctx: ServiceContext, input: RegisterInput): Promise<void> {
  if (await findUserByEmail(ctx.db, input.email)) throw emailTakenError();
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    await ctx.db.insert(users).values({ name: input.name, email: input.email, passwordHash });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
