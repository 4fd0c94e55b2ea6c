import { formatCastingValue as formatCasting, formatStat, STAT_LABELS } from '@warband/rules';
import type { MountStatKey, StatKey } from '@warband/rules';
import type { Wargear } from '@warband/schemas';

/*
 * Display helpers for library cards and the wargear detail popup. Game values are printed by
 * the rules package; these only arrange them.
 */

/** A library spell's casting value ('4+'): a library entry carries no improvement. */
export function formatCastingValue(baseCastingValue: number): string {
  return formatCasting(baseCastingValue, 0);
}

/** 'Fight +1', 'Shoot -1', or null when the item adjusts nothing. */
export function formatAdjustment(stat: StatKey | null | undefined, value: number): string | null {
  if (!stat || value === 0) return null;
  return `${STAT_LABELS[stat]} ${value > 0 ? '+' : ''}${value}`;
}

/** An item's two prices: the first for small models, the second for big ones. */
export function formatPoints(item: Pick<Wargear, 'pointsLow' | 'pointsHigh'>): string {
  return `${item.pointsLow}/${item.pointsHigh} pts`;
}

/** Short names used on a printed profile. */
export const STAT_ABBREVIATIONS: Record<MountStatKey, string> = {
  move: 'Mv',
  fight: 'F',
  shoot: 'Sh',
  strength: 'S',
  defence: 'D',
  attacks: 'A',
  wounds: 'W',
  courage: 'C',
  intelligence: 'I',
};

/**
 * One characteristic of a mount as printed on a profile. A Shoot of 0 is a mount that cannot
 * shoot, printed '-' as game profiles do, rather than '0+'.
 */
export function formatMountStat(key: MountStatKey, value: number, newRuleset: boolean): string {
  if (key === 'shoot' && value === 0) return '-';
  return formatStat(key, value, newRuleset);
}

/** A short excerpt of free text for a card. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
