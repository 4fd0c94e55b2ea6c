import { useCallback, useState } from 'react';
import { DEFAULT_SORT, isSortChoice, sortOptionsFor, sortStorageKey } from './sorting';
import type { SortChoice } from './sorting';

function readChoice(key: string, withPoints: boolean): SortChoice {
  try {
    const stored = localStorage.getItem(key);
    return isSortChoice(stored, sortOptionsFor(withPoints)) ? stored : DEFAULT_SORT;
  } catch {
    return DEFAULT_SORT;
  }
}

/** The sort choice of one screen, kept in local storage under `sort:{screen}`. */
export function useStoredSort(screen: string, withPoints = false) {
  const key = sortStorageKey(screen);
  const [choice, setChoice] = useState<SortChoice>(() => readChoice(key, withPoints));
  const choose = useCallback(
    (next: SortChoice) => {
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
