import { useCallback, useState } from 'react';
import { isSortChoice, sortStorageKey } from '../components/lists/sorting';

function readChoice<T extends string>(
  key: string,
  options: readonly { value: T }[],
  fallback: T,
): T {
  try {
    const stored = localStorage.getItem(key);
    return isSortChoice(stored, options) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The sort choice of one screen, kept in local storage under `sort:{screen}`. A stored value
 * the screen no longer offers falls back to the screen's default.
 */
export function useStoredSort<T extends string>(
  screen: string,
  options: readonly { value: T }[],
  fallback: T,
) {
  const key = sortStorageKey(screen);
  const [choice, setChoice] = useState<T>(() => readChoice(key, options, fallback));
  const choose = useCallback(
    (next: T) => {
      setChoice(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private windows may refuse storage; the choice still holds for this visit.
      }
    },
    [key],
  );
  return [choice, choose] as const;
}

/** A list screen's sort: the choice, the choices offered, and how to change it. */
export interface ListSorting<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (choice: T) => void;
}

/** useStoredSort, shaped for a list screen's frame (`ListScreen`'s `sorting`). */
export function useListSorting<T extends string>(
  screen: string,
  options: readonly { value: T; label: string }[],
  fallback: T,
): ListSorting<T> {
  const [value, onChange] = useStoredSort(screen, options, fallback);
  return { value, options, onChange };
}
