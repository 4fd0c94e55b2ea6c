import { isOneOf, keysOf } from './narrow';
import { statKeysFor, type StatKey, type Stats } from './stats';
import { WARRIOR_STATUSES, type WarriorStatus } from './statuses';

/** The six ranks of a battle company (docs/rules.md#ranks). */
export const RANKS = ['Leader', 'Sergeant', 'Hero', 'Warrior', 'Creature', 'Wanderer'] as const;
export type Rank = (typeof RANKS)[number];

export function isRank(value: unknown): value is Rank {
  return isOneOf(RANKS, value);
}

/** The leader-like ranks (docs/rules.md#ranks): they take hero injuries and choose a path. */
export const LEADER_LIKE_RANKS = ['Leader', 'Sergeant', 'Hero'] as const satisfies readonly Rank[];
export type LeaderLikeRank = (typeof LEADER_LIKE_RANKS)[number];

export function isLeaderLike(rank: Rank): rank is LeaderLikeRank {
  return isOneOf(LEADER_LIKE_RANKS, rank);
}

/** Side navigation order; any rank not listed (Creature, or an unknown one) comes after. */
export const RANK_SORT_ORDER = [
  'Leader',
  'Sergeant',
  'Hero',
  'Warrior',
  'Wanderer',
] as const satisfies readonly Rank[];

export function rankSortIndex(rank: string): number {
  const index = RANK_SORT_ORDER.findIndex((sorted) => sorted === rank);
  return index === -1 ? RANK_SORT_ORDER.length : index;
}

export function compareByRank(a: { rank: string }, b: { rank: string }): number {
  return rankSortIndex(a.rank) - rankSortIndex(b.rank);
}

/** A new array sorted by rank; warriors of the same rank keep their order (sort is stable). */
export function sortByRank<T extends { rank: string }>(warriors: readonly T[]): T[] {
  return [...warriors].sort(compareByRank);
}

/** Might, Will and Fate are hidden for Warriors and Creatures. */
export function showsMightWillFate(rank: Rank): boolean {
  return rank !== 'Warrior' && rank !== 'Creature';
}

/** The characteristics the editor shows for a rank under a ruleset. */
export function visibleStatKeys(rank: Rank, newRuleset: boolean): StatKey[] {
  const hidden: readonly StatKey[] = showsMightWillFate(rank) ? [] : ['might', 'will', 'fate'];
  return statKeysFor(newRuleset).filter((key) => !hidden.includes(key));
}

export function showsChosenPath(rank: Rank): boolean {
  return isLeaderLike(rank);
}

/** The Heroic Actions and Spells tabs are hidden for Creatures, Warriors and profiles. */
export function showsHeroicActionsAndSpells(rank: Rank, isProfile = false): boolean {
  return !isProfile && rank !== 'Creature' && rank !== 'Warrior';
}

/** Only a Leader or a Sergeant may own a Creature. */
export function canOwnCreatures(rank: Rank): boolean {
  return rank === 'Leader' || rank === 'Sergeant';
}

interface OwnerCandidate {
  id: string;
  rank: Rank;
  status: WarriorStatus;
}

/** The warriors of a company who may own a Creature: living Leaders and Sergeants. */
export function creatureOwnerOptions<T extends OwnerCandidate>(warriors: readonly T[]): T[] {
  return warriors.filter((warrior) => canOwnCreatures(warrior.rank) && warrior.status !== 'dead');
}

export function isValidCreatureOwner(
  ownerId: string | null | undefined,
  companyWarriors: readonly OwnerCandidate[],
): boolean {
  return creatureOwnerOptions(companyWarriors).some((warrior) => warrior.id === ownerId);
}

/**
 * The Creatures that die with `ownerId` when he dies (docs/adr/0024-creature-owners.md): those he
 * owns that still live. Whatever their rank now, the owner is what ties them, as the server's save
 * reads it.
 */
export function creaturesDyingWith<T extends { owner?: string | null; status: WarriorStatus }>(
  ownerId: string,
  warriors: readonly T[],
): T[] {
  return warriors.filter((warrior) => warrior.owner === ownerId && warrior.status !== 'dead');
}

type MightWillFate = Pick<Stats, 'might' | 'will' | 'fate'>;

export interface HeroCandidate {
  rank: Rank;
  baseStats: MightWillFate;
  modifyStats: MightWillFate;
}

/**
 * Who rolls on the hero injury table and earns hero experience: a leader-like rank, or any
 * warrior whose Might + Will + Fate (base plus modifier) is above 0.
 */
export function isHero(warrior: HeroCandidate): boolean {
  if (isLeaderLike(warrior.rank)) return true;
  const { baseStats: base, modifyStats: mod } = warrior;
  return base.might + mod.might + base.will + mod.will + base.fate + mod.fate > 0;
}

/**
 * The one rule for hero injuries: who may be Lost in Battle or carry leg, arm and old battle
 * wounds (the editor's injury tab) is exactly who rolls on the hero injury table (the
 * aftermath), so the two can never disagree.
 */
export function offersHeroInjuries(warrior: HeroCandidate): boolean {
  return isHero(warrior);
}

/** Status options of the editor's injury tab: Lost only for those who take hero injuries. */
export function statusOptionsFor(warrior: HeroCandidate): WarriorStatus[] {
  const lost = offersHeroInjuries(warrior);
  return WARRIOR_STATUSES.filter((status) => lost || status !== 'lost');
}

/** The wounds only heroes carry, with the words the injury tab uses for them. */
export const HERO_WOUNDS = {
  legWound: 'a leg wound',
  armWound: 'an arm wound',
  oldWound: 'old battle wounds',
} as const;
export type HeroWound = keyof typeof HERO_WOUNDS;

export interface HeroInjuryTarget extends HeroCandidate, Record<HeroWound, number> {
  status: WarriorStatus;
}

/** The injury tab's check: Lost and hero wounds on a warrior who cannot take them. */
export function validateHeroInjuries(
  warrior: HeroInjuryTarget,
): Partial<Record<'status' | HeroWound, string>> {
  if (offersHeroInjuries(warrior)) return {};
  const errors: Partial<Record<'status' | HeroWound, string>> = {};
  if (warrior.status === 'lost') errors.status = 'Only heroes can be Lost in Battle';
  for (const wound of keysOf(HERO_WOUNDS)) {
    if (warrior[wound] > 0) errors[wound] = `Only heroes can have ${HERO_WOUNDS[wound]}`;
  }
  return errors;
}

export const WARRIOR_HAS_NO_MIGHT_WILL_FATE =
  'A Warrior has no Might, Will or Fate of his own: make him a Hero first.';

/**
 * The editor hides a Warrior's base Might, Will and Fate and zeroes them on the change to
 * Warrior; the API holds to the same rule, so a plain Warrior is one by his rank alone.
 */
export function validateWarriorMightWillFate(
  warrior: Pick<HeroCandidate, 'rank' | 'baseStats'>,
): Partial<Record<keyof MightWillFate, string>> {
  if (warrior.rank !== 'Warrior') return {};
  const errors: Partial<Record<keyof MightWillFate, string>> = {};
  for (const stat of ['might', 'will', 'fate'] as const) {
    if (warrior.baseStats[stat] > 0) errors[stat] = WARRIOR_HAS_NO_MIGHT_WILL_FATE;
  }
  return errors;
}

export interface RankChangeTarget {
  rank: Rank;
  owner?: string | null;
  baseStats: MightWillFate;
  modifyStats: Stats;
}

/** Might, Will and Fate modifiers a rank starts with, given the base profile. */
export function defaultMightWillFate(rank: Rank, baseStats: MightWillFate): MightWillFate {
  switch (rank) {
    case 'Leader':
    case 'Sergeant':
      return {
        might: baseStats.might === 0 ? 1 : 0,
        will: baseStats.will === 0 ? 1 : 0,
        fate: baseStats.fate === 0 ? 1 : 0,
      };
    case 'Hero':
      return { might: 0, will: 0, fate: baseStats.fate === 0 ? 1 : 0 };
    default:
      return { might: 0, will: 0, fate: 0 };
  }
}

/**
 * The editor's rank change: the owner is reset unless the new rank is Creature; Warrior
 * zeroes Might, Will and Fate, base and modifier; Leader, Sergeant, Hero and Wanderer get their defaults only
 * when the current modifiers sum to zero, so a player's own choices are never overwritten.
 */
export function changeRank<W extends RankChangeTarget>(warrior: W, rank: Rank): W {
  if (rank === warrior.rank) return warrior;
  const owner = rank === 'Creature' ? (warrior.owner ?? null) : null;
  const mod = warrior.modifyStats;
  if (rank === 'Warrior') {
    // Base and modifier both: a Warrior with Might, Will or Fate left would still be a hero.
    const zero = { might: 0, will: 0, fate: 0 };
    const baseStats = { ...warrior.baseStats, ...zero };
    return { ...warrior, rank, owner, baseStats, modifyStats: { ...mod, ...zero } };
  }
  let modifyStats = mod;
  if (rank !== 'Creature' && mod.might + mod.will + mod.fate === 0) {
    modifyStats = { ...mod, ...defaultMightWillFate(rank, warrior.baseStats) };
  }
  return { ...warrior, rank, owner, modifyStats };
}
