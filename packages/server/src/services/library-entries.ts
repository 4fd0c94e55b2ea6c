import { and, eq } from 'drizzle-orm';
import { Uuid, type LibraryKind } from '@warband/schemas';
import type { Database } from '../db/client';
import { NotFoundError, ValidationError } from '../errors';
import { inputToValues, LIBRARIES, rowToEntity, type LibraryTypes } from './library-kinds';

/**
 * Create, read, update and delete of the four player libraries. Each player reaches only
 * their own rows: any other id, a stranger's included, is simply not found.
 */
export interface LibraryEntries<K extends LibraryKind> {
  list(userId: string): Promise<LibraryTypes[K]['entity'][]>;
  create(user: Owner, input: LibraryTypes[K]['input']): Promise<LibraryTypes[K]['entity']>;
  update(
    user: Owner,
    id: string,
    input: LibraryTypes[K]['input'],
  ): Promise<LibraryTypes[K]['entity']>;
  remove(userId: string, id: string): Promise<void>;
}

export interface Owner {
  id: string;
  newRuleset: boolean;
}

// Anything that is not a UUID cannot be a row id; checked here so the database never sees it.
const isUuid = (id: string) => Uuid.safeParse(id).success;

// In Node rather than SQL: the database's collation differs between PGlite and a server,
// and players expect 'Éored' next to 'Eagle' and '(copy 2)' before '(copy 10)'.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The order the lists show: by name ignoring case and accents, then oldest first. */
export function sortByName<T extends { name: string; createdAt: Date }>(rows: T[]): T[] {
  return rows.sort(
    (a, b) => collator.compare(a.name, b.name) || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

export function libraryEntries<K extends LibraryKind>(db: Database, kind: K): LibraryEntries<K> {
  type Entity = LibraryTypes[K]['entity'];
  const definition = LIBRARIES[kind];
  // The four tables share the columns used here; Drizzle cannot see that through a union.
  const table = definition.table as typeof LIBRARIES.rule.table;
  const owned = (userId: string, id: string) => and(eq(table.id, id), eq(table.userId, userId));
  const toEntity = (row: object) =>
    rowToEntity(definition, row as Record<string, unknown>) as Entity;

  function check(user: Owner, input: object) {
    const problems = definition.check(input as Record<string, unknown>, user.newRuleset);
    if (problems) throw new ValidationError(problems);
  }

  return {
    async list(userId) {
      const rows = await db.select().from(table).where(eq(table.userId, userId));
      return sortByName(rows).map(toEntity);
    },

    async create(user, input) {
      check(user, input);
      const values = { ...inputToValues(definition, input), userId: user.id };
      const [row] = await db
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning();
      return toEntity(row!);
    },

    async update(user, id, input) {
      if (!isUuid(id)) throw new NotFoundError();
      check(user, input);
      const values = { ...inputToValues(definition, input), updatedAt: new Date() };
      const [row] = await db.update(table).set(values).where(owned(user.id, id)).returning();
      if (!row) throw new NotFoundError();
      return toEntity(row);
    },

    async remove(userId, id) {
      if (!isUuid(id)) throw new NotFoundError();
      const deleted = await db.delete(table).where(owned(userId, id)).returning({ id: table.id });
      if (deleted.length === 0) throw new NotFoundError();
    },
  };
}
