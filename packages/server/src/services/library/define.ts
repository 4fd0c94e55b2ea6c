import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Phase } from '@warband/rules';
import {
  LIBRARY_REGISTRY,
  type LibraryEntityOf,
  type LibraryInputOf,
  type LibraryKind,
  type LibraryPack,
} from '@warband/schemas';
import type { Database } from '../../db/client';
import type { Caller } from '../context';
import type { OwnedTable } from '../owned';

type NotNull<T> = AnyPgColumn<{ data: T; notNull: true }>;

/**
 * The columns every library table has (libraryColumns in db/schema.ts). The shared code works
 * on this type, so it never needs to know which of the four tables it was handed.
 */
export type LibraryTable = OwnedTable & {
  id: NotNull<string>;
  userId: NotNull<string>;
  name: NotNull<string>;
  createdAt: NotNull<Date>;
  updatedAt: NotNull<Date>;
};

/** What a stored row adds to the values written. */
export interface RowMeta {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PackKeyOf<K extends LibraryKind> = (typeof LIBRARY_REGISTRY)[K]['packKey'];
/** One library's list in a pack. */
export type PackListOf<K extends LibraryKind> = LibraryPack[PackKeyOf<K>];
/** One entry as a player writes it: a request body or an entry of a pack (the same shape). */
export type EntryInput<K extends LibraryKind> = LibraryInputOf<K> | PackListOf<K>[number];

export type FieldProblems = Record<string, string>;

/** Columns an input may write: never the id, the owner or the timestamps. */
type WritableValues<T extends LibraryTable> = Omit<
  T['$inferInsert'],
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** What tells one library from another; `defineLibrary` builds the rest. */
export interface LibrarySpec<K extends LibraryKind, T extends LibraryTable, V> {
  table: T;
  /** The input's columns, copied one by one so nothing else is ever written. */
  toValues(input: EntryInput<K>): V;
  /** The rows the WHERE clause picks, with exactly the columns an entity shows. */
  select(db: Database, where: SQL | undefined): Promise<(NoInfer<V> & RowMeta)[]>;
  /** Field by field: lists are read far more often than written, and this runs per row. */
  toEntity(row: NoInfer<V> & RowMeta): LibraryEntityOf<K>;
  /** The entities as a library pack carries them (no ids, no timestamps). */
  toPackList(entities: LibraryEntityOf<K>[]): PackListOf<K>;
  /** Entries of different types may share a name (an item and a mount called Horse). */
  typeOf?(entry: EntryInput<K> | LibraryEntityOf<K>): string;
  /** Problems the schema cannot see because they depend on the player's ruleset. */
  check?(input: EntryInput<K>, newRuleset: boolean): FieldProblems | undefined;
}

export interface LibraryDefinition<K extends LibraryKind> {
  kind: K;
  packKey: PackKeyOf<K>;
  table: LibraryTable;
  list(db: Database, where: SQL | undefined): Promise<LibraryEntityOf<K>[]>;
  create(
    db: Database,
    caller: Pick<Caller, 'id'>,
    input: EntryInput<K>,
  ): Promise<LibraryEntityOf<K>>;
  insertMany(db: Database, caller: Pick<Caller, 'id'>, inputs: EntryInput<K>[]): Promise<void>;
  /** The updated entity, or undefined when the WHERE clause picked no row. */
  update(
    db: Database,
    where: SQL | undefined,
    input: EntryInput<K>,
  ): Promise<LibraryEntityOf<K> | undefined>;
  toPackList(entities: LibraryEntityOf<K>[]): PackListOf<K>;
  typeOf(entry: EntryInput<K> | LibraryEntityOf<K>): string;
  check(input: EntryInput<K>, newRuleset: boolean): FieldProblems | undefined;
}

export function defineLibrary<
  K extends LibraryKind,
  T extends LibraryTable,
  V extends WritableValues<T>,
>(kind: K, spec: LibrarySpec<K, T, V>): LibraryDefinition<K> {
  const table: LibraryTable = spec.table;
  const meta = { id: table.id, createdAt: table.createdAt, updatedAt: table.updatedAt };
  return {
    kind,
    packKey: LIBRARY_REGISTRY[kind].packKey,
    table,
    async list(db, where) {
      const rows = await spec.select(db, where);
      return rows.map((row) => spec.toEntity(row));
    },
    async create(db, caller, input) {
      const values = spec.toValues(input);
      const [row] = await db
        .insert(table)
        .values({ ...values, userId: caller.id })
        .returning(meta);
      if (!row) throw new Error(`Inserting into the ${kind} library returned no row.`);
      return spec.toEntity({ ...values, ...row });
    },
    async insertMany(db, caller, inputs) {
      if (inputs.length === 0) return;
      await db
        .insert(table)
        .values(inputs.map((input) => ({ ...spec.toValues(input), userId: caller.id })));
    },
    async update(db, where, input) {
      const values = spec.toValues(input);
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(where)
        .returning(meta);
      return row && spec.toEntity({ ...values, ...row });
    },
    toPackList: (entities) => spec.toPackList(entities),
    typeOf: (entry) => spec.typeOf?.(entry) ?? '',
    check: (input, newRuleset) => spec.check?.(input, newRuleset),
  };
}

/** An entity without its id and timestamps: what a library pack carries. */
export function withoutMeta<E extends { id: string; createdAt: string; updatedAt: string }>(
  entity: E,
): Omit<E, 'id' | 'createdAt' | 'updatedAt'> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...entry } = entity;
  return entry;
}

/** Rules and heroic actions are a name, a description and the phases they matter in. */
export const nameAndDescription = {
  toValues: (input: { name: string; description: string; phases: Phase[] }) => ({
    name: input.name,
    description: input.description,
    phases: input.phases,
  }),
  toEntity: (row: { name: string; description: string; phases: Phase[] } & RowMeta) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    phases: row.phases,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
};
