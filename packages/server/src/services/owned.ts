import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Uuid } from '@warband/schemas';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import type { Caller } from './context';

/** A table whose rows belong to one player. */
export type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

// Anything that is not a UUID cannot be a row id: checked here so the database never sees it.
export const isUuid = (id: string) => Uuid.safeParse(id).success;

/** The WHERE clause of "this row, if it is the caller's". */
export function ownedBy(table: OwnedTable, caller: Pick<Caller, 'id'>, id: string) {
  return and(eq(table.id, id), eq(table.userId, caller.id));
}

/**
 * The caller's row with this id. A malformed id, a missing row and another player's row are
 * all the same NotFoundError, so existence never leaks (ARCHITECTURE.md#api-contract).
 */
export async function findOwned<T extends OwnedTable>(
  db: Database,
  table: T,
  caller: Pick<Caller, 'id'>,
  id: string,
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw new NotFoundError();
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(ownedBy(table, caller, id))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row as T['$inferSelect'];
}

/**
 * Deletes the caller's row with this id (its children go by the foreign keys' cascade), in
 * one statement. A malformed id, a missing row and another player's row are all the same
 * NotFoundError, and nothing is deleted.
 */
export async function deleteOwned(
  db: Database,
  table: OwnedTable,
  caller: Pick<Caller, 'id'>,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError();
  const deleted = await db
    .delete(table)
    .where(ownedBy(table, caller, id))
    .returning({ id: table.id });
  if (deleted.length === 0) throw new NotFoundError();
}
