import { asc, inArray, type SQL } from 'drizzle-orm';
import { getOrThrow } from '@warband/rules';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { warriors } from '../../db/schema';
import {
  WARRIOR_LIST_KEYS,
  WARRIOR_LIST_TABLES,
  type WarriorListKey,
} from '../../db/warrior-lists';

export type WarriorRow = typeof warriors.$inferSelect;
type ListRow<K extends WarriorListKey> = (typeof WARRIOR_LIST_TABLES)[K]['$inferSelect'];
export type WargearRow = ListRow<'wargear'>;
export type RuleRow = ListRow<'specialRules'>;
export type HeroicActionRow = ListRow<'heroicActions'>;
export type SpellRow = ListRow<'spells'>;

/** A warrior's four lists as stored. */
export type WarriorListRows = { [K in WarriorListKey]: ListRow<K>[] };

export interface WarriorRecord extends WarriorListRows {
  row: WarriorRow;
}

/** Rows by the value of one of their fields (the warrior or profile they are on). */
export function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The order a list is read back in: as the player placed the entries, then oldest first. */
export const entryOrder = (table: { position: AnyPgColumn; createdAt: AnyPgColumn }) => [
  asc(table.position),
  asc(table.createdAt),
];

/**
 * The warriors matching `where`, oldest first, each with its four lists in the player's
 * order. Five queries however many warriors match (the lists select by a sub-query on the
 * same condition), so a page of 150 warriors costs what a page of one does.
 */
export async function loadWarriors(db: Database, where: SQL | undefined): Promise<WarriorRecord[]> {
  const ids = db.select({ id: warriors.id }).from(warriors).where(where);
  // One query after another: inside a transaction they share one connection, which takes a
  // single query at a time.
  const rows = await db
    .select()
    .from(warriors)
    .where(where)
    .orderBy(asc(warriors.createdAt), asc(warriors.id));
  const lists = new Map<WarriorListKey, Map<string, WarriorListRows[WarriorListKey]>>();
  for (const key of WARRIOR_LIST_KEYS) {
    const table = WARRIOR_LIST_TABLES[key];
    const entries = await db
      .select()
      .from(table)
      .where(inArray(table.warriorId, ids))
      .orderBy(...entryOrder(table));
    const onWarrior = (entry: { warriorId: string }) => entry.warriorId;
    lists.set(key, groupBy<{ warriorId: string }>(entries, onWarrior) as never);
  }
  const listsOf = (id: string) =>
    Object.fromEntries(
      WARRIOR_LIST_KEYS.map((key) => [key, getOrThrow(lists, key, 'warrior list').get(id) ?? []]),
    ) as unknown as WarriorListRows;
  return rows.map((row) => ({ row, ...listsOf(row.id) }));
}
