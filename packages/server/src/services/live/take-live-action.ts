import { applyLiveAction, refuseLiveAction, type LiveActor, type LiveAction } from '@warband/rules';
import { toLiveAction, type LiveActionAnswer, type LiveActionInput } from '@warband/schemas';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { appendEvent, liveBattleOf, type LiveBattleRow } from './live-battles';
import { matchAccess, type MatchAccess } from './match-access';

/**
 * POST /match/{matchId}/live/actions: one action of a player on their own side ("phase" by
 * either). The live battle's row is locked, the rules refuse or apply the action, and the new
 * state, the event and its announcement commit together, so an action sent again with its
 * Operation-Id is applied once and every reader sees the events in one order
 * (docs/adr/new-live-battle-record.md).
 */
export function takeLiveAction(
  ctx: ServiceContext,
  caller: Caller,
  input: { matchId: string; action: LiveActionInput },
): Promise<LiveActionAnswer> {
  return inTransaction(ctx, async ({ db }) => {
    const access = await matchAccess(db, caller, input.matchId);
    // A reader who plays neither side may read the battle, and act in none of it.
    if (access.mySide === null) throw new NotFoundError();
    return act(db, caller, access, { side: access.mySide }, toLiveAction(input.action));
  });
}

/**
 * POST /match/{matchId}/live/settle: the campaign's owner or an arbiter settles a disputed
 * match, which the league then counts.
 */
export function settleMatch(
  ctx: ServiceContext,
  caller: Caller,
  input: { matchId: string; note: string },
): Promise<LiveActionAnswer> {
  return inTransaction(ctx, async ({ db }) => {
    const access = await matchAccess(db, caller, input.matchId);
    if (!access.settler) throw new NotFoundError();
    return act(db, caller, access, { settler: true }, { kind: 'settle', note: input.note });
  });
}

async function act(
  db: ServiceContext['db'],
  caller: Caller,
  access: MatchAccess,
  actor: LiveActor,
  action: LiveAction,
): Promise<LiveActionAnswer> {
  const battle = await liveBattleOf(db, access, true);
  return recordLiveAction(db, caller, battle, actor, action);
}

/**
 * The rules refuse `action` by `actor` on the locked battle (a 400 with its fields, or a 409),
 * or apply it: its state, its event and its announcement are written.
 */
export async function recordLiveAction(
  db: ServiceContext['db'],
  caller: Pick<Caller, 'id'>,
  battle: LiveBattleRow,
  actor: LiveActor,
  action: LiveAction,
): Promise<LiveActionAnswer> {
  const refusal = refuseLiveAction(battle.state, actor, action);
  if (refusal) {
    if ('fields' in refusal) throw new ValidationError(refusal.fields);
    throw new ConflictError(refusal.conflict);
  }
  const state = applyLiveAction(battle.state, actor, action);
  const { kind, ...data } = action;
  await appendEvent(db, battle.matchId, state, {
    kind,
    side: 'side' in actor ? actor.side : null,
    userId: caller.id,
    data,
  });
  return { seq: state.seq };
}
