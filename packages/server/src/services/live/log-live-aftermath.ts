import { eq } from 'drizzle-orm';
import {
  isOneOf,
  LIVE_SIDES,
  liveAftermath,
  type BattleResult,
  type LiveAftermathSource,
  type LiveSideIndex,
} from '@warband/rules';
import type { Database } from '../../db/client';
import { liveBattles } from '../../db/schema';
import type { Caller } from '../context';
import type { LiveBattleRow } from './live-battles';
import { recordLiveAction } from './take-live-action';

/**
 * When the match of a War's Aftermath was played live, the aftermath's dice go to that live
 * battle's log as one event of the company's side, in the aftermath's own transaction, so the
 * opponent reads them (docs/adr/new-live-battle-record.md).
 */

/** The live battle of the match, locked, and the company's side of it; null when not played live. */
export interface LiveSideOfAftermath {
  battle: LiveBattleRow;
  side: LiveSideIndex;
}

/**
 * Locks the match's live battle, if it was played live (it is not started for the aftermath).
 * Taken before the aftermath writes its match side, whose trigger raises the campaign's version
 * as a live confirmation does after locking the battle: one order, no deadlock
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md).
 */
export async function lockLiveSide(
  db: Database,
  companyId: string,
  matchId: string,
): Promise<LiveSideOfAftermath | null> {
  const [battle] = await db
    .select()
    .from(liveBattles)
    .where(eq(liveBattles.matchId, matchId))
    .for('update');
  if (!battle) return null;
  const side = battle.state.sides.findIndex((each) => each.companyId === companyId);
  return isOneOf(LIVE_SIDES, side) ? { battle, side } : null;
}

/**
 * Appends the aftermath's account to the live battle. The rules refuse it (409) while the side
 * has not ended the live battle: its aftermath starts from where it ended.
 */
export async function logLiveAftermath(
  db: Database,
  caller: Pick<Caller, 'id'>,
  live: LiveSideOfAftermath,
  record: {
    battleId: string;
    result: BattleResult;
    influence: { total: number };
    warriors: readonly LiveAftermathSource[];
  },
): Promise<void> {
  await recordLiveAction(
    db,
    caller,
    live.battle,
    { side: live.side },
    { kind: 'aftermath', ...liveAftermath(record) },
  );
}
