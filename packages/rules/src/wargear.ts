import { isKept, type ListEntryFlags, type WargearType } from './entries';
import { emptyStats, isStatKey, type StatKey, type Stats } from './stats';

/** The fields of a wargear item that the rules read. */
export interface WargearForRules extends ListEntryFlags {
  type: WargearType;
  pointsLow: number;
  pointsHigh: number;
  adjustmentStat?: StatKey | '' | null;
  adjustmentValue?: number | null;
  /** The editor's switch for the adjustment; only an explicit false turns it off. */
  statEnabled?: boolean | null;
}

/** The characteristic an item improves and by how much, or null when it adjusts nothing. */
export function activeAdjustment(item: WargearForRules): { stat: StatKey; value: number } | null {
  const stat = item.adjustmentStat;
  const value = item.adjustmentValue ?? 0;
  if (!isKept(item) || item.statEnabled === false || !isStatKey(stat) || value === 0) return null;
  return { stat, value };
}

/** The sum of the adjustments of the kept items, per characteristic, as improvements. */
export function wargearAdjustments(wargear: readonly WargearForRules[]): Stats {
  const sums = emptyStats();
  for (const item of wargear) {
    const adjustment = activeAdjustment(item);
    if (adjustment) sums[adjustment.stat] += adjustment.value;
  }
  return sums;
}

/** Above this many Attacks plus Wounds, armoury items cost their higher price. */
export const ARMOURY_HIGH_PRICE_ABOVE = 2;

type AttacksAndWounds = Pick<Stats, 'attacks' | 'wounds'>;

export interface WargearPriceInput {
  baseStats: AttacksAndWounds;
  modifyStats: AttacksAndWounds;
}

/**
 * Bigger models pay more for armoury wargear: base plus modified Attacks and Wounds above 2.
 * Wargear adjustments are left out, so buying an item never changes what it costs.
 */
export function paysHighArmouryPrice(warrior: WargearPriceInput): boolean {
  const { baseStats: base, modifyStats: mod } = warrior;
  return base.attacks + mod.attacks + base.wounds + mod.wounds > ARMOURY_HIGH_PRICE_ABOVE;
}

export function wargearItemPoints(item: WargearForRules, warrior: WargearPriceInput): number {
  if (!isKept(item)) return 0;
  if (item.type === 'armoury' && paysHighArmouryPrice(warrior)) return item.pointsHigh;
  return item.pointsLow;
}

export function wargearPoints(
  warrior: WargearPriceInput & { wargear: readonly WargearForRules[] },
): number {
  return warrior.wargear.reduce((sum, item) => sum + wargearItemPoints(item, warrior), 0);
}
