import { asc, eq } from 'drizzle-orm';
import { isOneOf, LIVE_SIDES } from '@warband/rules';
import { LiveLoggedAction, type LiveLogEntry } from '@warband/schemas';
import { liveBattleEvents } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { matchAccess } from './match-access';

/**
 * GET /match/{matchId}/live/log: the live battle's log, oldest first: every action of the two
 * players, a settlement, and each side's War's Aftermath with its dice
 * (docs/adr/new-live-battle-record.md). Read by whoever may read the battle; anyone else 404.
 * A battle not started yet has an empty log.
 */
export async function readLiveLog(
  ctx: ServiceContext,
  caller: Caller,
  input: { matchId: string },
): Promise<LiveLogEntry[]> {
  const access = await matchAccess(ctx.db, caller, input.matchId);
  const rows = await ctx.db
    .select()
    .from(liveBattleEvents)
    .where(eq(liveBattleEvents.matchId, access.matchId))
    .orderBy(asc(liveBattleEvents.seq));
  return rows.map((row) => ({
    seq: row.seq,
    side: isOneOf(LIVE_SIDES, row.side) ? row.side : null,
    at: row.createdAt.toISOString(),
    action: LiveLoggedAction.parse({ ...row.data, kind: row.kind }),
  }));
}
