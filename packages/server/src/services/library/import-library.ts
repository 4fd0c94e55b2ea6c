import { eq } from 'drizzle-orm';
import {
  LIBRARY_KINDS,
  RuleInput,
  type DuplicateStrategy,
  type ImportLibraryInput,
  type ImportLibraryResult,
  type LibraryKind,
  type PackCounts,
} from '@warband/schemas';
import { profiles } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { yieldToEventLoop } from '../event-loop';
import { checkPackProfiles, insertPackProfiles, withOwnReferences } from '../profile/pack-profiles';
import { withinLibraryBudget } from './budget';
import { LibraryNames } from './copy-names';
import type { EntryInput, FieldProblems } from './define';
import { listOwnEntries } from './entries';
import { LIBRARIES } from './kinds';

// Every library's name field has the same limit.
const NAME_MAX = RuleInput.shape.name.maxLength ?? 100;
// Rows per INSERT; between two the server goes back to other requests.
const INSERT_CHUNK = 200;

const zeroCounts = (): PackCounts => ({
  wargear: 0,
  rules: 0,
  spells: 0,
  heroicActions: 0,
  profiles: 0,
});

interface Plan<E> {
  entries: E[];
  skipped: number;
  renamed: number;
}

/**
 * What importing `entries` next to `existing` writes: linear in the number of both. Entries
 * are duplicates when their type (`typeOf`, say item or mount) and name match.
 */
export function planLibrary<E extends { name: string }, X extends { name: string }>(
  typeOf: (entry: E | X) => string,
  entries: E[],
  existing: X[],
  onDuplicate: DuplicateStrategy,
): Plan<E> {
  const names = new LibraryNames(NAME_MAX);
  for (const entry of existing) names.add(typeOf(entry), entry.name);
  const plan: Plan<E> = { entries: [], skipped: 0, renamed: 0 };
  for (const entry of entries) {
    const type = typeOf(entry);
    let name = entry.name;
    if (!names.has(type, name)) {
      // Later entries of the same pack count as existing ones.
      names.add(type, name);
    } else if (onDuplicate === 'skip') {
      plan.skipped++;
      continue;
    } else {
      name = names.addCopy(type, name);
      plan.renamed++;
    }
    plan.entries.push({ ...entry, name });
  }
  return plan;
}

function checkLibrary<K extends LibraryKind>(
  kind: K,
  input: ImportLibraryInput,
  newRuleset: boolean,
  problems: FieldProblems,
) {
  const library = LIBRARIES[kind];
  input.pack[library.packKey].forEach((entry, index) => {
    for (const [field, message] of Object.entries(library.check(entry, newRuleset) ?? {})) {
      problems[`pack.${library.packKey}.${index}.${field}`] = message;
    }
  });
}

async function importInto<K extends LibraryKind>(
  tx: ServiceContext,
  caller: Caller,
  kind: K,
  input: ImportLibraryInput,
  result: ImportLibraryResult,
) {
  const library = LIBRARIES[kind];
  const existing = await listOwnEntries(tx, caller, library);
  const entries: EntryInput<K>[] = input.pack[library.packKey];
  const plan = planLibrary(library.typeOf, entries, existing, input.onDuplicate);
  await writePlan(library.packKey, plan, result, (chunk) =>
    library.insertMany(tx.db, caller, chunk),
  );
}

/** Profiles have no types: only their names can make duplicates. */
const anyProfile = () => '';

async function importProfiles(
  tx: ServiceContext,
  caller: Caller,
  input: ImportLibraryInput,
  result: ImportLibraryResult,
) {
  const existing = await tx.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, caller.id));
  const entries = await withOwnReferences(tx.db, caller, input.pack.profiles);
  const plan = planLibrary(anyProfile, entries, existing, input.onDuplicate);
  await writePlan('profiles', plan, result, (chunk) => insertPackProfiles(tx.db, caller, chunk));
}

/** Counts a library's plan into the result and writes its entries, a chunk at a time. */
async function writePlan<E>(
  key: keyof PackCounts,
  plan: Plan<E>,
  result: ImportLibraryResult,
  insert: (chunk: E[]) => Promise<void>,
) {
  result.added[key] = plan.entries.length;
  result.skipped[key] = plan.skipped;
  result.renamed[key] = plan.renamed;
  for (let start = 0; start < plan.entries.length; start += INSERT_CHUNK) {
    await yieldToEventLoop();
    await insert(plan.entries.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Adds a library pack to the player's libraries and profiles, all in one transaction. `added` counts every
 * entry written (renamed copies included), `skipped` the duplicates left out, `renamed` the
 * subset of `added` that got a '(copy)' name. Libraries that would no longer fit in one
 * library file are refused (budget.ts). A dry run does the same writes, so that it answers
 * exactly as the import would, and then undoes them.
 */
export async function importLibrary(
  ctx: ServiceContext,
  caller: Caller,
  input: ImportLibraryInput,
): Promise<ImportLibraryResult> {
  const problems: FieldProblems = checkPackProfiles(input.pack.profiles, caller.newRuleset);
  for (const kind of LIBRARY_KINDS) checkLibrary(kind, input, caller.newRuleset, problems);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);

  const result: ImportLibraryResult = {
    dryRun: input.dryRun,
    added: zeroCounts(),
    skipped: zeroCounts(),
    renamed: zeroCounts(),
  };
  // The answer is the transaction's, which records it for a replayed write (a dry run writes
  // nothing and is not recorded: sent again, it runs again).
  return withinLibraryBudget(
    ctx,
    caller,
    async (tx) => {
      for (const kind of LIBRARY_KINDS) await importInto(tx, caller, kind, input, result);
      await importProfiles(tx, caller, input, result);
      return result;
    },
    { undo: input.dryRun },
  );
}
