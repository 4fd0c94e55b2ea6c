import { applyLiveAction, refuseLiveAction } from '@warband/rules';
import { toLiveAction, type LiveActionInput, type LiveBattleState } from '@warband/schemas';
import type { OutboxEntry } from '../../api/offline/device-db';
import { LiveActionWrite } from '../../api/offline/writes';

/**
 * The live battle as this phone shows it: the server's state with the player's actions still
 * waiting in the outbox laid on top, each applied by the rules as the server will apply it
 * (docs/adr/new-one-definition-per-write.md). A phone without signal keeps playing its side;
 * the outbox sends each action once when it is back. An action the rules refuse on the state
 * as it now stands (the other phone moved the phase on meanwhile) is left out: the server
 * will refuse it too, and the outbox asks the player about it. The state's `seq` stays the
 * server's, so the event stream replays from the right place.
 */
export function withWaitingActions(
  state: LiveBattleState,
  entries: readonly OutboxEntry[],
): LiveBattleState {
  const side = state.mySide;
  if (side === null) return state;
  let shown = state;
  for (const entry of entries) {
    if (entry.state !== 'pending' || entry.name !== 'liveAction') continue;
    const parsed = LiveActionWrite.safeParse(entry.input);
    if (!parsed.success || parsed.data.matchId !== state.matchId) continue;
    const action = toLiveAction(parsed.data.action);
    if (refuseLiveAction(shown, { side }, action)) continue;
    shown = { ...shown, ...applyLiveAction(shown, { side }, action, state.seq) };
  }
  return shown;
}

/** How many of the player's actions on this battle wait to be sent. */
export function waitingActionCount(matchId: string, entries: readonly OutboxEntry[]): number {
  return entries.filter((entry) => {
    if (entry.state !== 'pending' || entry.name !== 'liveAction') return false;
    const parsed = LiveActionWrite.safeParse(entry.input);
    return parsed.success && parsed.data.matchId === matchId;
  }).length;
}

/**
 * The battle after the player's own action the server has just numbered `seq`, shown before
 * the battle is read again. Only when it is the very next event: if the other phone's came
 * between, the state as read again shows both.
 */
export function withSentAction(
  state: LiveBattleState,
  action: LiveActionInput,
  seq: number,
): LiveBattleState {
  const side = state.mySide;
  if (side === null || seq !== state.seq + 1) return state;
  const rulesAction = toLiveAction(action);
  if (refuseLiveAction(state, { side }, rulesAction)) return state;
  return { ...state, ...applyLiveAction(state, { side }, rulesAction, seq) };
}
