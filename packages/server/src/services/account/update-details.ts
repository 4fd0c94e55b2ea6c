import { and, eq, ne } from 'drizzle-orm';
import type { PublicUser, UpdateDetailsInput } from '@warband/schemas';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { revokeResetTokens } from './reset-tokens';
import { inTransaction } from '../transaction';
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
    return await inTransaction(ctx, async (tx) => {
      const [before] = await tx.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, caller.id))
        .for('update');
      const [updated] = await tx.db
        .update(users)
        .set({ name: input.name, email: input.email, updatedAt: new Date() })
        .where(eq(users.id, caller.id))
        .returning();
      if (!before || !updated) throw new NotFoundError();
      // A reset link mailed to the old address must not work once the address changed.
      if (before.email.toLowerCase() !== updated.email.toLowerCase()) {
        await revokeResetTokens(tx.db, caller.id);
      }
      // The answer is the transaction's, which records it for a replayed write.
      return toPublicUser(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
