import {
  EXPERIENCE_PER_LEVEL,
  STAT_ABBREVIATIONS,
  STAT_LABELS,
  experienceProgress,
  formatCastingValue,
  formatProfileStat,
  pathName,
  showsChosenPath,
  visibleStatKeys,
} from '@warband/rules';
import type { StatKey } from '@warband/rules';
import type { Warrior, WarriorEntryOf } from '@warband/schemas';

/*
 * What a warrior card shows, worked out apart from the view so that the card, the print sheet
 * and battle mode print the same values. Game values come from the rules package.
 */

export interface CharacteristicColumn {
  key: StatKey;
  /** The column's head as printed: 'Mv', 'F', 'Sh'… */
  abbreviation: string;
  /** The full name, for assistive technology: 'Movement'. */
  label: string;
  /** The value as printed: 6", 4+, 3. */
  value: string;
}

/**
 * The characteristic line of a card: the warrior's totals (wargear and injuries included) in
 * profile order, Intelligence only under the 2024 ruleset, Might, Will and Fate only for the
 * ranks that have them.
 */
export function characteristicLine(
  warrior: Pick<Warrior, 'rank' | 'totalStats'>,
  newRuleset: boolean,
): CharacteristicColumn[] {
  return visibleStatKeys(warrior.rank, newRuleset).map((key) => ({
    key,
    abbreviation: STAT_ABBREVIATIONS[key],
    label: STAT_LABELS[key],
    value: formatProfileStat(key, warrior.totalStats[key], newRuleset),
  }));
}

/**
 * The path a Leader, Sergeant or Hero follows, named as one ('Path: Warrior': beside the rank
 * a bare 'Warrior' reads as a second rank), or null when there is none to show.
 */
export function cardPath(warrior: Pick<Warrior, 'rank' | 'chosenPath' | 'customPath'>) {
  if (!showsChosenPath(warrior.rank)) return null;
  const name = pathName(warrior.chosenPath, warrior.customPath);
  return name ? `Path: ${name}` : null;
}

/** The experience bar: experience towards the next level, out of five. */
export function experienceBar(experience: number) {
  return { value: experienceProgress(experience), max: EXPERIENCE_PER_LEVEL };
}

/** One entry of a warrior's lists, for its detail. */
export type CardItem = {
  [K in keyof WarriorEntryOf]: { list: K; entry: WarriorEntryOf[K] };
}[keyof WarriorEntryOf];

export interface NamedList {
  title: string;
  names: string[];
  /** The same entries, each with what its detail shows. */
  items: CardItem[];
}

/** The card's lists by name, leaving out the empty ones. */
export function namedLists(
  warrior: Pick<Warrior, 'wargear' | 'specialRules' | 'heroicActions' | 'spells'>,
): NamedList[] {
  const lists: NamedList[] = [
    named('Wargear', warrior.wargear, (entry) => ({ list: 'wargear', entry })),
    named('Special rules', warrior.specialRules, (entry) => ({ list: 'specialRules', entry })),
    named('Heroic actions', warrior.heroicActions, (entry) => ({ list: 'heroicActions', entry })),
    {
      // A caster reads the value to roll for at the table, not only the spell's name.
      ...named('Spells', warrior.spells, (entry) => ({ list: 'spells', entry })),
      names: warrior.spells.map(
        (entry) =>
          `${entry.name} ${formatCastingValue(entry.baseCastingValue, entry.modifyCastingValue)}`,
      ),
    },
  ];
  return lists.filter((list) => list.names.length > 0);
}

function named<T extends { name: string }>(
  title: string,
  entries: readonly T[],
  item: (entry: T) => CardItem,
): NamedList {
  return { title, names: entries.map((entry) => entry.name), items: entries.map(item) };
}
