import { and, eq, gt, lt } from 'drizzle-orm';
import type { LiveStreamTicket } from '@warband/schemas';
import { liveStreamTickets, sessions } from '../../db/schema';
import { UnauthenticatedError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { hashToken, newToken } from '../tokens';
import { inTransaction } from '../transaction';
import { liveBattleOf } from './live-battles';
import { matchAccess, type MatchAccess } from './match-access';

/** A ticket lasts an evening's battle; a browser reconnecting with it needs no new one. */
export const TICKET_HOURS = 12;

export const TICKET_NOT_VALID =
  'This stream ticket has expired or was withdrawn: ask for a new one.';

/**
 * POST /match/{matchId}/live/ticket: the ticket an EventSource sends in the stream's address,
 * since it cannot send an Authorization header (docs/adr/new-live-battle-transport.md). Bound
 * to the caller's session (a logout ends it) and to this one match; only its SHA-256 is
 * kept, and no record of the request keeps the ticket: sent again, a new one is made.
 */
export function createStreamTicket(
  ctx: ServiceContext,
  caller: Caller,
  input: { matchId: string },
): Promise<LiveStreamTicket> {
  return inTransaction(
    ctx,
    async ({ db }) => {
      const access = await matchAccess(db, caller, input.matchId);
      await liveBattleOf(db, access);
      const ticket = newToken();
      const expiresAt = new Date(Date.now() + TICKET_HOURS * 60 * 60 * 1000);
      // The caller's tickets past their time go as a new one is made.
      await db
        .delete(liveStreamTickets)
        .where(
          and(
            eq(liveStreamTickets.sessionId, caller.sessionId),
            lt(liveStreamTickets.expiresAt, new Date()),
          ),
        );
      await db.insert(liveStreamTickets).values({
        tokenHash: hashToken(ticket),
        sessionId: caller.sessionId,
        matchId: access.matchId,
        expiresAt,
      });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
    { recordAs: false },
  );
}

/**
 * The match a stream ticket opens, checked as a read of the battle is: the ticket unexpired,
 * its session alive, for this match, and its player still one who may read it. Anything else
 * is a 401, the same whatever was wrong.
 */
export async function openStream(
  ctx: ServiceContext,
  input: { matchId: string; ticket: string | undefined },
): Promise<MatchAccess> {
  if (!input.ticket || !isUuid(input.matchId)) throw new UnauthenticatedError(TICKET_NOT_VALID);
  const now = new Date();
  const [found] = await ctx.db
    .select({ userId: sessions.userId })
    .from(liveStreamTickets)
    .innerJoin(sessions, eq(sessions.id, liveStreamTickets.sessionId))
    .where(
      and(
        eq(liveStreamTickets.tokenHash, hashToken(input.ticket)),
        eq(liveStreamTickets.matchId, input.matchId),
        gt(liveStreamTickets.expiresAt, now),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!found) throw new UnauthenticatedError(TICKET_NOT_VALID);
  return matchAccess(ctx.db, { id: found.userId }, input.matchId);
}
