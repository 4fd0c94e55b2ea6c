import { isNotNull, lt, or } from 'drizzle-orm';
import { liveStreamTickets, passwordResetTokens, sessions } from '../db/schema';
import type { ServiceContext } from './context';
import { sweepImages } from './image/sweep-images';
import { sweepOperations } from './operations/operations';

export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Drops what nobody can use any more: expired sessions, reset tokens that expired or were
 * used, live battles' stream tickets past their time, the records of writes sent with an Operation-Id once kept for OPERATION_KEPT_DAYS
 * (operations/operations.ts), and stored images nothing shows (sweep-images.ts). Players who never come back would
 * otherwise leave their rows and files behind for ever.
 */
export async function sweepExpired(ctx: Pick<ServiceContext, 'db' | 'images'>, now = new Date()) {
  const droppedSessions = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const droppedResetTokens = await ctx.db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  const droppedTickets = await ctx.db
    .delete(liveStreamTickets)
    .where(lt(liveStreamTickets.expiresAt, now))
    .returning({ tokenHash: liveStreamTickets.tokenHash });
  return {
    sessions: droppedSessions.length,
    resetTokens: droppedResetTokens.length,
    streamTickets: droppedTickets.length,
    operations: await sweepOperations(ctx.db, now),
    images: await sweepImages(ctx, now),
  };
}
