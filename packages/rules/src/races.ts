import { isOneOf } from './narrow';

/** The three fixed race lists (docs/rules.md#races), in the order the pickers show them. */
export const GOOD_RACES = [
  'Minas Tirith',
  'Osgiliath',
  'Ithilien',
  'Dol Amroth',
  'Rohan',
  'Arnor',
  'The Grey Company',
  'Lothlórien',
  'Rivendell',
  'Halls of Thranduil',
  'Erebor',
  'Iron Hills',
  'Khazad-dûm',
  'Army of Thrór',
  'The Shire',
  'Lake-town',
  'Dale',
  'Beornings',
  "Radagast's Alliance",
] as const;

export const EVIL_RACES = [
  'Mordor',
  'Minas Morgul',
  'Cirith Ungol',
  'Isengard',
  'Dunland',
  'Moria',
  'Goblin-town',
  'Gundabad',
  'Angmar',
  'Dol Guldur',
  "Azog's Hunters",
  'Harad',
  'Far Harad',
  'Serpent Horde',
  'Corsairs of Umbar',
  'Easterlings',
  'Khand',
  'Variags',
  "Sharkey's Ruffians",
  'Spiders of Mirkwood',
] as const;

export const CUSTOM_RACES = ['Custom'] as const;

export const RACE_GROUPS = { good: GOOD_RACES, evil: EVIL_RACES, custom: CUSTOM_RACES } as const;
export type RaceGroup = keyof typeof RACE_GROUPS;

export const RACE_GROUP_LABELS: Record<RaceGroup, string> = {
  good: 'Good',
  evil: 'Evil',
  custom: 'Custom',
};

export const RACES = [...GOOD_RACES, ...EVIL_RACES, ...CUSTOM_RACES] as const;
export type Race = (typeof RACES)[number];

export function isRace(value: unknown): value is Race {
  return isOneOf(RACES, value);
}

export function raceGroupOf(race: Race): RaceGroup {
  if (isOneOf(GOOD_RACES, race)) return 'good';
  if (isOneOf(EVIL_RACES, race)) return 'evil';
  return 'custom';
}

/** A profile's race field is a comma-separated list; empty means any race. */
export function parseProfileRaces(races: string | null | undefined): string[] {
  return (races ?? '')
    .split(',')
    .map((race) => race.trim())
    .filter((race) => race !== '');
}

export function formatProfileRaces(races: readonly string[]): string {
  return races.join(',');
}

/** Profiles are offered only when their race list is empty or names the company's race. */
export function isProfileAvailableFor(
  profileRaces: string | null | undefined,
  companyRace: string,
): boolean {
  const races = parseProfileRaces(profileRaces);
  return races.length === 0 || races.includes(companyRace);
}
