import { companyRuleset } from '../company/company-ruleset';
import { and, eq, ne } from 'drizzle-orm';
import {
  adjustmentStatsFor,
  INTELLIGENCE_NEEDS_NEW_RULESET,
  isValidCreatureOwner,
} from '@warband/rules';
import { WARRIOR_LISTS, type WarriorFieldValues, type WarriorList } from '@warband/schemas';
import type { Database } from '../../db/client';
import { warriors } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller } from '../context';
import { checkLibraryReferences } from './library-references';
import type { ItemListsInput } from './warrior-lists';
import type { WarriorListRows, WarriorRow } from './warrior-rows';

/** What carries the lists being checked, as the messages name it. */
export type ListHolder = 'warrior' | 'profile';
export const notOn = (holder: ListHolder) => `This entry is not on this ${holder}`;
export const itemNotOn = (holder: ListHolder) => `This item is not on this ${holder}`;
export const ID_TAKEN = 'This id belongs to another entry';
export const OWNER_ONLY_FOR_CREATURES = 'Only a Creature has an owner';
export const OWNER_NOT_VALID = 'The owner must be a living Leader or Sergeant of this company';

export interface WarriorWrite {
  caller: Caller;
  companyId: string;
  input: WarriorFieldValues;
  /** The warrior as stored, or null when it is being created. */
  stored: { row: WarriorRow; lists: WarriorListRows } | null;
}

type Fields = Record<string, string>;

const EMPTY_LISTS: WarriorListRows = {
  wargear: [],
  specialRules: [],
  heroicActions: [],
  spells: [],
};

/** The stored side of the lists a check reads: ids, and each item's adjustment. */
type StoredItems = { wargear: readonly { id: string; adjustmentStat: string | null }[] };
type StoredLists<L extends WarriorList> = Record<L, readonly { id: string }[]> & StoredItems;

type InputLists<L extends WarriorList> = ItemListsInput &
  Record<L, readonly { id: string; new: boolean }[]>;

/**
 * Entries that are not new must be rows of this warrior or profile, whoever else's they may
 * be: one answer for every foreign id, so nothing about other rows leaks. A new entry's
 * temporary id may not pose as a stored row's, so references to it stay unambiguous.
 */
function checkEntryIds<L extends WarriorList>(
  holder: ListHolder,
  lists: readonly L[],
  input: InputLists<L>,
  stored: StoredLists<L>,
  fields: Fields,
) {
  for (const list of lists) {
    const storedIds = new Set(stored[list].map((row) => row.id));
    input[list].forEach((entry, index) => {
      if (entry.new && storedIds.has(entry.id)) fields[`${list}.${index}.id`] = ID_TAKEN;
      if (!entry.new && !storedIds.has(entry.id)) fields[`${list}.${index}.id`] = notOn(holder);
    });
  }
}

/** A rule granted by wargear names an item of the same warrior or profile, in this write or stored. */
function checkRuleItems(
  holder: ListHolder,
  input: ItemListsInput,
  stored: StoredItems,
  fields: Fields,
) {
  const items = new Set([...input.wargear.map((e) => e.id), ...stored.wargear.map((r) => r.id)]);
  input.specialRules.forEach((rule, index) => {
    if (rule.wargearId !== null && !items.has(rule.wargearId)) {
      fields[`specialRules.${index}.wargearId`] = itemNotOn(holder);
    }
  });
}

/**
 * Intelligence exists only under the 2024 ruleset (docs/rules.md#rulesets), as in the armoury. An
 * item that already carries it keeps it after a switch back, so data survives the switch
 * and the warrior can still be saved; only a new or changed adjustment is refused.
 */
function checkAdjustments(
  input: ItemListsInput,
  stored: StoredItems,
  newRuleset: boolean,
  fields: Fields,
) {
  const allowed: readonly string[] = adjustmentStatsFor(newRuleset);
  const storedStat = new Map(stored.wargear.map((row) => [row.id, row.adjustmentStat]));
  input.wargear.forEach((item, index) => {
    const stat = item.adjustmentStat;
    if (item.remove || stat === null || allowed.includes(stat)) return;
    if (!item.new && storedStat.get(item.id) === stat) return;
    fields[`wargear.${index}.adjustmentStat`] = INTELLIGENCE_NEEDS_NEW_RULESET;
  });
}

/**
 * The checks of the lists of a warrior or profile write that need what is stored or the
 * caller's ruleset (the shared schema has checked each entry): the problems by field path.
 */
export function checkEntryLists<L extends WarriorList>(
  holder: ListHolder,
  lists: readonly L[],
  input: InputLists<L>,
  stored: StoredLists<L>,
  newRuleset: boolean,
): Fields {
  const fields: Fields = {};
  checkEntryIds(holder, lists, input, stored, fields);
  checkRuleItems(holder, input, stored, fields);
  checkAdjustments(input, stored, newRuleset, fields);
  return fields;
}

/**
 * A Creature's owner must be a living Leader or Sergeant of the same company
 * (docs/rules.md#creatures). It is checked when chosen or changed: a Creature whose owner has since
 * fallen or been demoted can still be saved, and the editor offers only valid owners to choose
 * from.
 */
async function checkOwner(db: Database, write: WarriorWrite, fields: Fields) {
  const { input, stored, caller, companyId } = write;
  if (input.owner === null) return;
  if (input.rank !== 'Creature') {
    fields.owner = OWNER_ONLY_FOR_CREATURES;
    return;
  }
  if (stored && stored.row.owner === input.owner) return;
  const conditions = [eq(warriors.companyId, companyId), eq(warriors.userId, caller.id)];
  if (stored) conditions.push(ne(warriors.id, stored.row.id));
  const candidates = await db
    .select({ id: warriors.id, rank: warriors.rank, status: warriors.status })
    .from(warriors)
    .where(and(...conditions));
  if (!isValidCreatureOwner(input.owner, candidates)) fields.owner = OWNER_NOT_VALID;
}

/**
 * The checks of a warrior write that need the database or the company's ruleset; the shared
 * schema has already checked each field and the rules across fields. Throws a
 * ValidationError naming every field at fault, before anything is written.
 */
export async function checkWarriorWrite(db: Database, write: WarriorWrite): Promise<void> {
  const lists = write.stored?.lists ?? EMPTY_LISTS;
  const { input, caller } = write;
  const newRuleset = await companyRuleset(db, write.companyId);
  const fields = checkEntryLists('warrior', WARRIOR_LISTS, input, lists, newRuleset);
  await checkLibraryReferences(db, caller.id, WARRIOR_LISTS, input, lists, fields);
  await checkOwner(db, write, fields);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
