import { asc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { warriors } from '../../db/schema';
import { WARRIOR_LIST_TABLES, type WarriorListKey } from '../../db/warrior-lists';

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
  const { wargear, specialRules, heroicActions, spells } = WARRIOR_LIST_TABLES;
  // Each list by its own query, named here, so each keeps its own row type.
  const byWarrior = <T extends { warriorId: string }>(entries: T[]) =>
    groupBy(entries, (entry) => entry.warriorId);
  const lists = {
    wargear: byWarrior(
      await db
        .select()
        .from(wargear)
        .where(inArray(wargear.warriorId, ids))
        .orderBy(...entryOrder(wargear)),
    ),
    specialRules: byWarrior(
      await db
        .select()
        .from(specialRules)
        .where(inArray(specialRules.warriorId, ids))
        .orderBy(...entryOrder(specialRules)),
    ),
    heroicActions: byWarrior(
      await db
        .select()
        .from(heroicActions)
        .where(inArray(heroicActions.warriorId, ids))
        .orderBy(...entryOrder(heroicActions)),
    ),
    spells: byWarrior(
      await db
        .select()
        .from(spells)
        .where(inArray(spells.warriorId, ids))
        .orderBy(...entryOrder(spells)),
    ),
  };
  return rows.map((row): WarriorRecord => ({
    row,
    wargear: lists.wargear.get(row.id) ?? [],
    specialRules: lists.specialRules.get(row.id) ?? [],
    heroicActions: lists.heroicActions.get(row.id) ?? [],
    spells: lists.spells.get(row.id) ?? [],
  }));
}
