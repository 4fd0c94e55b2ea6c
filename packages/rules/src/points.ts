import { isKept, type ListEntryFlags, type RuleType } from './entries';
import { STAT_KEYS, type StatKey, type Stats } from './stats';
import type { WarriorStatus } from './statuses';
import { wargearPoints, type WargearForRules, type WargearPriceInput } from './wargear';

/**
 * Points per point of modifier (docs/rules.md#points). Shoot is free; Intelligence is costed only
 * under the 2024 ruleset, where it exists (see modifierPoints).
 */
export const MODIFIER_POINTS: Readonly<Record<StatKey, number>> = {
  move: 5,
  fight: 5,
  shoot: 0,
  strength: 5,
  defence: 5,
  attacks: 10,
  wounds: 10,
  courage: 5,
  intelligence: 5,
  might: 5,
  will: 5,
  fate: 5,
};

/** Each progression rule a warrior has earned adds this much. */
export const PROGRESSION_RULE_POINTS = 5;

export interface SpecialRuleForRules extends ListEntryFlags {
  type: RuleType;
}

export interface WarriorPointsInput {
  basePoints: number;
  modifyStats: Stats;
  specialRules: readonly SpecialRuleForRules[];
}

export function modifierPoints(modifyStats: Stats, newRuleset: boolean): number {
  return STAT_KEYS.reduce((sum, key) => {
    if (key === 'intelligence' && !newRuleset) return sum;
    return sum + MODIFIER_POINTS[key] * modifyStats[key];
  }, 0);
}

export function progressionRulePoints(specialRules: readonly SpecialRuleForRules[]): number {
  const earned = specialRules.filter((rule) => rule.type === 'progression' && isKept(rule));
  return earned.length * PROGRESSION_RULE_POINTS;
}

/**
 * A warrior's own cost: base points, modifiers and progression rules, without wargear.
 * Never below 0, so a malformed negative modifier cannot make a warrior pay the company.
 */
export function warriorPoints(warrior: WarriorPointsInput, newRuleset: boolean): number {
  const points =
    warrior.basePoints +
    modifierPoints(warrior.modifyStats, newRuleset) +
    progressionRulePoints(warrior.specialRules);
  return Math.max(0, points);
}

export type TotalPointsInput = WarriorPointsInput &
  WargearPriceInput & { wargear: readonly WargearForRules[] };

/** Own cost plus wargear: the value shown on the card and counted in the company. */
export function totalPoints(warrior: TotalPointsInput, newRuleset: boolean): number {
  return warriorPoints(warrior, newRuleset) + wargearPoints(warrior);
}

export interface ProfilePointsInput {
  basePoints: number;
  wargear: readonly WargearForRules[];
}

/** A profile is a template, priced at its base points plus the low price of its wargear. */
export function profilePoints(profile: ProfilePointsInput): number {
  return profile.wargear.reduce(
    (sum, item) => sum + (isKept(item) ? item.pointsLow : 0),
    profile.basePoints,
  );
}

/** The company's worth: every warrior not in the graveyard, at total points. */
export function companyPoints(
  warriors: readonly (TotalPointsInput & { status: WarriorStatus })[],
  newRuleset: boolean,
): number {
  return warriors
    .filter((warrior) => warrior.status !== 'dead')
    .reduce((sum, warrior) => sum + totalPoints(warrior, newRuleset), 0);
}

export interface InfluenceTotalInput {
  /** The warrior's own influence cost. */
  influence: number;
  wargear: readonly (Pick<ListEntryFlags, 'remove'> & { influence?: number | null })[];
}

/**
 * A warrior's influence total (docs/rules.md#influence-cost): its own influence cost
 * plus the influence cost of each wargear item it keeps. Items marked remove cost nothing.
 */
export function influenceTotal(warrior: InfluenceTotalInput): number {
  return warrior.wargear.reduce(
    (sum, item) => sum + (isKept(item) ? (item.influence ?? 0) : 0),
    warrior.influence,
  );
}

export interface InfluenceBalance {
  influence: number;
  cost: number;
  remaining: number;
  affordable: boolean;
}

/** A cost set against the company's influence, as the editor's Influence tab shows it. */
export function influenceBalance(influence: number, cost: number): InfluenceBalance {
  const remaining = influence - cost;
  return { influence, cost, remaining, affordable: remaining >= 0 };
}
