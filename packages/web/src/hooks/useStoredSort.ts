import { useCallback, useState } from 'react';
import {
  DEFAULT_SORT,
  isSortChoice,
  sortOptionsFor,
  sortStorageKey,
} from '../components/lists/sorting';
import type { SortChoice } from '../components/lists/sorting';

interface StoredSortOptions {
  /** Offer Points: only where the entries have points. */
  withPoints?: boolean;
  /** The screen's own default (companies start oldest first, spec section 2). */
  fallback?: SortChoice;
}

function readChoice(key: string, withPoints: boolean, fallback: SortChoice): SortChoice {
  try {
    const stored = localStorage.getItem(key);
    return isSortChoice(stored, sortOptionsFor(withPoints)) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** The sort choice of one screen, kept in local storage under `sort:{screen}`. */
export function useStoredSort(
  screen: string,
  { withPoints = false, fallback = DEFAULT_SORT }: StoredSortOptions = {},
) {
  const key = sortStorageKey(screen);
  const [choice, setChoice] = useState<SortChoice>(() => readChoice(key, withPoints, fallback));
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
