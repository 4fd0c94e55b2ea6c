import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  warriorHeroicActions,
  warriorRules,
  warriors,
  warriorSpells,
  warriorWargear,
} from '../../db/schema';
import { WARRIOR_LIST_KEYS, type WarriorListKey } from '../../db/warrior-lists';
import type { WarriorListRows } from '../warrior/warrior-rows';
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
    for (const key of WARRIOR_LIST_KEYS) await writeList(db, key, before[key], after[key], now);
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

/** The rows a list gained, and those it holds changed (level-ups improve a casting value). */
function listChanges<T extends { id: string }>(before: readonly T[], after: readonly T[]) {
  const old = new Map(before.map((row) => [row.id, row]));
  return {
    added: after.filter((row) => !old.has(row.id)),
    improved: after.filter((row) => old.has(row.id) && old.get(row.id) !== row),
  };
}

/**
 * How the aftermath writes each list, one function per list so that each insert and update is
 * typed by its own table: the rows it added and, for heroic actions and spells, the casting
 * values it improved on entries already held.
 */
const LIST_WRITERS: {
  [K in WarriorListKey]: (
    db: Database,
    before: WarriorListRows[K],
    after: WarriorListRows[K],
    now: Date,
  ) => Promise<void>;
} = {
  wargear: async (db, before, after) => {
    const { added } = listChanges(before, after);
    if (added.length > 0) await db.insert(warriorWargear).values(added);
  },
  specialRules: async (db, before, after) => {
    const { added } = listChanges(before, after);
    if (added.length > 0) await db.insert(warriorRules).values(added);
  },
  heroicActions: async (db, before, after, now) => {
    const { added, improved } = listChanges(before, after);
    if (added.length > 0) await db.insert(warriorHeroicActions).values(added);
    for (const { id, modifyCastingValue } of improved) {
      const set = { modifyCastingValue, updatedAt: now };
      await db.update(warriorHeroicActions).set(set).where(eq(warriorHeroicActions.id, id));
    }
  },
  spells: async (db, before, after, now) => {
    const { added, improved } = listChanges(before, after);
    if (added.length > 0) await db.insert(warriorSpells).values(added);
    for (const { id, modifyCastingValue } of improved) {
      const set = { modifyCastingValue, updatedAt: now };
      await db.update(warriorSpells).set(set).where(eq(warriorSpells.id, id));
    }
  },
};

/** One list of one warrior, unless the aftermath left it as it was. */
async function writeList<K extends WarriorListKey>(
  db: Database,
  key: K,
  before: WarriorListRows[K],
  after: WarriorListRows[K],
  now: Date,
): Promise<void> {
  if (before !== after) await LIST_WRITERS[key](db, before, after, now);
}
