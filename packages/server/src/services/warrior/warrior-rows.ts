import { asc, inArray, type SQL } from 'drizzle-orm';
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

function groupByWarrior<T extends { warriorId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.warriorId);
    if (group) group.push(row);
    else groups.set(row.warriorId, [row]);
  }
  return groups;
}

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
  const wargear = await db
    .select()
    .from(warriorWargear)
    .where(inArray(warriorWargear.warriorId, ids))
    .orderBy(asc(warriorWargear.position), asc(warriorWargear.createdAt));
  const specialRules = await db
    .select()
    .from(warriorRules)
    .where(inArray(warriorRules.warriorId, ids))
    .orderBy(asc(warriorRules.position), asc(warriorRules.createdAt));
  const heroicActions = await db
    .select()
    .from(warriorHeroicActions)
    .where(inArray(warriorHeroicActions.warriorId, ids))
    .orderBy(asc(warriorHeroicActions.position), asc(warriorHeroicActions.createdAt));
  const spells = await db
    .select()
    .from(warriorSpells)
    .where(inArray(warriorSpells.warriorId, ids))
    .orderBy(asc(warriorSpells.position), asc(warriorSpells.createdAt));
  const lists = {
    wargear: groupByWarrior(wargear),
    specialRules: groupByWarrior(specialRules),
    heroicActions: groupByWarrior(heroicActions),
    spells: groupByWarrior(spells),
  };
  return rows.map((row) => ({
    row,
    wargear: lists.wargear.get(row.id) ?? [],
    specialRules: lists.specialRules.get(row.id) ?? [],
    heroicActions: lists.heroicActions.get(row.id) ?? [],
    spells: lists.spells.get(row.id) ?? [],
  }));
}
