import type { BattleResult } from './battle';
import { isOneOf } from './narrow';
import { isHero, type HeroCandidate } from './ranks';
import { FATE_MAX, type Stats } from './stats';
import type { WarriorStatus } from './statuses';

/** Five experience make a level (docs/rules.md#experience). */
export const EXPERIENCE_PER_LEVEL = 5;
/** The printed company sheet has room for this much experience and this many wounds. */
export const PRINT_EXPERIENCE_CIRCLES = 105;
export const PRINT_WOUNDS_INFLICTED_MARKERS = 10;

/**
 * Experience never goes above 105, the print sheet's circles (docs/rules.md#experience): a hero
 * at the top of the sheet has nowhere left to mark it.
 */
export const EXPERIENCE_MAX = PRINT_EXPERIENCE_CIRCLES;

/** Counts are whole numbers of at least 0; anything else is read as the nearest such. */
function wholeCount(value: number): number {
  return Math.max(0, Math.floor(value));
}

/** Experience is a whole number from 0 to 105; anything else is read as the nearest such. */
function wholeExperience(experience: number): number {
  return Math.min(EXPERIENCE_MAX, wholeCount(experience));
}

/** Experience after a gain, stopping at the maximum. */
export function experienceAfter(before: number, gained: number): number {
  return wholeExperience(wholeExperience(before) + wholeCount(gained));
}

export function levelForExperience(experience: number): number {
  return Math.floor(wholeExperience(experience) / EXPERIENCE_PER_LEVEL) + 1;
}

/** Experience towards the next level, for the progress bar: 0 to 4. */
export function experienceProgress(experience: number): number {
  return wholeExperience(experience) % EXPERIENCE_PER_LEVEL;
}

/** Each multiple of 5 crossed on the way from `before` to `after` is one level-up. */
export function levelUpsBetween(before: number, after: number): number {
  return Math.max(0, levelForExperience(after) - levelForExperience(before));
}

export interface ExperienceTick {
  experience: number;
  level: number;
  progress: number;
  levelUp: boolean;
}

/**
 * The aftermath counts experience up one at a time; each step says whether it levels up.
 * Counting stops at the maximum.
 */
export function experienceTicks(before: number, gained: number): ExperienceTick[] {
  const start = wholeExperience(before);
  return Array.from({ length: experienceAfter(start, gained) - start }, (_, index) => {
    const experience = start + index + 1;
    return {
      experience,
      level: levelForExperience(experience),
      progress: experienceProgress(experience),
      levelUp: experience % EXPERIENCE_PER_LEVEL === 0,
    };
  });
}

export type ExperienceExclusion = 'preBattleInjury' | 'dead' | 'Wanderer' | 'Creature';

export interface ExperienceCandidate extends HeroCandidate {
  status: WarriorStatus;
  preBattleInjury?: boolean | null;
  woundsInflicted?: number | null;
  /** Scenario bonus experience for this warrior, at least 0. */
  bonusExperience?: number | null;
}

export interface ExperienceGain {
  excluded: ExperienceExclusion | null;
  participation: number;
  woundsInflicted: number;
  win: number;
  bonus: number;
  total: number;
}

/** The ranks that never gain experience. */
const WITHOUT_EXPERIENCE = ['Wanderer', 'Creature'] as const;

/** Wanderers and Creatures never gain experience, so they have no progress to show. */
export function gainsExperience(rank: string): boolean {
  return !isOneOf(WITHOUT_EXPERIENCE, rank);
}

export function experienceExclusion(warrior: ExperienceCandidate): ExperienceExclusion | null {
  if (warrior.preBattleInjury) return 'preBattleInjury';
  if (warrior.status === 'dead') return 'dead';
  if (isOneOf(WITHOUT_EXPERIENCE, warrior.rank)) return warrior.rank;
  return null;
}

/**
 * Experience from one battle: 1 for taking part, wounds inflicted (heroes all of them,
 * others at most 1), 1 more for heroes on a win, and the scenario bonus. Excluded warriors
 * (sat out, dead after the injury rolls, Wanderers, Creatures) gain nothing at all.
 */
export function experienceGain(warrior: ExperienceCandidate, result: BattleResult): ExperienceGain {
  const excluded = experienceExclusion(warrior);
  if (excluded) {
    return { excluded, participation: 0, woundsInflicted: 0, win: 0, bonus: 0, total: 0 };
  }
  const hero = isHero(warrior);
  const inflicted = wholeCount(warrior.woundsInflicted ?? 0);
  const woundsInflicted = hero ? inflicted : Math.min(1, inflicted);
  const win = hero && result === 'win' ? 1 : 0;
  const bonus = wholeCount(warrior.bonusExperience ?? 0);
  const total = 1 + woundsInflicted + win + bonus;
  return { excluded, participation: 1, woundsInflicted, win, bonus, total };
}

export interface BonusLevelUpTarget extends HeroCandidate {
  baseStats: Stats;
  modifyStats: Stats;
  bonusLevel?: number | null;
}

/** A plain Warrior: Warrior rank without the Might, Will or Fate that would make a hero. */
export function isPlainWarrior(warrior: HeroCandidate): boolean {
  return warrior.rank === 'Warrior' && !isHero(warrior);
}

/**
 * A scenario's bonus level-up: a plain Warrior is made a Hero with +1 Fate (Fate stays at
 * most 3); anyone else keeps a bonus level to spend on the level-up table.
 */
export function applyBonusLevelUp<W extends BonusLevelUpTarget>(warrior: W): W {
  if (!isPlainWarrior(warrior)) {
    return { ...warrior, bonusLevel: (warrior.bonusLevel ?? 0) + 1 };
  }
  const fate = warrior.baseStats.fate + warrior.modifyStats.fate < FATE_MAX ? 1 : 0;
  return {
    ...warrior,
    rank: 'Hero',
    modifyStats: { ...warrior.modifyStats, fate: warrior.modifyStats.fate + fate },
  };
}
