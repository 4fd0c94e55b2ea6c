import type { Profile } from '@warband/schemas';
import { sortEntries, sortOptionsFor } from '../../components/lists/sorting';
import type { SortChoice } from '../../components/lists/sorting';
import { PROFILE_TEXTS } from './texts';

/** My Profiles sorts by race unless the player chooses otherwise (docs/product/warrior-editor.md#my-profiles-0084). */
export const PROFILE_SORTS = [
  { value: 'race', label: /*i18n*/ 'Race' },
  ...sortOptionsFor(true),
] as const;
export type ProfileSort = 'race' | SortChoice;
export const DEFAULT_PROFILE_SORT: ProfileSort = 'race';

/** The races a profile is offered to, as its card says them. */
export function racesLabel(races: readonly string[]): string {
  return races.length === 0 ? PROFILE_TEXTS.anyRace : races.join(', ');
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * A sorted copy. By race: profiles for any race first, then by their races as the card shows
 * them, then by name; by points: the profile's price, cheapest first.
 */
export function sortProfiles(profiles: readonly Profile[], choice: ProfileSort): Profile[] {
  const byName = (a: Profile, b: Profile) => collator.compare(a.name, b.name);
  if (choice === 'race') {
    return [...profiles].sort(
      (a, b) =>
        Number(a.race.length > 0) - Number(b.race.length > 0) ||
        collator.compare(racesLabel(a.race), racesLabel(b.race)) ||
        byName(a, b),
    );
  }
  if (choice === 'points') {
    return [...profiles].sort((a, b) => a.totalPoints - b.totalPoints || byName(a, b));
  }
  return sortEntries(profiles, choice);
}
