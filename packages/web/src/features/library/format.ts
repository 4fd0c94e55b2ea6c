import {
  formatCastingValue as formatCasting,
  formatProfileStat,
  STAT_LABELS,
} from '@warband/rules';
import type { MountStatKey, StatKey } from '@warband/rules';

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

// The armoury and the warrior editor print prices alike.
export { formatPoints } from '../../components/wargear/wargear-fields';

/**
 * One characteristic of a mount as printed on a profile ('-' for a mount that cannot shoot).
 */
export function formatMountStat(key: MountStatKey, value: number, newRuleset: boolean): string {
  return formatProfileStat(key, value, newRuleset);
}

/** A short excerpt of free text for a card. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
