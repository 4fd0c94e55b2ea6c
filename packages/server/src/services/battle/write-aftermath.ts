import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  companies,
  warriorHeroicActions,
  warriorRules,
  warriors,
  warriorSpells,
  warriorWargear,
} from '../../db/schema';
import type { WarriorListRows } from '../warrior/warrior-rows';
import type { AftermathPlan } from './aftermath-plan';

const LIST_TABLES = {
  wargear: warriorWargear,
  specialRules: warriorRules,
  heroicActions: warriorHeroicActions,
  spells: warriorSpells,
} as const;

type ListRow = WarriorListRows[keyof WarriorListRows][number];

/**
 * Writes a plan: the columns an aftermath changes on each warrior it changed, the list rows
 * it added, the casting values it improved, and the company's influence and rating.
 */
export async function writeAftermath(
  db: Database,
  companyId: string,
  plan: AftermathPlan,
  now: Date,
): Promise<void> {
  for (const { before, record } of plan.warriors) {
    if (record === before) continue;
    const { row } = record;
    if (row !== before.row) {
      await db
        .update(warriors)
        .set({
          rank: row.rank,
          experience: row.experience,
          status: row.status,
          legWound: row.legWound,
          armWound: row.armWound,
          oldWound: row.oldWound,
          baseClass: row.baseClass,
          chosenPath: row.chosenPath,
          customPath: row.customPath,
          modifyStats: row.modifyStats,
          updatedAt: now,
        })
        .where(eq(warriors.id, row.id));
    }
    for (const key of Object.keys(LIST_TABLES) as (keyof typeof LIST_TABLES)[]) {
      await writeList(db, LIST_TABLES[key], before[key], record[key]);
    }
  }
  await db
    .update(companies)
    .set({ influence: plan.influence, rating: plan.rating, updatedAt: now })
    .where(eq(companies.id, companyId));
}

async function writeList(
  db: Database,
  table: PgTable & { id: AnyPgColumn },
  before: readonly ListRow[],
  after: readonly ListRow[],
): Promise<void> {
  if (before === after) return;
  const old = new Map(before.map((row) => [row.id, row]));
  const added = after.filter((row) => !old.has(row.id));
  if (added.length > 0) await db.insert(table).values(added as never[]);
  for (const row of after) {
    if (!old.has(row.id) || old.get(row.id) === row) continue;
    // Level-ups change only a casting value of an entry already held.
    const { modifyCastingValue, updatedAt } = row as {
      modifyCastingValue: number;
      updatedAt: Date;
    };
    await db
      .update(table)
      .set({ modifyCastingValue, updatedAt } as never)
      .where(eq(table.id, row.id));
  }
}
