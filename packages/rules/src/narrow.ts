/*
 * Small typed helpers that prove to the compiler what a cast or a non-null assertion would only
 * claim: a lookup that fails with a clear error instead of handing on undefined, a guard that
 * checks a string against the values it may take, and records built key by key. Every package
 * uses them (scripts/count-assertions.mjs counts the assertions that remain).
 */

/** Whether `value` is one of `options`: narrows a string a control or a store hands back. */
export function isOneOf<T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

/** The value under `key`; a missing one is a bug, reported by name rather than read as undefined. */
export function getOrThrow<K, V>(map: ReadonlyMap<K, V>, key: K, what = 'entry'): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No ${what} ${String(key)}`);
  return value;
}

/** The item at `index`; one past the end is a bug, reported rather than read as undefined. */
export function itemAt<T>(list: readonly T[], index: number, what = 'item'): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`No ${what} at ${index} of ${list.length}`);
  return item;
}

/** A value the code has already checked is there; `what` names it in the error if not. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** The keys of a record whose keys are exactly its type's (a table of labels, a registry). */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record) as K[];
}

/** A record with one value per key, typed by its keys. */
export function recordOf<K extends string, V>(keys: readonly K[], valueOf: (key: K) => V) {
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;
}

/** A property of a value of unknown shape (parsed JSON, stored or navigation state), or undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = Reflect.get(value, key);
  return field;
}
