import type { Company, Warrior } from '@warband/schemas';
import { compareNames, inRankOrder } from '../../components/warrior-card/warrior-order';

/*
 * The sorts of the company screens (docs/product/companies.md#my-companies-0067): My Companies starts with the
 * oldest company, a company's cards in rank order. Ties fall back to the name, then creation, so
 * the order never jumps between renders.
 */

export const COMPANY_SORTS = [
  { value: 'oldest', label: 'Oldest' },
  { value: 'name', label: 'Name' },
  { value: 'race', label: 'Race' },
  { value: 'rating', label: 'Rating' },
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number]['value'];
export const DEFAULT_COMPANY_SORT: CompanySort = 'oldest';

export const WARRIOR_SORTS = [
  { value: 'rank', label: 'Rank' },
  { value: 'name', label: 'Name' },
  { value: 'points', label: 'Points' },
  { value: 'experience', label: 'Experience' },
] as const;
export type WarriorSort = (typeof WARRIOR_SORTS)[number]['value'];
export const DEFAULT_WARRIOR_SORT: WarriorSort = 'rank';

type Named = { name: string; createdAt: string };
const byName = (a: Named, b: Named) => compareNames(a.name, b.name);
const byCreated = (a: Named, b: Named) => a.createdAt.localeCompare(b.createdAt);

/** A sorted copy. Rating is the current rating, highest first. */
export function sortCompanies(companies: readonly Company[], sort: CompanySort): Company[] {
  const list = [...companies];
  switch (sort) {
    case 'name':
      return list.sort((a, b) => byName(a, b) || byCreated(a, b));
    case 'race':
      return list.sort((a, b) => compareNames(a.race, b.race) || byName(a, b));
    case 'rating':
      return list.sort((a, b) => b.currentRating - a.currentRating || byName(a, b));
    default:
      return list.sort((a, b) => byCreated(a, b) || byName(a, b));
  }
}

/** Rank order as the side navigation shows it; points and experience put the highest first. */
export function sortWarriors(warriors: readonly Warrior[], sort: WarriorSort): Warrior[] {
  const list = [...warriors];
  switch (sort) {
    case 'name':
      return list.sort((a, b) => byName(a, b) || byCreated(a, b));
    case 'points':
      return list.sort((a, b) => b.totalPoints - a.totalPoints || byName(a, b));
    case 'experience':
      return list.sort((a, b) => b.experience - a.experience || byName(a, b));
    default:
      return inRankOrder(list);
  }
}
