import { useCallback, useState } from 'react';

/** Reads what `key` holds, when `accept` recognises it; `fallback` otherwise. */
export function readStored<T>(key: string, accept: (value: unknown) => value is T, fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    if (stored === null) return fallback;
    const value: unknown = JSON.parse(stored);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private windows may refuse storage; the value still holds for this visit.
  }
}

/** A value this device remembers under `key` (a player's choice, per company and the like). */
export function useStoredValue<T>(
  key: string,
  accept: (value: unknown) => value is T,
  fallback: T,
) {
  const [value, setValue] = useState<T>(() => readStored(key, accept, fallback));
  const change = useCallback(
    (next: T) => {
      setValue(next);
      writeStored(key, next);
    },
    [key],
  );
  return [value, change] as const;
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
