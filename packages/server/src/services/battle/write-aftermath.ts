import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, warriors } from '../../db/schema';
import { WARRIOR_LIST_KEYS, WARRIOR_LIST_TABLES } from '../../db/warrior-lists';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import type { AftermathPlan } from './aftermath-plan';

interface EventOf {
  companyId: string;
  userId: string;
  battleId: string;
}

/**
 * Writes a plan: the columns an aftermath changes on each warrior it changed, the list rows
 * it added, the casting values it improved, the company's influence and rating, and the
 * battle's lines of the company's event log.
 */
export async function writeAftermath(db: Database, of: EventOf, plan: AftermathPlan) {
  const now = new Date(plan.record.appliedAt);
  for (const { before, after } of plan.warriors) {
    if (after === before) continue;
    await db
      .update(warriors)
      .set({
        rank: after.rank,
        experience: after.experience,
        status: after.status,
        legWound: after.legWound,
        armWound: after.armWound,
        oldWound: after.oldWound,
        baseClass: after.baseClass,
        chosenPath: after.chosenPath,
        customPath: after.customPath,
        modifyStats: after.modifyStats,
        updatedAt: now,
      })
      .where(eq(warriors.id, after.id));
    for (const key of WARRIOR_LIST_KEYS) {
      if (before[key] === after[key]) continue;
      const table = WARRIOR_LIST_TABLES[key];
      const old = new Map<string, unknown>(before[key].map((row) => [row.id, row]));
      const added = after[key].filter((row) => !old.has(row.id));
      if (added.length > 0) await db.insert(table).values(added as never[]);
      for (const row of after[key] as { id: string; modifyCastingValue?: number }[]) {
        if (!old.has(row.id) || old.get(row.id) === row) continue;
        // Level-ups change only a casting value of an entry already held.
        await db
          .update(table)
          .set({ modifyCastingValue: row.modifyCastingValue, updatedAt: now } as never)
          .where(eq(table.id, row.id));
      }
    }
  }
  await db
    .update(companies)
    .set({ influence: plan.influence.after, rating: plan.ratingAfter, updatedAt: now })
    .where(eq(companies.id, of.companyId));
  await writeCompanyEvents(
    db,
    plan.events.map(({ kind, warriorId, data }) => companyEvent(kind, { ...of, warriorId }, data)),
  );
}
