import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  LIBRARY_KINDS,
  LIBRARY_PACK_MAX_BYTES,
  LIBRARY_PACK_MAX_ENTRIES,
  LIBRARY_REGISTRY,
} from '@warband/schemas';
import { profileRules, profiles, profileWargear, users } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { yieldToEventLoop } from '../event-loop';
import { inTransaction } from '../transaction';
import { LIBRARIES } from './kinds';

/**
 * What the app exports, it imports: a player's four libraries and profiles together must
 * always fit in one library file (LIBRARY_PACK_MAX_ENTRIES entries per library, LIBRARY_PACK_MAX_BYTES in
 * all), so every write that adds to a library is checked against those limits, in the
 * transaction that writes, and undone when they no longer hold.
 */

const MAX_MB = LIBRARY_PACK_MAX_BYTES / (1024 * 1024);
// The pack's own fields (format, version, exportedAt, the four keys) with room to spare.
const ENVELOPE_BYTES = 1024;
// Any integer column, or null, written as JSON: at most 11 characters ('-2147483648').
const SCALAR_BYTES = 16;
// Columns a library file leaves out.
const NOT_EXPORTED = new Set(['id', 'userId', 'createdAt', 'updatedAt']);
// An entry on a profile is exported without its profile and position, and with a short key
// for an id (counted at the widest of a scalar, more than the key takes).
const NOT_EXPORTED_ON_PROFILE = new Set(['profileId', 'position', 'createdAt', 'updatedAt']);
// A profile's list keys and brackets: "wargear":[],"specialRules":[],
const PROFILE_LIST_KEYS_BYTES = 32;

export const librariesFullMessage = () =>
  `Your libraries are full: together they must fit in one library file of ${MAX_MB} MB. ` +
  'Delete or shorten some entries first.';

export const libraryFullMessage = (label: string) =>
  `Your ${label} library is full: it can hold at most ${LIBRARY_PACK_MAX_ENTRIES} entries, ` +
  'as many as a library file carries. Delete some entries first.';

/**
 * An upper bound, in SQL, of one entry's size as exported JSON: text escaped as JSON does it,
 * JSON columns as PostgreSQL prints them (with more spaces than the export has), every other
 * column at the widest a number can be, plus each key and its punctuation. Cheap enough to
 * sum over a whole library on every write, unlike building each entry's JSON.
 */
function entryBytes(table: PgTable, notExported: ReadonlySet<string>, extra = 0): SQL {
  // {"key":value,} per field, the braces and the comma between entries.
  let fixed = 3 + extra;
  const parts: SQL[] = [];
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (notExported.has(field)) continue;
    fixed += field.length + 4;
    if (column.columnType === 'PgText') {
      parts.push(sql`coalesce(octet_length(to_json(${column})::text), 4)`);
    } else if (column.columnType === 'PgJsonb') {
      parts.push(sql`coalesce(octet_length(${column}::text), 4)`);
    } else {
      fixed += SCALAR_BYTES;
    }
  }
  return sql.join([sql.raw(String(fixed)), ...parts], sql` + `);
}

/** One part of a library file: the rows `where` picks, and what each row weighs in it. */
interface FilePart {
  table: PgTable;
  where: SQL;
  bytes: SQL;
  /** The library whose entries these rows are, to count against its cap. */
  label?: string;
}

/** The parts of the caller's library file: the four libraries, the profiles and their lists. */
function fileParts(tx: ServiceContext, caller: Pick<Caller, 'id'>): FilePart[] {
  const parts: FilePart[] = LIBRARY_KINDS.map((kind) => {
    const { table } = LIBRARIES[kind];
    return {
      table,
      where: eq(table.userId, caller.id),
      bytes: entryBytes(table, NOT_EXPORTED),
      label: LIBRARY_REGISTRY[kind].label,
    };
  });
  const own = tx.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, caller.id));
  parts.push({
    table: profiles,
    where: eq(profiles.userId, caller.id),
    bytes: entryBytes(profiles, NOT_EXPORTED, PROFILE_LIST_KEYS_BYTES),
    label: 'profiles',
  });
  for (const list of [profileWargear, profileRules]) {
    parts.push({
      table: list,
      where: inArray(list.profileId, own),
      bytes: entryBytes(list, NOT_EXPORTED_ON_PROFILE),
    });
  }
  return parts;
}

/**
 * Holds the player's row until the transaction ends, so two writes to the same libraries
 * are checked one after the other rather than both passing against the old size.
 */
async function lockLibraries(tx: ServiceContext, caller: Pick<Caller, 'id'>): Promise<void> {
  await tx.db.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
}

/** Throws a ConflictError when the player's libraries no longer fit in one library file. */
async function assertLibrariesFit(tx: ServiceContext, caller: Pick<Caller, 'id'>): Promise<void> {
  let bytes = ENVELOPE_BYTES;
  for (const part of fileParts(tx, caller)) {
    // Summing a full library takes the embedded database a while: others get a turn between.
    await yieldToEventLoop();
    const [measured] = await tx.db
      .select({
        entries: sql<number>`count(*)::float8`,
        bytes: sql<number>`coalesce(sum(${part.bytes}), 0)::float8`,
      })
      .from(part.table)
      .where(part.where);
    if (part.label && Number(measured?.entries) > LIBRARY_PACK_MAX_ENTRIES) {
      throw new ConflictError(libraryFullMessage(part.label));
    }
    bytes += Number(measured?.bytes);
  }
  if (bytes > LIBRARY_PACK_MAX_BYTES) throw new ConflictError(librariesFullMessage());
}

/** Thrown inside the transaction of a write that is only tried, to undo it. */
class WriteUndone extends Error {}

/**
 * Runs a write to the caller's libraries in one transaction
 * (docs/adr/0038-multi-row-writes-in-intransaction.md) that holds their row, and undoes it when the
 * libraries no longer fit in one library file. Every library write (create, update, import) goes
 * through here. With `undo` (an import's dry run) the write is done and checked, so the answer is
 * exactly the real one's, then undone.
 */
export async function withinLibraryBudget<T>(
  ctx: ServiceContext,
  caller: Pick<Caller, 'id'>,
  write: (tx: ServiceContext) => Promise<T>,
  { undo = false }: { undo?: boolean } = {},
): Promise<T> {
  const tried: { written?: { value: T } } = {};
  try {
    return await inTransaction(ctx, async (tx) => {
      await lockLibraries(tx, caller);
      const written = await write(tx);
      await assertLibrariesFit(tx, caller);
      if (undo) {
        tried.written = { value: written };
        throw new WriteUndone();
      }
      return written;
    });
  } catch (error) {
    if (error instanceof WriteUndone && tried.written) return tried.written.value;
    throw error;
  }
}
