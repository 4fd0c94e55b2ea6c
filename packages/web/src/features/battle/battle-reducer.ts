import { NO_OPPONENT_DRAFT, type OpponentDraft } from './battle-opponent';
import {
  againstTheOdds,
  applyOldBattleWound,
  type BattleCounters,
  clampCounter,
  keysOf,
  nextPhase,
  previousPhase,
  type OldBattleWoundOutcome,
  setBonusRerolls,
  setRemainingWounds,
  startsWithPreBattleInjury,
} from '@warband/rules';
import type { DiceRoller } from '@warband/schemas';
import {
  canBegin,
  companyBonus,
  oldWoundsPending,
  UNDO_LIMIT,
  type UndoStep,
  type BattleWarrior,
  type SavedBattle,
  turnOf,
} from './battle-state';
import type { AftermathDraft } from './aftermath/aftermath-draft';

/** The counters a tap steps by one. */
export const COUNTERS = ['wounds', 'might', 'will', 'fate', 'inflicted'] as const;
export type CounterName = (typeof COUNTERS)[number];

export type BattleAction =
  | {
      type: 'recordOldWound';
      warriorId: string;
      outcome: OldBattleWoundOutcome;
      rolls: number[];
      rolledBy: DiceRoller | null;
    }
  | { type: 'toAgainstTheOdds' }
  | { type: 'backToPreBattle' }
  | { type: 'setOpponentRating'; rating: number }
  | { type: 'setOpponent'; patch: Partial<OpponentDraft> }
  | { type: 'beginBattle' }
  | { type: 'step'; warriorId: string; counter: CounterName; by: 1 | -1 }
  | { type: 'toggleFlee'; warriorId: string }
  | { type: 'stepRerolls'; by: 1 | -1 }
  /** On to the next phase of the turn, or one step back (docs/rules.md#turn-phases). */
  | { type: 'nextPhase' }
  | { type: 'previousPhase' }
  | { type: 'undo' }
  | { type: 'endBattle' }
  /** Back to the battle from the War's Aftermath, when End Battle was pressed by mistake. */
  | { type: 'resumeBattle' }
  /** The War's Aftermath's choices so far, kept with the ended battle. */
  | { type: 'updateAftermath'; draft: AftermathDraft };

/** The value a counter shows and the most it can hold (Infinity for wounds inflicted). */
export function counterValue(warrior: BattleWarrior, counter: CounterName): [number, number] {
  const { counters: c, totals: t } = warrior;
  switch (counter) {
    case 'wounds':
      return [c.remainingWounds, t.wounds];
    case 'might':
      return [c.remainingMight, t.might];
    case 'will':
      return [c.remainingWill, t.will];
    case 'fate':
      return [c.remainingFate, t.fate];
    case 'inflicted':
      return [c.woundsInflicted, Number.POSITIVE_INFINITY];
  }
}

function stepCounter(warrior: BattleWarrior, counter: CounterName, by: number): BattleCounters {
  const [value, max] = counterValue(warrior, counter);
  const c = warrior.counters;
  switch (counter) {
    case 'wounds':
      return { ...c, ...setRemainingWounds(value + by, max) };
    case 'might':
      return { ...c, remainingMight: clampCounter(value + by, max) };
    case 'will':
      return { ...c, remainingWill: clampCounter(value + by, max) };
    case 'fate':
      return { ...c, remainingFate: clampCounter(value + by, max) };
    case 'inflicted':
      return { ...c, woundsInflicted: clampCounter(value + by) };
  }
}

function sameCounters(a: BattleCounters, b: BattleCounters): boolean {
  return keysOf(a).every((key) => a[key] === b[key]);
}

function remember(battle: SavedBattle, step: UndoStep): UndoStep[] {
  return [...battle.undo, step].slice(-UNDO_LIMIT);
}

/**
 * One tap at the table: the warrior's new counters, with the ones they replace kept for Undo.
 * A tap that changes nothing (a counter at its bound) returns the battle itself, so nothing
 * is saved and Undo is not spent on it.
 */
function tap(battle: SavedBattle, warriorId: string, change: (w: BattleWarrior) => BattleCounters) {
  const warrior = battle.roster.find((w) => w.id === warriorId);
  if (!warrior || warrior.counters.preBattleInjury) return battle;
  const counters = change(warrior);
  if (sameCounters(counters, warrior.counters)) return battle;
  return {
    ...battle,
    roster: battle.roster.map((w) => (w === warrior ? { ...w, counters } : w)),
    undo: remember(battle, { warriorId, counters: warrior.counters }),
  };
}

function restore(battle: SavedBattle): SavedBattle {
  const last = battle.undo.at(-1);
  if (!last) return battle;
  const undo = battle.undo.slice(0, -1);
  if ('rerollsLeft' in last) return { ...battle, rerollsLeft: last.rerollsLeft, undo };
  // The other rows keep their objects, so only the restored one is drawn again.
  const roster = battle.roster.map((w) =>
    w.id === last.warriorId ? { ...w, counters: last.counters } : w,
  );
  return { ...battle, roster, undo };
}

function recordOldWound(
  battle: SavedBattle,
  action: Extract<BattleAction, { type: 'recordOldWound' }>,
): SavedBattle {
  const warrior = battle.roster.find((w) => w.id === action.warriorId);
  if (!warrior?.facesOldWounds) return battle;
  const before = { preBattleInjury: startsWithPreBattleInjury(warrior.status) };
  const { preBattleInjury } = applyOldBattleWound(before, action.outcome);
  return {
    ...battle,
    oldWounds: {
      ...battle.oldWounds,
      [warrior.id]: { outcome: action.outcome, rolls: action.rolls, rolledBy: action.rolledBy },
    },
    roster: battle.roster.map((w) =>
      w === warrior ? { ...w, counters: { ...w.counters, preBattleInjury } } : w,
    ),
  };
}

/**
 * Battle mode as a pure function of the saved battle and one action
 * (docs/adr/0059-battle-mode-is-a-pure-reducer.md).
 */
export function battleReducer(battle: SavedBattle, action: BattleAction): SavedBattle {
  const at = (stage: SavedBattle['stage']) => battle.stage === stage;
  switch (action.type) {
    case 'recordOldWound':
      return at('preBattle') ? recordOldWound(battle, action) : battle;
    case 'toAgainstTheOdds':
      return at('preBattle') && oldWoundsPending(battle).length === 0
        ? { ...battle, stage: 'againstTheOdds' }
        : battle;
    case 'backToPreBattle':
      return at('againstTheOdds') ? { ...battle, stage: 'preBattle' } : battle;
    case 'setOpponentRating':
      return at('againstTheOdds')
        ? {
            ...battle,
            opponentRating: action.rating,
            odds: againstTheOdds(battle.companyRating, action.rating),
          }
        : battle;
    case 'setOpponent':
      // Until the aftermath is sent: the player may note who it was at any point.
      return {
        ...battle,
        opponent: { ...NO_OPPONENT_DRAFT, ...battle.opponent, ...action.patch },
      };
    case 'beginBattle':
      return at('againstTheOdds') && canBegin(battle)
        ? { ...battle, stage: 'battle', rerollsLeft: companyBonus(battle), undo: [] }
        : battle;
    case 'step':
      return at('battle')
        ? tap(battle, action.warriorId, (w) => stepCounter(w, action.counter, action.by))
        : battle;
    case 'toggleFlee':
      return at('battle')
        ? tap(battle, action.warriorId, (w) => ({ ...w.counters, fled: !w.counters.fled }))
        : battle;
    case 'stepRerolls': {
      const rerollsLeft = setBonusRerolls(battle.rerollsLeft + action.by, companyBonus(battle));
      if (!at('battle') || rerollsLeft === battle.rerollsLeft) return battle;
      return {
        ...battle,
        rerollsLeft,
        undo: remember(battle, { rerollsLeft: battle.rerollsLeft }),
      };
    }
    case 'nextPhase':
      return at('battle') ? { ...battle, turn: nextPhase(turnOf(battle)) } : battle;
    case 'previousPhase':
      return at('battle') ? { ...battle, turn: previousPhase(turnOf(battle)) } : battle;
    case 'undo':
      return at('battle') ? restore(battle) : battle;
    case 'endBattle':
      return at('battle') ? { ...battle, stage: 'ended' } : battle;
    case 'resumeBattle':
      // The aftermath's choices so far stay with the battle for when it ends again.
      return at('ended') ? { ...battle, stage: 'battle' } : battle;
    case 'updateAftermath':
      return at('ended') ? { ...battle, aftermath: action.draft } : battle;
  }
}
