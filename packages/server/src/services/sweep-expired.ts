import { isNotNull, lt, or } from 'drizzle-orm';
import { passwordResetTokens, sessions } from '../db/schema';
import type { ServiceContext } from './context';

export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Drops what nobody can use any more: expired sessions, and reset tokens that expired or were
 * used. Players who never come back would otherwise leave their rows behind for ever.
 */
export async function sweepExpired(ctx: Pick<ServiceContext, 'db'>, now = new Date()) {
  const droppedSessions = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const droppedResetTokens = await ctx.db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return { sessions: droppedSessions.length, resetTokens: droppedResetTokens.length };
}
