import { asc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  warriorHeroicActions,
  warriorRules,
  warriors,
  warriorSpells,
  warriorWargear,
} from '../../db/schema';

export type WarriorRow = typeof warriors.$inferSelect;
export type WargearRow = typeof warriorWargear.$inferSelect;
export type RuleRow = typeof warriorRules.$inferSelect;
export type HeroicActionRow = typeof warriorHeroicActions.$inferSelect;
export type SpellRow = typeof warriorSpells.$inferSelect;

/** A warrior's four lists as stored. */
export interface WarriorListRows {
  wargear: WargearRow[];
  specialRules: RuleRow[];
  heroicActions: HeroicActionRow[];
  spells: SpellRow[];
}

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
  const onWarrior = (row: { warriorId: string }) => row.warriorId;
  const wargear = await db
    .select()
    .from(warriorWargear)
    .where(inArray(warriorWargear.warriorId, ids))
    .orderBy(...entryOrder(warriorWargear));
  const specialRules = await db
    .select()
    .from(warriorRules)
    .where(inArray(warriorRules.warriorId, ids))
    .orderBy(...entryOrder(warriorRules));
  const heroicActions = await db
    .select()
    .from(warriorHeroicActions)
    .where(inArray(warriorHeroicActions.warriorId, ids))
    .orderBy(...entryOrder(warriorHeroicActions));
  const spells = await db
    .select()
    .from(warriorSpells)
    .where(inArray(warriorSpells.warriorId, ids))
    .orderBy(...entryOrder(warriorSpells));
  const lists = {
    wargear: groupBy(wargear, onWarrior),
    specialRules: groupBy(specialRules, onWarrior),
    heroicActions: groupBy(heroicActions, onWarrior),
    spells: groupBy(spells, onWarrior),
  };
  return rows.map((row) => ({
    row,
    wargear: lists.wargear.get(row.id) ?? [],
    specialRules: lists.specialRules.get(row.id) ?? [],
    heroicActions: lists.heroicActions.get(row.id) ?? [],
    spells: lists.spells.get(row.id) ?? [],
  }));
}
