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
import type { Warrior } from '@warband/schemas';

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

/** The path a Leader, Sergeant or Hero follows, or null when there is none to show. */
export function cardPath(warrior: Pick<Warrior, 'rank' | 'chosenPath' | 'customPath'>) {
  if (!showsChosenPath(warrior.rank)) return null;
  return pathName(warrior.chosenPath, warrior.customPath) || null;
}

/** The experience bar: experience towards the next level, out of five. */
export function experienceBar(experience: number) {
  return { value: experienceProgress(experience), max: EXPERIENCE_PER_LEVEL };
}

export interface NamedList {
  title: string;
  names: string[];
}

/** The card's lists by name, leaving out the empty ones. */
export function namedLists(
  warrior: Pick<Warrior, 'wargear' | 'specialRules' | 'heroicActions' | 'spells'>,
): NamedList[] {
  const lists: NamedList[] = [
    { title: 'Wargear', names: warrior.wargear.map((entry) => entry.name) },
    { title: 'Special rules', names: warrior.specialRules.map((entry) => entry.name) },
    { title: 'Heroic actions', names: warrior.heroicActions.map((entry) => entry.name) },
    {
      title: 'Spells',
      // A caster reads the value to roll for at the table, not only the spell's name.
      names: warrior.spells.map(
        (entry) =>
          `${entry.name} ${formatCastingValue(entry.baseCastingValue, entry.modifyCastingValue)}`,
      ),
    },
  ];
  return lists.filter((list) => list.names.length > 0);
}
