import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { matchAccess } from './match-access';
import { announcePresence, markSideSeen } from './presence';

/**
 * POST /match/{matchId}/live/presence: the player's phone says it still follows the battle,
 * every LIVE_PRESENCE.beatMs while its event stream is open. A stream's connection alone
 * proves nothing: a phone that lost its signal leaves it open on the server for minutes
 * (docs/adr/new-live-battle-transport.md). A reader who plays neither side has no presence.
 */
export function markPresent(
  ctx: ServiceContext,
  caller: Caller,
  input: { matchId: string },
): Promise<void> {
  return inTransaction(
    ctx,
    async ({ db }) => {
      const access = await matchAccess(db, caller, input.matchId);
      if (access.mySide === null) throw new NotFoundError();
      const { cameBack } = await markSideSeen(db, access.matchId, access.mySide);
      // Announced at commit: the other phones read the side connected again.
      if (cameBack) await announcePresence(db, access.matchId);
    },
    { recordAs: false },
  );
}
