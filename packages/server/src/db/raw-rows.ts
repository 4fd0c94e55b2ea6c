import { fieldOf } from '@warband/rules/narrow';

/**
 * The rows of a raw statement's result: both drivers answer one with its rows under `rows`.
 * Their shape is the statement's own, which the caller names as `T`: the one place a raw
 * statement's columns are taken on trust, as Drizzle's `sql<T>` takes a fragment's.
 */
export function rawRows<T extends object>(result: unknown): T[] {
  const rows: unknown = fieldOf(result, 'rows');
  if (!Array.isArray(rows)) throw new Error('The database answered a statement without rows');
  return rows as T[];
}
