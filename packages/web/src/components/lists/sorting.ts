/** The sort chooser of a list screen. */
export const SORT_OPTIONS = [
  { value: 'name-asc', label: /*i18n*/ 'Name A–Z' },
  { value: 'name-desc', label: /*i18n*/ 'Name Z–A' },
  { value: 'newest', label: /*i18n*/ 'Newest' },
  { value: 'oldest', label: /*i18n*/ 'Oldest' },
  { value: 'points', label: /*i18n*/ 'Points' },
] as const;
export type SortChoice = (typeof SORT_OPTIONS)[number]['value'];

/** Lists are sorted by name unless the screen or the player chose otherwise. */
export const DEFAULT_SORT: SortChoice = 'name-asc';

/** The choices of a screen: Points only where entries have points. */
export function sortOptionsFor(withPoints: boolean) {
  return SORT_OPTIONS.filter((option) => withPoints || option.value !== 'points');
}

export interface Sortable {
  name: string;
  createdAt: string;
  pointsLow?: number;
  pointsHigh?: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const byName = (a: Sortable, b: Sortable) => collator.compare(a.name, b.name);
const byCreated = (a: Sortable, b: Sortable) => a.createdAt.localeCompare(b.createdAt);

/** A sorted copy; ties fall back to the name so the order never jumps between renders. */
export function sortEntries<T extends Sortable>(entries: readonly T[], choice: SortChoice): T[] {
  const list = [...entries];
  switch (choice) {
    case 'name-desc':
      return list.sort((a, b) => byName(b, a));
    case 'newest':
      return list.sort((a, b) => byCreated(b, a) || byName(a, b));
    case 'oldest':
      return list.sort((a, b) => byCreated(a, b) || byName(a, b));
    case 'points':
      return list.sort(
        (a, b) =>
          (a.pointsLow ?? 0) - (b.pointsLow ?? 0) ||
          (a.pointsHigh ?? 0) - (b.pointsHigh ?? 0) ||
          byName(a, b),
      );
    default:
      return list.sort(byName);
  }
}

export function sortStorageKey(screen: string): string {
  return `sort:${screen}`;
}

export function isSortChoice<T extends string>(
  value: unknown,
  allowed: readonly { value: T }[],
): value is T {
  return allowed.some((option) => option.value === value);
}
