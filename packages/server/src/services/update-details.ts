import { and, eq, ne } from 'drizzle-orm';
import type { PublicUser, UpdateDetailsInput } from '@warband/schemas';
import { users } from '../db/schema';
import { NotFoundError } from '../errors';
import type { Caller, ServiceContext } from './context';
import { emailMatches, emailTakenError, isUniqueViolation, toPublicUser } from './users';

export async function updateDetails(
  ctx: ServiceContext,
  caller: Caller,
  input: UpdateDetailsInput,
): Promise<PublicUser> {
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(emailMatches(input.email), ne(users.id, caller.id)))
    .limit(1);
  if (other) throw emailTakenError();
  try {
    const [user] = await ctx.db
      .update(users)
      .set({ name: input.name, email: input.email, updatedAt: new Date() })
      .where(eq(users.id, caller.id))
      .returning();
    if (!user) throw new NotFoundError();
    return toPublicUser(user, ctx.config.adminEmails);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
