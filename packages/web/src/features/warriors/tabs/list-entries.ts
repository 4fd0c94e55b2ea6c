import { fieldOf, isKept, itemAt, keptEntries } from '@warband/rules';
import type {
  EditorHeroicAction,
  EditorListName,
  EditorRule,
  EditorSpell,
  EditorValues,
  EditorWargear,
} from '../editor-form';

/*
 * The four lists as the tabs see them: which entries show, which library entries are held,
 * and what removing an entry does to the lists. Pure, so the rules are tested apart from
 * the views.
 */

export interface EditorEntries {
  wargear: EditorWargear;
  specialRules: EditorRule;
  heroicActions: EditorHeroicAction;
  spells: EditorSpell;
}
export type EntryOf<L extends EditorListName> = EditorEntries[L];

/** One list of the form's values, typed by its name (a lookup TypeScript follows through L). */
export function entriesOf<L extends EditorListName>(values: EditorValues, list: L): EntryOf<L>[] {
  const lists: { [K in EditorListName]: EntryOf<K>[] } = values;
  return lists[list];
}

/** The field of each list that names the library entry it was copied from. */
export const LIBRARY_ID_FIELD = {
  wargear: 'armouryId',
  specialRules: 'myRuleId',
  heroicActions: 'myHeroicActionsId',
  spells: 'mySpellsId',
} as const satisfies { [L in EditorListName]: keyof EntryOf<L> };

/** An entry the tab shows, with its place in the form's list (removed entries keep theirs). */
export interface VisibleEntry<T> {
  entry: T;
  index: number;
}

/** Entries not marked remove, in list order, each with its index in the whole list. */
export function visibleEntries<T extends { remove: boolean }>(
  list: readonly T[],
): VisibleEntry<T>[] {
  return list.flatMap((entry, index) => (isKept(entry) ? [{ entry, index }] : []));
}

/**
 * What the warrior holds of a list, to tell which library entries it cannot take again: the
 * library ids its entries were copied from, and their names (trimmed, in any case), since an
 * entry made by hand or loaded with a profile names no library entry yet is the same thing.
 */
export interface HeldEntries {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string>;
}

/** An entry's name as held entries are matched: trimmed, in any case. */
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** What the warrior holds of `list`: its entries not marked remove. */
export function heldEntries<L extends EditorListName>(
  list: L,
  entries: readonly EntryOf<L>[],
): HeldEntries {
  const field = LIBRARY_ID_FIELD[list];
  const kept = keptEntries(entries);
  const ids = kept.map((entry) => fieldOf(entry, field));
  return {
    ids: new Set(ids.filter((id): id is string => typeof id === 'string')),
    names: new Set(kept.map((entry) => nameKey(entry.name))),
  };
}

/** Whether the warrior already holds the library entry, by its id or by its name. */
export function isHeld(held: HeldEntries, entry: { id: string; name: string }): boolean {
  return held.ids.has(entry.id) || held.names.has(nameKey(entry.name));
}

/** What removing one entry does to one list: new entries are dropped, stored ones marked. */
export interface ListRemoval {
  list: EditorListName;
  /** Indexes of new entries to take out of the list (never saved, so nothing to delete). */
  drop: number[];
  /** Indexes of stored entries to flag `remove`, for the server to delete on save. */
  mark: number[];
}

function removal(list: EditorListName, entries: readonly { new: boolean }[], indexes: number[]) {
  return {
    list,
    drop: indexes.filter((index) => itemAt(entries, index, 'entry').new),
    mark: indexes.filter((index) => !itemAt(entries, index, 'entry').new),
  };
}

/**
 * Removing the entry `id` of `list`. A wargear item takes the rules it grants with it (rules
 * whose wargearId is the item): they came with the item and mean nothing without it.
 */
export function removalOf(
  values: Pick<EditorValues, EditorListName>,
  list: EditorListName,
  id: string,
): ListRemoval[] {
  const entries: readonly { id: string; new: boolean; remove: boolean }[] = values[list];
  const index = entries.findIndex((entry) => entry.id === id && isKept(entry));
  if (index < 0) return [];
  const removals = [removal(list, entries, [index])];
  if (list === 'wargear') {
    const granted = values.specialRules.flatMap((rule, at) =>
      rule.wargearId === id && isKept(rule) ? [at] : [],
    );
    if (granted.length > 0) removals.push(removal('specialRules', values.specialRules, granted));
  }
  return removals;
}

/** Ids of the entries of `list` with an error on one of their fields, to open them. */
export function entryIdsWithErrors(
  list: EditorListName,
  entries: readonly { id: string }[],
  errors: Readonly<Record<string, unknown>>,
): string[] {
  const ids = Object.keys(errors).flatMap((path) => {
    const [top, index] = path.split('.');
    const entry = top === list && index !== undefined ? entries[Number(index)] : undefined;
    return entry ? [entry.id] : [];
  });
  return [...new Set(ids)];
}
