import { sortByRank } from '@warband/rules';
import type { Warrior } from '@warband/schemas';

type Ordered = Pick<Warrior, 'rank' | 'name' | 'createdAt'>;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Names without regard to case, numbers by value ('Spear 9' before 'Spear 10'). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * Leader, Sergeant, Hero, Warrior, Wanderer, then the rest (rules' sortByRank); within a rank,
 * in order of recruitment, then by name. The company page's default and the side navigation
 * share it, so the two always agree.
 */
export function inRankOrder<T extends Ordered>(warriors: readonly T[]): T[] {
  const recruited = [...warriors].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || compareNames(a.name, b.name),
  );
  return sortByRank(recruited);
}

/** The warriors with a card on the company page: everyone not in the graveyard. */
export function livingWarriors<T extends Pick<Warrior, 'status'>>(
  warriors: Record<string, T>,
): T[] {
  return Object.values(warriors).filter((warrior) => warrior.status !== 'dead');
}
