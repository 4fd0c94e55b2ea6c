import type { LiveAftermath } from './live-aftermath';
import { nextPhase, PHASES, type Phase } from './phases';
/**
 * The live battle: two players' phones sharing one battle (docs/rules.md#live-battle). The
 * state is a fold of the battle's actions over its starting roster; this reducer is the one
 * place that decides whether an action may be taken and what it changes, so the server
 * applies and the web previews the very same way.
 */

/** A live battle's phases are the turn's (phases.ts), which solo battle mode tracks too. */
export const LIVE_PHASES = PHASES;
export type LivePhase = Phase;

export const LIVE_WARRIOR_STATES = ['fighting', 'outOfAction', 'fled'] as const;
export type LiveWarriorState = (typeof LIVE_WARRIOR_STATES)[number];

export const LIVE_SIDES = [0, 1] as const;
export type LiveSideIndex = (typeof LIVE_SIDES)[number];

/** A match's standing once it was played live: the league counts only confirmed ones. */
export const MATCH_CONFIRMATIONS = ['confirmed', 'waiting', 'disputed'] as const;
export type MatchConfirmation = (typeof MATCH_CONFIRMATIONS)[number];

/** The counters a warrior spends from, as its profile totals them when the battle started. */
export interface LiveWarriorTotals {
  wounds: number;
  might: number;
  will: number;
  fate: number;
}

export interface LiveWarrior extends LiveWarriorTotals {
  name: string;
  woundsTaken: number;
  mightSpent: number;
  willSpent: number;
  fateSpent: number;
  /** The wounds this warrior inflicted on the other side, which its experience counts. */
  woundsInflicted: number;
  state: LiveWarriorState;
}

/** The most wounds one warrior is counted to inflict in a battle (the aftermath's own bound). */
export const LIVE_INFLICTED_MAX = 100;

export interface LiveSide {
  companyId: string | null;
  userId: string | null;
  name: string;
  broken: boolean;
  quartered: boolean;
  ended: boolean;
  confirmed: boolean;
  /** The note of the side's dispute of the match, or null. */
  dispute: string | null;
  warriors: Record<string, LiveWarrior>;
}

export interface LiveBattleState {
  seq: number;
  turn: number;
  phase: LivePhase;
  confirmation: MatchConfirmation;
  sides: [LiveSide, LiveSide];
}

type WarriorCounter = 'wound' | 'might' | 'will' | 'fate' | 'inflicted';

export type LiveAction =
  | { kind: WarriorCounter; warriorId: string; delta: number }
  | { kind: 'state'; warriorId: string; state: LiveWarriorState }
  | { kind: 'broken' | 'quartered'; value: boolean }
  | { kind: 'phase'; turn: number; phase: LivePhase }
  | { kind: 'end' }
  | { kind: 'confirm' }
  | { kind: 'dispute'; note: string }
  | { kind: 'settle'; note: string }
  /**
   * A side's War's Aftermath applied: not a player's tap but the server's record of it, so the
   * opponent reads its dice in the log (taken by the aftermath, never posted as an action).
   */
  | ({ kind: 'aftermath' } & LiveAftermath);

export type LiveActionKind = LiveAction['kind'];

/** Who takes an action: a side of the match, or the campaign's owner or an arbiter settling it. */
export type LiveActor = { side: LiveSideIndex } | { settler: true };

/**
 * Why an action is refused: `fields` keyed by the action's field (a 400), or a `conflict`
 * with the battle as it stands (a 409: the other phone moved it on, or it is over).
 */
export type LiveRefusal = { fields: Record<string, string> } | { conflict: string };

export const LIVE_TEXTS = {
  unknownWarrior: 'This warrior does not fight for your side in this battle.',
  nothing: 'A change of nothing changes nothing.',
  woundsBeyond: (total: number) => `Wounds taken must stay between 0 and ${total}.`,
  spentBeyond: (what: string, total: number) => `${what} spent must stay between 0 and ${total}.`,
  inflictedBeyond: (most: number) => `Wounds inflicted must stay between 0 and ${most}.`,
  notYourSide: 'You can only change your own side.',
  sideEnded: 'Your side has ended the battle: nothing more can change on it.',
  phaseMoved: 'The battle has already moved on to another phase.',
  battleOver: 'Both sides have ended the battle.',
  notOver: 'The match can be confirmed or disputed once both sides have ended the battle.',
  alreadyAnswered: 'Your side has already confirmed or disputed this match.',
  notDisputed: 'Only a disputed match can be settled.',
  onlyPlayers: 'Only the two players act in the battle.',
  onlySettlers: 'Only the campaign’s owner or an arbiter settles a match.',
  endBeforeAftermath:
    'End the live battle for your side first: its War’s Aftermath starts from where it ended.',
} as const;

const COUNTER_FIELD = {
  wound: 'woundsTaken',
  might: 'mightSpent',
  will: 'willSpent',
  fate: 'fateSpent',
  inflicted: 'woundsInflicted',
} as const satisfies Record<WarriorCounter, keyof LiveWarrior>;

const COUNTER_TOTAL = {
  wound: 'wounds',
  might: 'might',
  will: 'will',
  fate: 'fate',
} as const satisfies Record<Exclude<WarriorCounter, 'inflicted'>, keyof LiveWarriorTotals>;

/** The most a counter of the warrior may reach: its profile's total, or the inflicted bound. */
const mostOf = (warrior: LiveWarrior, kind: WarriorCounter) =>
  kind === 'inflicted' ? LIVE_INFLICTED_MAX : warrior[COUNTER_TOTAL[kind]];

const COUNTER_NAME = { might: 'Might', will: 'Will', fate: 'Fate' } as const;

export interface LiveRosterWarrior extends LiveWarriorTotals {
  id: string;
  name: string;
}

export interface LiveRosterSide {
  companyId: string | null;
  userId: string | null;
  name: string;
  warriors: readonly LiveRosterWarrior[];
}

/** A battle about to start: turn 1, priority, every warrior fighting and fresh. */
export function startLiveBattle(sides: readonly [LiveRosterSide, LiveRosterSide]): LiveBattleState {
  const side = (roster: LiveRosterSide): LiveSide => ({
    companyId: roster.companyId,
    userId: roster.userId,
    name: roster.name,
    broken: false,
    quartered: false,
    ended: false,
    confirmed: false,
    dispute: null,
    warriors: Object.fromEntries(
      roster.warriors.map(({ id, name, wounds, might, will, fate }) => [
        id,
        {
          name,
          wounds: Math.max(0, wounds),
          might: Math.max(0, might),
          will: Math.max(0, will),
          fate: Math.max(0, fate),
          woundsTaken: 0,
          mightSpent: 0,
          willSpent: 0,
          fateSpent: 0,
          woundsInflicted: 0,
          state: 'fighting',
        },
      ]),
    ),
  });
  return {
    seq: 0,
    turn: 1,
    phase: 'priority',
    confirmation: 'waiting',
    sides: [side(sides[0]), side(sides[1])],
  };
}

const bothEnded = (state: LiveBattleState) => state.sides.every((side) => side.ended);

/** Why `actor` may not take `action` now, or null when it may. */
export function refuseLiveAction(
  state: LiveBattleState,
  actor: LiveActor,
  action: LiveAction,
): LiveRefusal | null {
  if (action.kind === 'settle') {
    if (!('settler' in actor)) return { conflict: LIVE_TEXTS.onlySettlers };
    return state.confirmation === 'disputed' ? null : { conflict: LIVE_TEXTS.notDisputed };
  }
  if (!('side' in actor)) return { conflict: LIVE_TEXTS.onlyPlayers };
  const side = state.sides[actor.side];
  switch (action.kind) {
    case 'phase':
      if (bothEnded(state)) return { conflict: LIVE_TEXTS.battleOver };
      return action.turn === state.turn && action.phase === state.phase
        ? null
        : { conflict: LIVE_TEXTS.phaseMoved };
    case 'confirm':
    case 'dispute':
      if (!bothEnded(state)) return { conflict: LIVE_TEXTS.notOver };
      return side.confirmed || side.dispute !== null
        ? { conflict: LIVE_TEXTS.alreadyAnswered }
        : null;
    case 'aftermath':
      return side.ended ? null : { conflict: LIVE_TEXTS.endBeforeAftermath };
    default:
      break;
  }
  if (side.ended) return { conflict: LIVE_TEXTS.sideEnded };
  switch (action.kind) {
    case 'end':
    case 'broken':
    case 'quartered':
      return null;
    case 'state':
      return side.warriors[action.warriorId]
        ? null
        : { fields: { warriorId: LIVE_TEXTS.unknownWarrior } };
    default: {
      const warrior = side.warriors[action.warriorId];
      if (!warrior) return { fields: { warriorId: LIVE_TEXTS.unknownWarrior } };
      if (action.delta === 0) return { fields: { delta: LIVE_TEXTS.nothing } };
      const total = mostOf(warrior, action.kind);
      const after = warrior[COUNTER_FIELD[action.kind]] + action.delta;
      if (after >= 0 && after <= total) return null;
      return {
        fields: {
          delta:
            action.kind === 'wound'
              ? LIVE_TEXTS.woundsBeyond(total)
              : action.kind === 'inflicted'
                ? LIVE_TEXTS.inflictedBeyond(total)
                : LIVE_TEXTS.spentBeyond(COUNTER_NAME[action.kind], total),
        },
      };
    }
  }
}

/** The confirmation the sides' answers make: any dispute stands until it is settled. */
function confirmationOf(sides: readonly LiveSide[]): MatchConfirmation {
  if (sides.some((side) => side.dispute !== null)) return 'disputed';
  return sides.every((side) => side.confirmed) ? 'confirmed' : 'waiting';
}

function withSide(
  state: LiveBattleState,
  index: LiveSideIndex,
  change: (side: LiveSide) => LiveSide,
): [LiveSide, LiveSide] {
  const [a, b] = state.sides;
  return index === 0 ? [change(a), b] : [a, change(b)];
}

/**
 * The battle after `action` by `actor`, numbered `seq`. Throws a RangeError for what
 * refuseLiveAction refuses (docs/adr/0012-invalid-choices-throw.md).
 */
export function applyLiveAction(
  state: LiveBattleState,
  actor: LiveActor,
  action: LiveAction,
  seq = state.seq + 1,
): LiveBattleState {
  const refusal = refuseLiveAction(state, actor, action);
  if (refusal) {
    throw new RangeError('conflict' in refusal ? refusal.conflict : JSON.stringify(refusal.fields));
  }
  const next = { ...state, seq };
  if (action.kind === 'settle') {
    // Settled by the campaign's owner or an arbiter: both answers stand as confirmed.
    const settled = (side: LiveSide): LiveSide => ({ ...side, confirmed: true, dispute: null });
    return {
      ...next,
      confirmation: 'confirmed',
      sides: [settled(state.sides[0]), settled(state.sides[1])],
    };
  }
  if (!('side' in actor)) return next;
  const index = actor.side;
  switch (action.kind) {
    case 'phase':
      return { ...next, ...nextPhase({ turn: state.turn, phase: state.phase }) };
    case 'end':
      return { ...next, sides: withSide(state, index, (side) => ({ ...side, ended: true })) };
    // The aftermath changes the company, not the battle: the log keeps its account.
    case 'aftermath':
      return next;
    case 'broken':
    case 'quartered': {
      const kind = action.kind;
      return {
        ...next,
        sides: withSide(state, index, (side) => ({ ...side, [kind]: action.value })),
      };
    }
    case 'confirm':
    case 'dispute': {
      const sides = withSide(state, index, (side) =>
        action.kind === 'confirm'
          ? { ...side, confirmed: true }
          : { ...side, dispute: action.note },
      );
      return { ...next, sides, confirmation: confirmationOf(sides) };
    }
    case 'state': {
      const sides = withSide(state, index, (side) => ({
        ...side,
        warriors: {
          ...side.warriors,
          [action.warriorId]: { ...warriorOf(side, action.warriorId), state: action.state },
        },
      }));
      return { ...next, sides };
    }
    default: {
      const field = COUNTER_FIELD[action.kind];
      const sides = withSide(state, index, (side) => {
        const warrior = warriorOf(side, action.warriorId);
        return {
          ...side,
          warriors: {
            ...side.warriors,
            [action.warriorId]: { ...warrior, [field]: warrior[field] + action.delta },
          },
        };
      });
      return { ...next, sides };
    }
  }
}

function warriorOf(side: LiveSide, warriorId: string): LiveWarrior {
  const warrior = side.warriors[warriorId];
  if (!warrior) throw new RangeError(LIVE_TEXTS.unknownWarrior);
  return warrior;
}
