import { isHero, type HeroCandidate, type Rank } from './ranks';
import type { Stats } from './stats';
import { missesNextBattle, type WarriorStatus } from './statuses';

export const BATTLE_RESULTS = ['win', 'draw', 'loss'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

export const BATTLE_RESULT_LABELS: Record<BattleResult, string> = {
  win: 'Win',
  draw: 'Draw',
  loss: 'Loss',
};

/** The per-warrior state of battle mode (the warrior's battle-only fields). */
export interface BattleCounters {
  preBattleInjury: boolean;
  wounded: boolean;
  fled: boolean;
  remainingWounds: number;
  remainingMight: number;
  remainingWill: number;
  remainingFate: number;
  woundsInflicted: number;
}

/** The dead are in the graveyard and take no part in a battle at all. */
export function takesPartInBattle(status: WarriorStatus): boolean {
  return status !== 'dead';
}

export function battleRoster<T extends { status: WarriorStatus }>(warriors: readonly T[]): T[] {
  return warriors.filter((warrior) => takesPartInBattle(warrior.status));
}

/**
 * Who fights the battle on the table: not the dead, nor the injured and lost, who sit it out.
 * A live battle's sides are these; battle mode lists the others flagged, to skip them.
 */
export function fightingRoster<T extends { status: WarriorStatus }>(warriors: readonly T[]): T[] {
  return warriors.filter(
    (warrior) => takesPartInBattle(warrior.status) && !missesNextBattle(warrior.status),
  );
}

/** Injured and lost warriors are flagged at the start of a battle and skipped. */
export function startsWithPreBattleInjury(status: WarriorStatus): boolean {
  return missesNextBattle(status);
}

/** Battle mode's starting counters, full up from the warrior's total characteristics. */
export function initialBattleCounters(
  status: WarriorStatus,
  totalStats: Pick<Stats, 'wounds' | 'might' | 'will' | 'fate'>,
): BattleCounters {
  return {
    preBattleInjury: startsWithPreBattleInjury(status),
    wounded: false,
    fled: false,
    remainingWounds: Math.max(0, totalStats.wounds),
    remainingMight: Math.max(0, totalStats.might),
    remainingWill: Math.max(0, totalStats.will),
    remainingFate: Math.max(0, totalStats.fate),
    woundsInflicted: 0,
  };
}

/** A counter is a whole number from 0 to max (a max below 0 is treated as 0). */
export function clampCounter(value: number, max: number = Number.POSITIVE_INFINITY): number {
  const whole = Math.trunc(value);
  return Math.min(Math.max(0, max), Math.max(0, Number.isNaN(whole) ? 0 : whole));
}

/** A warrior is wounded exactly when no wound remains, so undoing a mis-tap heals the flag. */
export function isWoundedAt(remainingWounds: number): boolean {
  return remainingWounds <= 0;
}

export function setRemainingWounds(
  value: number,
  totalWounds: number,
): Pick<BattleCounters, 'remainingWounds' | 'wounded'> {
  const remainingWounds = clampCounter(value, totalWounds);
  return { remainingWounds, wounded: isWoundedAt(remainingWounds) };
}

export function setWoundsInflicted(value: number): number {
  return clampCounter(value);
}

/** Against-the-odds re-rolls left: between 0 and the bonus the company started with. */
export function setBonusRerolls(value: number, bonus: number): number {
  return clampCounter(value, bonus);
}

export interface BreakCandidate {
  rank: Rank;
  status: WarriorStatus;
  preBattleInjury?: boolean | null;
  wounded?: boolean | null;
  fled?: boolean | null;
}

/** Break counts cover the warriors on the table: no Creatures, no one sitting the battle out. */
export function isBreakEligible(warrior: BreakCandidate): boolean {
  return (
    warrior.rank !== 'Creature' && !warrior.preBattleInjury && takesPartInBattle(warrior.status)
  );
}

/**
 * How many warriors would count for break points as a battle starts, before Old Battle Wounds.
 * With none there is no battle to fight: nothing can break, and every result would be a win.
 */
export function eligibleAtStart(
  warriors: readonly Pick<BreakCandidate, 'rank' | 'status'>[],
): number {
  return warriors.filter((warrior) =>
    isBreakEligible({ ...warrior, preBattleInjury: startsWithPreBattleInjury(warrior.status) }),
  ).length;
}

/** The War's Aftermath of a battle that no one counted in fought: refused. */
export const NOBODY_FOUGHT = 'No warrior of the company took part in this battle.';

/**
 * The aftermath's warriors must include one who took the table and counts for break points,
 * as Begin Battle requires: a battle nobody fought would earn its result's influence for
 * nothing, and nothing could have broken.
 */
export function validateParticipants(participants: readonly BreakCandidate[]): {
  participants?: string;
} {
  return participants.some(isBreakEligible) ? {} : { participants: NOBODY_FOUGHT };
}

export const SAT_OUT_BY_STATUS = 'An injured or Lost warrior sits the battle out.';
export const SAT_OUT_BY_OLD_WOUND = 'A hero whose old battle wound played up sits the battle out.';

export interface SatOutCounters {
  preBattleInjury?: boolean | null;
  oldWound?: { outcome: OldBattleWoundOutcome } | null;
}

/**
 * Who sat the battle out follows from the stored status and the Old Battle Wounds roll, not
 * from the device's flag alone: an injured warrior sent as a fighter would gain experience and
 * stay injured, and a Lost hero sent as a fighter could be killed.
 */
export function validateSatOut(
  warrior: { status: WarriorStatus },
  counters: SatOutCounters,
): { preBattleInjury?: string } {
  if (counters.preBattleInjury) return {};
  if (startsWithPreBattleInjury(warrior.status)) return { preBattleInjury: SAT_OUT_BY_STATUS };
  if (counters.oldWound?.outcome === 'Injured') return { preBattleInjury: SAT_OUT_BY_OLD_WOUND };
  return {};
}

/*
 * ceil(0.501 × n) and ceil(0.751 × n) in whole numbers: in floating point 0.501 × 1000 is
 * 501.00000000000006, which would round up to 502.
 */
function ceilThousandths(thousandths: number, count: number): number {
  return Math.ceil((thousandths * Math.max(0, Math.trunc(count))) / 1000);
}

/** More than half the company down: ceil(0.501 × eligible warriors). */
export function breakPoint(eligible: number): number {
  return ceilThousandths(501, eligible);
}

/** More than three quarters down: ceil(0.751 × eligible warriors). */
export function quarteredPoint(eligible: number): number {
  return ceilThousandths(751, eligible);
}

export type BreakStatus = 'Broken' | 'Quartered';

export interface BreakState {
  eligible: number;
  /** Eligible warriors wounded or fled, each counted once. */
  casualties: number;
  breakPoint: number;
  quarteredPoint: number;
  status: BreakStatus | null;
}

export function breakState(warriors: readonly BreakCandidate[]): BreakState {
  const counted = warriors.filter(isBreakEligible);
  const eligible = counted.length;
  const casualties = counted.filter((warrior) => warrior.wounded || warrior.fled).length;
  const broken = breakPoint(eligible);
  const quartered = quarteredPoint(eligible);
  let status: BreakStatus | null = null;
  // With no one on the table there is nothing to break.
  if (eligible > 0 && casualties >= quartered) status = 'Quartered';
  else if (eligible > 0 && casualties >= broken) status = 'Broken';
  return { eligible, casualties, breakPoint: broken, quarteredPoint: quartered, status };
}

export const OLD_BATTLE_WOUND_OUTCOMES = ['Ready', 'Injured'] as const;
export type OldBattleWoundOutcome = (typeof OLD_BATTLE_WOUND_OUTCOMES)[number];

export interface OldBattleWoundCandidate extends HeroCandidate {
  oldWound: number;
  preBattleInjury?: boolean | null;
}

/** Heroes carrying old battle wounds roll before the battle, unless they sit it out anyway. */
export function facesOldBattleWounds(warrior: OldBattleWoundCandidate): boolean {
  return isHero(warrior) && warrior.oldWound > 0 && !warrior.preBattleInjury;
}

/** An old wound that plays up keeps the hero out of this battle only. */
export function applyOldBattleWound<W extends { preBattleInjury?: boolean | null }>(
  warrior: W,
  outcome: OldBattleWoundOutcome,
): W {
  return { ...warrior, preBattleInjury: outcome === 'Injured' || Boolean(warrior.preBattleInjury) };
}

/** After the battle, those who sat it out are back: the flag goes, injured or lost become active. */
export function clearPreBattleInjury<
  W extends { status: WarriorStatus; preBattleInjury?: boolean | null },
>(warrior: W): W {
  if (!warrior.preBattleInjury) return warrior;
  const status: WarriorStatus = missesNextBattle(warrior.status) ? '' : warrior.status;
  return { ...warrior, preBattleInjury: false, status };
}

export interface CasualtiesToGo {
  /** Casualties still to come before the company is Broken; 0 once it is. */
  toBreak: number;
  /** Casualties still to come before it is Quartered; 0 once it is. */
  toQuarter: number;
}

/** What the battle banner counts down, so no one at the table counts in their head. */
export function casualtiesToGo(state: BreakState): CasualtiesToGo {
  return {
    toBreak: Math.max(0, state.breakPoint - state.casualties),
    toQuarter: Math.max(0, state.quarteredPoint - state.casualties),
  };
}
