import { recordOf } from './narrow';
import { FATE_MAX, STAT_KEYS, type StatKey, type Stats } from './stats';
import { wargearAdjustments, type WargearForRules } from './wargear';

/**
 * Shoot is a target number (4+) under both rulesets; the 2024 ruleset makes Courage and
 * Intelligence target numbers too. For those, an improvement lowers the value.
 */
export function isLowerBetter(stat: StatKey, newRuleset: boolean): boolean {
  return stat === 'shoot' || (newRuleset && (stat === 'courage' || stat === 'intelligence'));
}

/** +1 where a bigger value is better, -1 where a lower target is better. */
export function improvementSign(stat: StatKey, newRuleset: boolean): 1 | -1 {
  return isLowerBetter(stat, newRuleset) ? -1 : 1;
}

/**
 * Applies an improvement (a modifier or a wargear adjustment) to a value: +1 Shoot turns a
 * 4+ into a 3+, while +1 Fight turns 4 into 5. Modifiers and adjustments are always stored
 * as improvements, so a player never has to think about the sign.
 */
export function improveStat(
  stat: StatKey,
  value: number,
  improvement: number,
  newRuleset: boolean,
): number {
  return value + improvementSign(stat, newRuleset) * improvement;
}

function mapStats(build: (key: StatKey) => number): Stats {
  return recordOf(STAT_KEYS, build);
}

function withModifiers(baseStats: Stats, modifyStats: Stats, newRuleset: boolean): Stats {
  return mapStats((key) => improveStat(key, baseStats[key], modifyStats[key], newRuleset));
}

/**
 * Fate never rises above 3 (docs/rules.md#modifiers-and-totals), whatever modifiers and wargear add
 * up to.
 */
function capFate(stats: Stats): Stats {
  return { ...stats, fate: Math.min(stats.fate, FATE_MAX) };
}

/** Base characteristics with the warrior's own modifiers (no wargear, no injuries). */
export function subTotalStats(baseStats: Stats, modifyStats: Stats, newRuleset: boolean): Stats {
  return capFate(withModifiers(baseStats, modifyStats, newRuleset));
}

/** A leg wound costs one inch of Move. */
export const LEG_WOUND_MOVE_PENALTY = 1;

export interface TotalStatsInput {
  baseStats: Stats;
  modifyStats: Stats;
  wargear: readonly WargearForRules[];
  /** Profiles carry no injuries, so this may be left out for them. */
  legWound?: number | null;
}

/** The characteristics a player uses at the table: sub-total, wargear, then injuries. */
export function totalStats(warrior: TotalStatsInput, newRuleset: boolean): Stats {
  const subTotal = withModifiers(warrior.baseStats, warrior.modifyStats, newRuleset);
  const adjustments = wargearAdjustments(warrior.wargear);
  const total = mapStats((key) => improveStat(key, subTotal[key], adjustments[key], newRuleset));
  if ((warrior.legWound ?? 0) > 0) total.move -= LEG_WOUND_MOVE_PENALTY;
  return capFate(total);
}

/** How a value is printed on a card: 6", 4+ for target numbers, a bare number otherwise. */
export function formatStat(stat: StatKey, value: number, newRuleset: boolean): string {
  if (stat === 'move') return `${value}"`;
  return isLowerBetter(stat, newRuleset) ? `${value}+` : String(value);
}

/**
 * A value as printed in a profile's column: like formatStat, except that a Shoot of 0 is a
 * model that cannot shoot, printed '-' as the game's profiles do, rather than '0+'.
 */
export function formatProfileStat(stat: StatKey, value: number, newRuleset: boolean): string {
  if (stat === 'shoot' && value === 0) return '-';
  return formatStat(stat, value, newRuleset);
}

export function formatStats(stats: Stats, newRuleset: boolean): Record<StatKey, string> {
  return recordOf(STAT_KEYS, (key) => formatStat(key, stats[key], newRuleset));
}
