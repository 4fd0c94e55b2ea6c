import {
  ADJUSTMENT_VALUE_MAX,
  ADJUSTMENT_VALUE_MIN,
  adjustmentStatsFor,
  isOneOf,
  MAX_ITEM_SPECIAL_ATTACKS,
  MAX_ITEM_SPECIAL_RULES,
  MOUNT,
  MOUNT_STAT_KEYS,
  recordOf,
  STAT_LABELS,
} from '@warband/rules';
import type { MountStatKey, StatKey } from '@warband/rules';
import type { Wargear, WargearInput } from '@warband/schemas';
import type { FieldHelpKey } from '../help/help-texts';

/*
 * What every wargear form shares (the armoury's, the warrior editor's and the War's
 * Aftermath's bonus item): its fields' labels, bounds and help, the Adjustment Stat choices
 * and how an item's prices read. The controls built on them are in WargearFieldSet.tsx.
 */

/** The Adjustment Stat choice meaning 'no adjustment' (a Select's value cannot be null). */
export const NONE = 'none';

export const POINTS_MAX = 1000;
export const MOUNT_STAT_MAX = 20;

interface NumberFieldDefinition {
  label: string;
  min: number;
  max: number;
  /** The note a help button beside the field opens, where the field has one. */
  help: FieldHelpKey | null;
}

/**
 * The number fields of every wargear form (the armoury's dialog, an item on a warrior, the
 * bonus item of the War's Aftermath): each one's label, bounds and help, defined once.
 */
export const WARGEAR_NUMBER_FIELDS = {
  pointsLow: { label: 'Points Low', min: 0, max: POINTS_MAX, help: 'pointsLow' },
  pointsHigh: { label: 'Points High', min: 0, max: POINTS_MAX, help: 'pointsHigh' },
  influence: { label: 'Influence', min: 0, max: POINTS_MAX, help: 'influence' },
  adjustmentValue: {
    label: 'Adjustment Value',
    min: ADJUSTMENT_VALUE_MIN,
    max: ADJUSTMENT_VALUE_MAX,
    help: null,
  },
} as const satisfies Record<string, NumberFieldDefinition>;

/** An item's number field: one of WARGEAR_NUMBER_FIELDS, or a characteristic of a mount. */
export type WargearNumberKey = keyof typeof WARGEAR_NUMBER_FIELDS | MountStatKey;

export function wargearNumberField(key: WargearNumberKey): NumberFieldDefinition {
  if (isOneOf(MOUNT_STAT_KEYS, key)) {
    return { label: STAT_LABELS[key], min: 0, max: MOUNT_STAT_MAX, help: null };
  }
  return WARGEAR_NUMBER_FIELDS[key];
}

/** The named rows of an item: their title, what one row is called, and how many it may hold. */
export const WARGEAR_ROW_FIELDS = {
  specialRules: { title: 'Special Rules', singular: 'Special rule', max: MAX_ITEM_SPECIAL_RULES },
  specialAttacks: {
    title: 'Special Attacks',
    singular: 'Special attack',
    max: MAX_ITEM_SPECIAL_ATTACKS,
  },
} as const;

/** A new item before the player fills it in: no name, price, adjustment, rules or mount. */
export const EMPTY_WARGEAR: WargearInput = {
  name: '',
  description: '',
  pointsLow: 0,
  pointsHigh: 0,
  influence: 0,
  mount: MOUNT.item,
  adjustmentStat: null,
  adjustmentValue: 0,
  ...recordOf(MOUNT_STAT_KEYS, () => 0),
  specialRules: [],
  specialAttacks: [],
};

/**
 * The Adjustment Stat choices of the player's ruleset, after 'None'. An entry saved under the
 * other ruleset keeps its stat visible, so the player sees it.
 */
export function adjustmentOptions(newRuleset: boolean, saved: StatKey | null | undefined) {
  const options = adjustmentStatsFor(newRuleset).map((key) => ({
    value: String(key),
    label: STAT_LABELS[key],
  }));
  if (saved && !options.some((option) => option.value === saved)) {
    options.push({ value: saved, label: `${STAT_LABELS[saved]} (2024 ruleset)` });
  }
  return [{ value: NONE, label: 'None' }, ...options];
}

/** An item's two prices: the first for small models, the second for big ones. */
export function formatPoints(item: Pick<Wargear, 'pointsLow' | 'pointsHigh'>): string {
  return `${item.pointsLow}/${item.pointsHigh} pts`;
}
