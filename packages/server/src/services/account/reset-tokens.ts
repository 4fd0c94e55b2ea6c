import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/**
 * Ends every reset link of the account not used yet. A link mailed before the email or the
 * password changed must not reset the password afterwards: it may sit in a mailbox the player
 * has just left behind.
 */
export async function revokeResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
