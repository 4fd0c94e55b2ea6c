import type { RegisterInput } from '@warband/schemas';
import { users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { emailTakenError, isListedAdmin } from './users';

/**
 * Registration still says when an email is taken, but in the same time either way: the
 * password is hashed first (the slow part), then one insert that the unique index on the
 * email lets through or not, so the timing does not tell which addresses have accounts.
 */
export async function registerUser(ctx: ServiceContext, input: RegisterInput): Promise<void> {
  const passwordHash = await ctx.passwords.hash(input.password);
  const inserted = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash,
      isAdmin: isListedAdmin(input.email, ctx.config.adminEmails),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) throw emailTakenError();
}
