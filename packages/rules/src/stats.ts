import { isOneOf, recordOf } from './narrow';

/** A mount's own profile runs from Move to Intelligence (no Might, Will or Fate). */
export const MOUNT_STAT_KEYS = [
  'move',
  'fight',
  'shoot',
  'strength',
  'defence',
  'attacks',
  'wounds',
  'courage',
  'intelligence',
] as const;
export type MountStatKey = (typeof MOUNT_STAT_KEYS)[number];

/** A profile's characteristics in the order the game prints them: a mount's, then Might, Will, Fate. */
export const STAT_KEYS = [...MOUNT_STAT_KEYS, 'might', 'will', 'fate'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type Stats = Record<StatKey, number>;

export const STAT_LABELS: Record<StatKey, string> = {
  move: 'Movement',
  fight: 'Fight',
  shoot: 'Shoot',
  strength: 'Strength',
  defence: 'Defence',
  attacks: 'Attacks',
  wounds: 'Wounds',
  courage: 'Courage',
  intelligence: 'Intelligence',
  might: 'Might',
  will: 'Will',
  fate: 'Fate',
};

/**
 * Short names printed at the head of a profile's columns (Mv F Sh S D A W C I M W F). Fight
 * and Fate, Wounds and Will share a letter, as in the game's own profiles; screens give the
 * full name (STAT_LABELS) to assistive technology.
 */
export const STAT_ABBREVIATIONS: Record<StatKey, string> = {
  move: 'Mv',
  fight: 'F',
  shoot: 'Sh',
  strength: 'S',
  defence: 'D',
  attacks: 'A',
  wounds: 'W',
  courage: 'C',
  intelligence: 'I',
  might: 'M',
  will: 'W',
  fate: 'F',
};

/** Intelligence exists only under the 2024 ruleset. */
const inRuleset =
  (newRuleset: boolean) =>
  (key: StatKey): boolean =>
    newRuleset || key !== 'intelligence';

export function statKeysFor(newRuleset: boolean): StatKey[] {
  return STAT_KEYS.filter(inRuleset(newRuleset));
}

/** A mount's characteristics in a ruleset: Move to Courage, and Intelligence under 2024. */
export function mountStatKeysFor(newRuleset: boolean): MountStatKey[] {
  return MOUNT_STAT_KEYS.filter(inRuleset(newRuleset));
}

/**
 * Characteristics a wargear item may adjust (docs/rules.md#wargear-adjustments), in the order
 * offered: the profile's, with Intelligence, the 2024 ruleset's own, last.
 */
const ADJUSTMENT_STAT_ORDER: readonly StatKey[] = [
  ...STAT_KEYS.filter((key) => key !== 'intelligence'),
  'intelligence',
];

export function adjustmentStatsFor(newRuleset: boolean): StatKey[] {
  return ADJUSTMENT_STAT_ORDER.filter(inRuleset(newRuleset));
}

export const ADJUSTMENT_VALUE_MIN = -3;
export const ADJUSTMENT_VALUE_MAX = 3;
export const MAX_ITEM_SPECIAL_RULES = 3;
export const MAX_ITEM_SPECIAL_ATTACKS = 3;

export const MOUNT = { item: 0, mount: 1 } as const;

/** Fate can never rise above 3, whatever grants it (docs/rules.md#modifiers-and-totals). */
export const FATE_MAX = 3;

/** A profile with every characteristic at 0: the starting point of a modifier table. */
export function emptyStats(): Stats {
  return recordOf(STAT_KEYS, () => 0);
}

export function isStatKey(value: unknown): value is StatKey {
  return isOneOf(STAT_KEYS, value);
}
