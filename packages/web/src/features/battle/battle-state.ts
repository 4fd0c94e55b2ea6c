import {
  againstTheOdds,
  battleRoster,
  breakState,
  casualtiesToGo,
  facesOldBattleWounds,
  FIRST_TURN_PHASE,
  initialBattleCounters,
  sortByRank,
  type AgainstTheOdds,
  type BattleCounters,
  type BreakState,
  type CasualtiesToGo,
  type OldBattleWoundOutcome,
  type Rank,
  type TurnPhase,
  type WarriorStatus,
} from '@warband/rules';
import type { Company, DiceRoller } from '@warband/schemas';
import type { AftermathDraft } from './aftermath/aftermath-draft';
import type { BattleMatch } from './battle-match';
import type { OpponentDraft } from './battle-opponent';

/** The screens of battle mode in order; 'ended' waits for the War's Aftermath. */
export const BATTLE_STAGES = ['preBattle', 'againstTheOdds', 'battle', 'ended'] as const;
export type BattleStage = (typeof BATTLE_STAGES)[number];

/** The totals a warrior's counters run to, taken when the battle starts. */
export interface CounterTotals {
  wounds: number;
  might: number;
  will: number;
  fate: number;
}

/** A warrior as battle mode keeps it: what the counters need, and the counters. */
export interface BattleWarrior {
  id: string;
  name: string;
  rank: Rank;
  status: WarriorStatus;
  oldWound: number;
  /** Rolls before the battle for old battle wounds (rules' facesOldBattleWounds). */
  facesOldWounds: boolean;
  totals: CounterTotals;
  counters: BattleCounters;
}

/** How an Old Battle Wounds roll was settled: the dice, when there were any, and the outcome. */
export interface OldWoundRecord {
  outcome: OldBattleWoundOutcome;
  /** The D6 the app rolled or the lowest roll typed at the table; empty when chosen by hand. */
  rolls: number[];
  /** Who threw the dice: the app or the player at the table; absent when chosen by hand. */
  rolledBy?: DiceRoller | null;
}

/**
 * What one tap changed, as it was before: a warrior's counters or the re-rolls left. Only the
 * one change is kept, so the stored battle stays small and quick to save on every tap.
 */
export type UndoStep = { warriorId: string; counters: BattleCounters } | { rerollsLeft: number };

/**
 * A battle in progress, kept on the device
 * (docs/adr/0058-the-battle-is-one-record-kept-on-the-device-per-player.md). The War's Aftermath
 * reads it when it is 'ended': the roster's counters, the opponent's rating and the bonus.
 */
export interface SavedBattle {
  version: 1;
  /**
   * Made on the device; the aftermath sends it so a result is applied once
   * (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md).
   */
  battleId: string;
  playerId: string;
  companyId: string;
  /**
   * Counts the writes to storage, so a second tab's write is noticed
   * (docs/adr/0060-a-second-tab-does-not-silently-overwrite-the-battle.md).
   */
  revision: number;
  startedAt: string;
  stage: BattleStage;
  /** Every warrior taking part or sitting it out, in rank order. */
  roster: BattleWarrior[];
  oldWounds: Record<string, OldWoundRecord>;
  companyRating: number;
  opponentRating: number;
  /** Whom and what it was against, for the history; absent from battles kept before. */
  opponent?: OpponentDraft;
  /** The campaign match it is fought for, when started from one. */
  match?: BattleMatch;
  odds: AgainstTheOdds;
  rerollsLeft: number;
  /** What the last taps changed, newest last, for Undo. */
  undo: UndoStep[];
  /**
   * The turn and phase the battle stands at (docs/rules.md#turn-phases); absent from battles
   * kept before, which stand at turn 1's Priority (`turnOf`).
   */
  turn?: TurnPhase;
  /** The War's Aftermath so far, once the battle has ended and the player has begun it. */
  aftermath?: AftermathDraft;
}

/** How many taps Undo can take back. */
export const UNDO_LIMIT = 30;

/** A new battle for the company: its living warriors at full strength, before Old Battle Wounds. */
export function newBattle(
  company: Company,
  playerId: string,
  battleId: string,
  now: Date,
): SavedBattle {
  const roster = sortByRank(battleRoster(Object.values(company.warriors))).map(
    (warrior): BattleWarrior => {
      const counters = initialBattleCounters(warrior.status, warrior.totalStats);
      const { wounds, might, will, fate } = warrior.totalStats;
      return {
        id: warrior.id,
        name: warrior.name,
        rank: warrior.rank,
        status: warrior.status,
        oldWound: warrior.oldWound,
        facesOldWounds: facesOldBattleWounds({
          ...warrior,
          preBattleInjury: counters.preBattleInjury,
        }),
        totals: {
          wounds: Math.max(0, wounds),
          might: Math.max(0, might),
          will: Math.max(0, will),
          fate: Math.max(0, fate),
        },
        counters,
      };
    },
  );
  return {
    version: 1,
    battleId,
    playerId,
    companyId: company.id,
    revision: 0,
    startedAt: now.toISOString(),
    stage: 'preBattle',
    roster,
    oldWounds: {},
    companyRating: company.currentRating,
    opponentRating: 0,
    odds: againstTheOdds(company.currentRating, 0),
    rerollsLeft: 0,
    undo: [],
  };
}

/** Where the battle stands; a battle kept before turns were kept stands at the first. */
export function turnOf(battle: Pick<SavedBattle, 'turn'>): TurnPhase {
  return battle.turn ?? FIRST_TURN_PHASE;
}

/** Whether the battle itself has begun: past Against the Odds, its counters in use. */
export function hasBegun(battle: Pick<SavedBattle, 'stage'>): boolean {
  return battle.stage === 'battle' || battle.stage === 'ended';
}

/** Those on the table: not sitting the battle out. */
export function takingPart(battle: SavedBattle): BattleWarrior[] {
  return battle.roster.filter((warrior) => !warrior.counters.preBattleInjury);
}

/** The heroes who still owe an Old Battle Wounds result. */
export function oldWoundsPending(battle: SavedBattle): BattleWarrior[] {
  return battle.roster.filter((warrior) => warrior.facesOldWounds && !battle.oldWounds[warrior.id]);
}

/**
 * Whether anyone is left to count for break points once Old Battle Wounds are settled: with
 * no one, nothing could break and any result would be a win, so the battle does not begin.
 */
export function canBegin(battle: SavedBattle): boolean {
  return battleBanner(battle).state.eligible > 0;
}

export interface BattleBanner {
  state: BreakState;
  toGo: CasualtiesToGo;
}

/** What the banner shows, counted by the rules over the whole roster. */
export function battleBanner(battle: SavedBattle): BattleBanner {
  const state = breakState(
    battle.roster.map((warrior) => ({
      rank: warrior.rank,
      status: warrior.status,
      ...warrior.counters,
    })),
  );
  return { state, toGo: casualtiesToGo(state) };
}

/** The bonus re-rolls this company has, when it is the weaker side. */
export function companyBonus(battle: Pick<SavedBattle, 'odds'>): number {
  return battle.odds.side === 'company' ? battle.odds.bonus : 0;
}

/**
 * The company's side of Against the Odds in the aftermath: the rating a match kept for it, else
 * its current rating, as the server works it out
 * (docs/adr/0170-a-match-is-fought-at-its-kept-ratings.md).
 */
export function oddsRating(
  company: Pick<Company, 'currentRating'>,
  battle: Pick<SavedBattle, 'match' | 'companyRating'>,
): number {
  return battle.match ? battle.companyRating : company.currentRating;
}
