import {
  ADJUSTMENT_VALUE_MAX,
  ADJUSTMENT_VALUE_MIN,
  adjustmentStatsFor,
  MAX_ITEM_SPECIAL_ATTACKS,
  MAX_ITEM_SPECIAL_RULES,
  MOUNT,
  MOUNT_STAT_KEYS,
  recordOf,
  STAT_LABELS,
} from '@warband/rules';
import type { StatKey } from '@warband/rules';
import type { Wargear, WargearInput } from '@warband/schemas';

/*
 * What every wargear form shares, the armoury's and the warrior editor's: the bounds of its
 * number fields, the Adjustment Stat choices and how an item's prices read.
 */

/** The Adjustment Stat choice meaning 'no adjustment' (a Select's value cannot be null). */
export const NONE = 'none';

export const POINTS_MAX = 1000;
export const MOUNT_STAT_MAX = 20;

/** The bounds of every wargear form's fields: one set for the armoury, the editor and the aftermath. */
export const WARGEAR_BOUNDS = {
  pointsMax: POINTS_MAX,
  mountStatMax: MOUNT_STAT_MAX,
  adjustmentMin: ADJUSTMENT_VALUE_MIN,
  adjustmentMax: ADJUSTMENT_VALUE_MAX,
  specialRules: MAX_ITEM_SPECIAL_RULES,
  specialAttacks: MAX_ITEM_SPECIAL_ATTACKS,
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
