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
import { inTransaction } from '../transaction';
import type { EntryInput, FieldProblems, LibraryDefinition } from './define';
import { listOwnEntries } from './entries';
import { LIBRARIES } from './kinds';

// Every library's name field has the same limit.
const NAME_MAX = RuleInput.shape.name.maxLength ?? 100;
const INSERT_CHUNK = 500;

const zeroCounts = (): PackCounts => ({ wargear: 0, rules: 0, spells: 0, heroicActions: 0 });

/** Duplicates are judged by type and by name, trimmed and ignoring case. */
const nameKey = (type: string, name: string) => `${type}\u0000${name.trim().toLowerCase()}`;

/** '<name> (copy)', then '<name> (copy 2)', … shortened so the result still fits a name field. */
export function copyName(name: string, taken: (candidate: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${name
      .trim()
      .slice(0, NAME_MAX - suffix.length)
      .trimEnd()}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

interface Plan<K extends LibraryKind> {
  entries: EntryInput<K>[];
  skipped: number;
  renamed: number;
}

function planLibrary<K extends LibraryKind>(
  library: LibraryDefinition<K>,
  entries: EntryInput<K>[],
  existing: LibraryEntityOf<K>[],
  onDuplicate: DuplicateStrategy,
): Plan<K> {
  const taken = new Set(existing.map((entry) => nameKey(library.typeOf(entry), entry.name)));
  const plan: Plan<K> = { entries: [], skipped: 0, renamed: 0 };
  for (const entry of entries) {
    const type = library.typeOf(entry);
    let name = entry.name;
    if (taken.has(nameKey(type, name))) {
      if (onDuplicate === 'skip') {
        plan.skipped++;
        continue;
      }
      name = copyName(name, (candidate) => taken.has(nameKey(type, candidate)));
      plan.renamed++;
    }
    // Later entries of the same pack count as existing ones.
    taken.add(nameKey(type, name));
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
  if (input.dryRun) return;
  for (let start = 0; start < plan.entries.length; start += INSERT_CHUNK) {
    await library.insertMany(tx.db, caller, plan.entries.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Adds a library pack to the player's libraries, all in one transaction. `added` counts every
 * entry written (renamed copies included), `skipped` the duplicates left out, `renamed` the
 * subset of `added` that got a '(copy)' name. A dry run reports the same counts, writes nothing.
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
  await inTransaction(ctx, async (tx) => {
    for (const kind of LIBRARY_KINDS) await importInto(tx, caller, kind, input, result);
  });
  return result;
}
