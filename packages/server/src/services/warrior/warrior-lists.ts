import { randomUUID } from 'node:crypto';
import { recordOf } from '@warband/rules/narrow';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WarriorInput, WarriorRuleInput, WarriorWargearInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  WARRIOR_LIST_KEYS,
  WARRIOR_LIST_TABLES,
  type WarriorListKey,
  type WarriorListTable,
} from '../../db/warrior-lists';
import { heroicActionValues, ruleValues, spellValues, wargearValues } from './warrior-values';
import type { WarriorListRows } from './warrior-rows';

interface EntryFlags {
  id: string;
  new: boolean;
  remove: boolean;
}

interface Placed<E> {
  /** The stored id: a fresh one for a new entry. */
  id: string;
  entry: E;
  /** Where the player put it in the list; the lists are read back in this order. */
  position: number;
}

export interface ListPlan<E> {
  insert: Placed<E>[];
  update: Placed<E>[];
  remove: string[];
}

/**
 * What one list of a warrior or profile write asks for: `new` entries are inserted (one added
 * and removed before saving is simply dropped), `remove`d ones deleted, the rest updated.
 * Stored rows the list does not mention are left as they are. The ids have been checked
 * against the warrior or profile beforehand (checkEntryLists).
 */
export function planList<E extends EntryFlags>(entries: readonly E[]): ListPlan<E> {
  const plan: ListPlan<E> = { insert: [], update: [], remove: [] };
  entries.forEach((entry, position) => {
    if (entry.new) {
      if (!entry.remove) plan.insert.push({ id: randomUUID(), entry, position });
    } else if (entry.remove) {
      plan.remove.push(entry.id);
    } else {
      plan.update.push({ id: entry.id, entry, position });
    }
  });
  return plan;
}

type NotNull<T> = AnyPgColumn<{ data: T; notNull: true }>;

/**
 * One list's table and the column, with its key, that names the warrior or profile an entry
 * is on. The code below needs no more of a table than this, so it serves every list of
 * warriors and profiles without knowing which it was handed.
 */
export interface EntryList {
  table: PgTable & { id: NotNull<string>; updatedAt: NotNull<Date> };
  parent: AnyPgColumn;
  parentKey: string;
}

/** A stored entry, for telling whether an update changes it. */
type StoredEntry = { id: string } & Record<string, unknown>;

const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Writes one list's plan. Unchanged rows are not written, so a save costs what it changes. */
async function applyPlan<E>(
  db: Database,
  { table, parent, parentKey }: EntryList,
  parentId: string,
  plan: ListPlan<E>,
  stored: readonly StoredEntry[],
  values: (entry: E, position: number) => Record<string, unknown>,
): Promise<void> {
  const onParent = eq(parent, parentId);
  if (plan.remove.length > 0) {
    await db.delete(table).where(and(onParent, inArray(table.id, plan.remove)));
  }
  if (plan.insert.length > 0) {
    await db.insert(table).values(
      plan.insert.map(({ id, entry, position }) => ({
        ...values(entry, position),
        id,
        [parentKey]: parentId,
      })),
    );
  }
  const byId = new Map(stored.map((row) => [row.id, row]));
  for (const { id, entry, position } of plan.update) {
    const next = values(entry, position);
    const before = byId.get(id);
    if (before && Object.entries(next).every(([key, value]) => sameValue(value, before[key]))) {
      continue;
    }
    await db
      .update(table)
      .set({ ...next, updatedAt: new Date() })
      .where(and(onParent, eq(table.id, id)));
  }
}

/**
 * The stored wargear id each reference in this write stands for: a new entry's temporary id
 * becomes its fresh id, a removed item becomes null (its rules stay, unlinked, as the
 * foreign key would leave them), and stored items not in the list stand for themselves.
 */
function wargearIdMap(
  plan: ListPlan<EntryFlags>,
  removed: readonly string[],
  stored: readonly { id: string }[],
) {
  const ids = new Map<string, string | null>(stored.map((row) => [row.id, row.id]));
  for (const id of removed) ids.set(id, null);
  for (const placed of [...plan.insert, ...plan.update]) ids.set(placed.entry.id, placed.id);
  return ids;
}

/** The lists warriors and profiles both carry: wargear and the special rules it may grant. */
export interface ItemLists<W, R> {
  wargear: W;
  specialRules: R;
}
export type ItemListsInput = ItemLists<WarriorWargearInput[], WarriorRuleInput[]>;
export type StoredItemLists = ItemLists<readonly StoredEntry[], readonly StoredEntry[]>;

/** Applies the wargear and rules of a write, wargear first so rules can name new items. */
export async function applyItemLists(
  db: Database,
  tables: ItemLists<EntryList, EntryList>,
  parentId: string,
  input: ItemListsInput,
  stored: StoredItemLists,
): Promise<void> {
  const wargear = planList(input.wargear);
  const removedTemporary = input.wargear.filter((e) => e.new && e.remove).map((e) => e.id);
  const wargearIds = wargearIdMap(
    wargear,
    [...wargear.remove, ...removedTemporary],
    stored.wargear,
  );
  await applyPlan(db, tables.wargear, parentId, wargear, stored.wargear, wargearValues);
  await applyPlan(
    db,
    tables.specialRules,
    parentId,
    planList(input.specialRules),
    stored.specialRules,
    (entry, position) =>
      ruleValues(
        entry,
        position,
        entry.wargearId ? (wargearIds.get(entry.wargearId) ?? null) : null,
      ),
  );
}

const onWarrior = (table: WarriorListTable): EntryList => ({
  table,
  parent: table.warriorId,
  parentKey: 'warriorId',
});

const WARRIOR_LISTS: Record<WarriorListKey, EntryList> = recordOf(WARRIOR_LIST_KEYS, (key) =>
  onWarrior(WARRIOR_LIST_TABLES[key]),
);

/** Applies the four lists of a warrior write. */
export async function applyWarriorLists(
  db: Database,
  warriorId: string,
  input: Pick<WarriorInput, 'wargear' | 'specialRules' | 'heroicActions' | 'spells'>,
  stored: WarriorListRows,
): Promise<void> {
  await applyItemLists(db, WARRIOR_LISTS, warriorId, input, stored);
  const { heroicActions, spells } = WARRIOR_LISTS;
  const actions = planList(input.heroicActions);
  await applyPlan(db, heroicActions, warriorId, actions, stored.heroicActions, heroicActionValues);
  await applyPlan(db, spells, warriorId, planList(input.spells), stored.spells, spellValues);
}
