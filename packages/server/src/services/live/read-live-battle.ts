import type { LiveBattleState } from '@warband/schemas';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { liveBattleOf, toLiveAnswer } from './live-battles';
import { matchAccess } from './match-access';
import { presenceOf } from './presence';

/**
 * GET /match/{matchId}/live: the whole battle as it stands, started on its first read. Read
 * by the two players, and by the campaign's owner and arbiters; with each side's presence, so
 * that a screen opened now shows who is following it.
 */
export function readLiveBattle(
  ctx: ServiceContext,
  caller: Caller,
  input: { matchId: string },
): Promise<LiveBattleState> {
  // A transaction only for the start, which writes; nothing to record for a read.
  return inTransaction(
    ctx,
    async ({ db }) => {
      const access = await matchAccess(db, caller, input.matchId);
      const battle = await liveBattleOf(db, access);
      return toLiveAnswer(access, battle.state, await presenceOf(db, access.matchId));
    },
    { recordAs: false },
  );
}
