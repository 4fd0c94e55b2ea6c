import type { GraveyardWarrior } from '@warband/schemas';
import { compareNames } from '../../components/warrior-card/warrior-order';

/** The graveyard's sorts (list screens other than companies sort by name). */
export const GRAVEYARD_SORTS = [
  { value: 'name', label: /*i18n*/ 'Name' },
  { value: 'points', label: /*i18n*/ 'Points' },
  { value: 'experience', label: /*i18n*/ 'Experience' },
  { value: 'oldest', label: /*i18n*/ 'Recruited' },
] as const;
export type GraveyardSort = (typeof GRAVEYARD_SORTS)[number]['value'];
export const DEFAULT_GRAVEYARD_SORT: GraveyardSort = 'name';

export interface GraveyardGroup {
  companyId: string;
  companyName: string;
  /** A retired company's dead are only looked at until it is re-enlisted. */
  companyRetired: boolean;
  warriors: GraveyardWarrior[];
}

function compareWarriors(sort: GraveyardSort) {
  return (a: GraveyardWarrior, b: GraveyardWarrior) => {
    switch (sort) {
      case 'points':
        return b.totalPoints - a.totalPoints || compareNames(a.name, b.name);
      case 'experience':
        return b.experience - a.experience || compareNames(a.name, b.name);
      case 'oldest':
        return a.createdAt.localeCompare(b.createdAt) || compareNames(a.name, b.name);
      default:
        return compareNames(a.name, b.name) || a.createdAt.localeCompare(b.createdAt);
    }
  };
}

/** The dead grouped by the company they fell in, companies by name, each group sorted. */
export function graveyardGroups(
  warriors: readonly GraveyardWarrior[],
  sort: GraveyardSort,
): GraveyardGroup[] {
  const groups = new Map<string, GraveyardGroup>();
  for (const warrior of warriors) {
    const group = groups.get(warrior.companyId);
    if (group) group.warriors.push(warrior);
    else {
      groups.set(warrior.companyId, {
        companyId: warrior.companyId,
        companyName: warrior.companyName,
        companyRetired: warrior.companyRetired,
        warriors: [warrior],
      });
    }
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        compareNames(a.companyName, b.companyName) || a.companyId.localeCompare(b.companyId),
    )
    .map((group) => ({ ...group, warriors: group.warriors.sort(compareWarriors(sort)) }));
}
