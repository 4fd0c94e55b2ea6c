/** Types of a rule entry on a warrior: progression ones cost points (docs/rules.md#points). */
export const RULE_TYPES = ['base', 'progression', 'wargear'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Types of a wargear item on a warrior: from the profile, or bought from the armoury. */
export const WARGEAR_TYPES = ['base', 'armoury'] as const;
export type WargearType = (typeof WARGEAR_TYPES)[number];

/**
 * The flags every list entry of the editor carries
 * (docs/adr/0072-the-tabs-hold-changes-in-the-editors-form-nothing.md).
 */
export interface ListEntryFlags {
  remove?: boolean | null;
  new?: boolean | null;
}

/** A row marked remove is on its way out: hidden, and worth nothing. */
export function isKept(entry: Pick<ListEntryFlags, 'remove'>): boolean {
  return entry.remove !== true;
}

export function keptEntries<T extends Pick<ListEntryFlags, 'remove'>>(entries: readonly T[]): T[] {
  return entries.filter(isKept);
}

/**
 * Whether a library entry is already held (and not being removed), so it is disabled in a
 * pick list: `key` names the field holding the library id (myRuleId, mySpellsId, ...).
 */
export function holdsLibraryEntry<T extends Pick<ListEntryFlags, 'remove'>, K extends keyof T>(
  entries: readonly T[],
  key: K,
  libraryId: T[K],
): boolean {
  return entries.some((entry) => isKept(entry) && entry[key] === libraryId);
}
