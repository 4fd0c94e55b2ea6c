import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { WarriorInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import { warriorHeroicActions, warriorRules, warriorSpells, warriorWargear } from '../../db/schema';
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
 * What one list of a warrior write asks for: `new` entries are inserted (one added and
 * removed before saving is simply dropped), `remove`d ones deleted, the rest updated. Stored
 * rows the list does not mention are left as they are. The ids have been checked against
 * the warrior beforehand (checkWarriorWrite).
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

type EntryTable =
  typeof warriorWargear | typeof warriorRules | typeof warriorHeroicActions | typeof warriorSpells;

const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Writes one list's plan. Unchanged rows are not written, so a save costs what it changes. */
async function applyPlan<E>(
  db: Database,
  anyTable: EntryTable,
  warriorId: string,
  plan: ListPlan<E>,
  stored: readonly { id: string }[],
  values: (entry: E, position: number) => Record<string, unknown>,
): Promise<void> {
  // The four tables share the columns used here; Drizzle cannot see that through a union.
  const table = anyTable as typeof warriorRules;
  const onWarrior = eq(table.warriorId, warriorId);
  if (plan.remove.length > 0) {
    await db.delete(table).where(and(onWarrior, inArray(table.id, plan.remove)));
  }
  if (plan.insert.length > 0) {
    const rows = plan.insert.map(({ id, entry, position }) => ({
      ...values(entry, position),
      id,
      warriorId,
    }));
    await db.insert(table).values(rows as (typeof table.$inferInsert)[]);
  }
  const byId = new Map(stored.map((row) => [row.id, row as Record<string, unknown>]));
  for (const { id, entry, position } of plan.update) {
    const next = values(entry, position);
    const before = byId.get(id);
    if (before && Object.entries(next).every(([key, value]) => sameValue(value, before[key]))) {
      continue;
    }
    await db
      .update(table)
      .set({ ...next, updatedAt: new Date() })
      .where(and(onWarrior, eq(table.id, id)));
  }
}

/**
 * The stored wargear id each reference in this write stands for: a new entry's temporary id
 * becomes its fresh id, a removed item becomes null (its rules stay, unlinked, as the
 * foreign key would leave them), and stored items not in the list stand for themselves.
 */
function wargearIdMap(
  plan: ListPlan<unknown>,
  removed: readonly string[],
  stored: WarriorListRows,
) {
  const ids = new Map<string, string | null>(stored.wargear.map((row) => [row.id, row.id]));
  for (const id of removed) ids.set(id, null);
  for (const placed of [...plan.insert, ...plan.update]) {
    ids.set((placed.entry as EntryFlags).id, placed.id);
  }
  return ids;
}

/** Applies the four lists of a warrior write, wargear first so rules can name new items. */
export async function applyWarriorLists(
  db: Database,
  warriorId: string,
  input: Pick<WarriorInput, 'wargear' | 'specialRules' | 'heroicActions' | 'spells'>,
  stored: WarriorListRows,
): Promise<void> {
  const wargear = planList(input.wargear);
  const removedTemporary = input.wargear.filter((e) => e.new && e.remove).map((e) => e.id);
  const wargearIds = wargearIdMap(wargear, [...wargear.remove, ...removedTemporary], stored);
  await applyPlan(db, warriorWargear, warriorId, wargear, stored.wargear, wargearValues);
  await applyPlan(
    db,
    warriorRules,
    warriorId,
    planList(input.specialRules),
    stored.specialRules,
    (entry, position) =>
      ruleValues(
        entry,
        position,
        entry.wargearId ? (wargearIds.get(entry.wargearId) ?? null) : null,
      ),
  );
  await applyPlan(
    db,
    warriorHeroicActions,
    warriorId,
    planList(input.heroicActions),
    stored.heroicActions,
    heroicActionValues,
  );
  await applyPlan(db, warriorSpells, warriorId, planList(input.spells), stored.spells, spellValues);
}
