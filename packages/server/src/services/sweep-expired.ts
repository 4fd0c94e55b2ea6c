import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens, sessions } from '../db/schema';

export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Drops what nobody can use any more: expired sessions, and reset tokens that expired or were
 * used. Players who never come back would otherwise leave their rows behind for ever.
 */
export async function sweepExpired(db: Database, now = new Date()) {
  const droppedSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const droppedResetTokens = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return { sessions: droppedSessions.length, resetTokens: droppedResetTokens.length };
}
