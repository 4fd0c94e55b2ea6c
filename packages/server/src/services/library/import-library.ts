import {
  LIBRARY_KINDS,
  RuleInput,
  type DuplicateStrategy,
  type ImportLibraryInput,
  type ImportLibraryResult,
  type LibraryEntityOf,
  type LibraryKind,
  type PackCounts,
} from '@warband/schemas';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { yieldToEventLoop } from '../event-loop';
import { withinLibraryBudget } from './budget';
import { LibraryNames } from './copy-names';
import type { EntryInput, FieldProblems, LibraryDefinition } from './define';
import { listOwnEntries } from './entries';
import { LIBRARIES } from './kinds';

// Every library's name field has the same limit.
const NAME_MAX = RuleInput.shape.name.maxLength ?? 100;
// Rows per INSERT; between two the server goes back to other requests.
const INSERT_CHUNK = 200;

const zeroCounts = (): PackCounts => ({ wargear: 0, rules: 0, spells: 0, heroicActions: 0 });

interface Plan<K extends LibraryKind> {
  entries: EntryInput<K>[];
  skipped: number;
  renamed: number;
}

/** What importing `entries` next to `existing` writes: linear in the number of both. */
export function planLibrary<K extends LibraryKind>(
  library: LibraryDefinition<K>,
  entries: EntryInput<K>[],
  existing: (EntryInput<K> | LibraryEntityOf<K>)[],
  onDuplicate: DuplicateStrategy,
): Plan<K> {
  const names = new LibraryNames(NAME_MAX);
  for (const entry of existing) names.add(library.typeOf(entry), entry.name);
  const plan: Plan<K> = { entries: [], skipped: 0, renamed: 0 };
  for (const entry of entries) {
    const type = library.typeOf(entry);
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
  const plan = planLibrary(library, entries, existing, input.onDuplicate);
  result.added[library.packKey] = plan.entries.length;
  result.skipped[library.packKey] = plan.skipped;
  result.renamed[library.packKey] = plan.renamed;
  for (let start = 0; start < plan.entries.length; start += INSERT_CHUNK) {
    await yieldToEventLoop();
    await library.insertMany(tx.db, caller, plan.entries.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Adds a library pack to the player's libraries, all in one transaction. `added` counts every
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
  const problems: FieldProblems = {};
  for (const kind of LIBRARY_KINDS) checkLibrary(kind, input, caller.newRuleset, problems);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);

  const result: ImportLibraryResult = {
    dryRun: input.dryRun,
    added: zeroCounts(),
    skipped: zeroCounts(),
    renamed: zeroCounts(),
  };
  await withinLibraryBudget(
    ctx,
    caller,
    async (tx) => {
      for (const kind of LIBRARY_KINDS) await importInto(tx, caller, kind, input, result);
    },
    { undo: input.dryRun },
  );
  return result;
}
