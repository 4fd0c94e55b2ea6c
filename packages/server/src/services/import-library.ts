import { eq } from 'drizzle-orm';
import {
  LIBRARY_KINDS,
  RuleInput,
  type DuplicateStrategy,
  type ImportLibraryInput,
  type ImportLibraryResult,
  type PackCounts,
} from '@warband/schemas';
import type { Database } from '../db/client';
import { ValidationError } from '../errors';
import { LIBRARIES, inputToValues, type LibraryDefinition } from './library-kinds';
import type { Owner } from './library-entries';

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

interface Plan {
  rows: Record<string, unknown>[];
  skipped: number;
  renamed: number;
}

function planLibrary(
  definition: LibraryDefinition,
  entries: Record<string, unknown>[],
  existing: Record<string, unknown>[],
  onDuplicate: DuplicateStrategy,
): Plan {
  const taken = new Set(existing.map((row) => nameKey(definition.typeOf(row), String(row.name))));
  const plan: Plan = { rows: [], skipped: 0, renamed: 0 };
  for (const entry of entries) {
    const type = definition.typeOf(entry);
    let name = String(entry.name);
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
    plan.rows.push({ ...inputToValues(definition, entry), name });
  }
  return plan;
}

/**
 * Adds a library pack to the player's libraries, all in one transaction. `added` counts every
 * entry written (renamed copies included), `skipped` the duplicates left out, `renamed` the
 * subset of `added` that got a '(copy)' name. A dry run reports the same counts, writes nothing.
 */
export async function importLibrary(
  db: Database,
  owner: Owner,
  input: ImportLibraryInput,
): Promise<ImportLibraryResult> {
  const problems: Record<string, string> = {};
  for (const kind of LIBRARY_KINDS) {
    const definition = LIBRARIES[kind];
    input.pack[definition.packKey].forEach((entry, index) => {
      const entryProblems =
        definition.check(entry as Record<string, unknown>, owner.newRuleset) ?? {};
      for (const [field, message] of Object.entries(entryProblems)) {
        problems[`pack.${definition.packKey}.${index}.${field}`] = message;
      }
    });
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);

  const result: ImportLibraryResult = {
    dryRun: input.dryRun,
    added: zeroCounts(),
    skipped: zeroCounts(),
    renamed: zeroCounts(),
  };
  await db.transaction(async (tx) => {
    for (const kind of LIBRARY_KINDS) {
      const definition = LIBRARIES[kind];
      const table = definition.table as typeof LIBRARIES.rule.table;
      const existing = await tx.select().from(table).where(eq(table.userId, owner.id));
      const entries = input.pack[definition.packKey] as Record<string, unknown>[];
      const plan = planLibrary(definition, entries, existing, input.onDuplicate);
      result.added[definition.packKey] = plan.rows.length;
      result.skipped[definition.packKey] = plan.skipped;
      result.renamed[definition.packKey] = plan.renamed;
      if (input.dryRun) continue;
      for (let start = 0; start < plan.rows.length; start += INSERT_CHUNK) {
        const values = plan.rows
          .slice(start, start + INSERT_CHUNK)
          .map((row) => ({ ...row, userId: owner.id }));
        await tx.insert(table).values(values as (typeof table.$inferInsert)[]);
      }
    }
  });
  return result;
}
