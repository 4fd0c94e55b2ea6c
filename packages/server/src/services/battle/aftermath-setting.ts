import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  perkLibraryEntries,
  type AftermathEntryMaker,
  type AftermathSetting,
} from '@warband/rules';
import { copyWargearFields, type AftermathInput, type WargearInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import { libraryWargear, warriors, type companies } from '../../db/schema';
import type { Caller } from '../context';
import { NOT_IN_YOUR_LIBRARY, ownLibraryReferences } from '../warrior/library-references';
import { loadWarriors, type WarriorRecord, type WarriorRow } from '../warrior/warrior-rows';

/** A warrior as the aftermath works on it: its row's columns beside its four lists. */
export type StoredWarrior = WarriorRow & Omit<WarriorRecord, 'row'>;

/**
 * What the rules' planAftermath takes of the database: every warrior of the company with its
 * lists, which library entries the perks may copy, and new list rows made as stored ones.
 */
export async function aftermathSetting(
  db: Database,
  caller: Caller,
  company: typeof companies.$inferSelect,
  input: AftermathInput,
  appliedAt: Date,
): Promise<AftermathSetting<StoredWarrior>> {
  const library = await ownLibraryReferences(db, caller.id, perkLibraryEntries(input.levelUps));
  const records = await loadWarriors(db, eq(warriors.companyId, company.id));
  return {
    influence: company.influence,
    warriors: records.map(({ row, ...lists }) => ({ ...row, ...lists })),
    // The company's own ruleset decides the aftermath (docs/adr/0157-company-ruleset.md).
    newRuleset: company.newRuleset,
    checkLibrary: (entry) => (library(entry) ? null : NOT_IN_YOUR_LIBRARY),
    make: storedEntries(appliedAt),
  };
}

/** New list rows with their ids and the battle's time; an improved one takes that time. */
function storedEntries(now: Date): AftermathEntryMaker<StoredWarrior> {
  const stamp = (at: { warriorId: string; position: number }) => ({
    id: randomUUID(),
    warriorId: at.warriorId,
    position: at.position,
    createdAt: now,
    updatedAt: now,
  });
  return {
    rule: (fields, at) => ({ ...stamp(at), ...fields, wargearId: null }),
    heroicAction: (fields, at) => ({ ...stamp(at), ...fields }),
    spell: (fields, at) => ({ ...stamp(at), ...fields }),
    improved: (entry) => ({ ...entry, updatedAt: now }),
    item: (fields, armouryId, at) => ({
      ...stamp(at),
      type: 'armoury',
      armouryId,
      ...copyWargearFields(fields as WargearInput),
      statEnabled: true,
    }),
  };
}

/** The armoury entry the bonus item copies, when it is the player's. */
export async function armouryItem(db: Database, caller: Caller, input: AftermathInput) {
  const item = input.rewards.item;
  if (item?.source !== 'armoury') return null;
  const [row] = await db
    .select()
    .from(libraryWargear)
    .where(and(eq(libraryWargear.id, item.armouryId), eq(libraryWargear.userId, caller.id)))
    .limit(1);
  return row ?? null;
}
