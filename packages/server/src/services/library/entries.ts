import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIBRARY_REGISTRY,
  type LibraryEntityOf,
  type LibraryInputOf,
  type LibraryKind,
} from '@warband/schemas';
import { NotFoundError, ValidationError } from '../../errors';
import { serializerFor } from '../../serializer';
import { keptAnswer } from '../answers/kept-answer';
import type { Caller, ServiceContext } from '../context';
import { deleteOwned, isUuid, ownedBy } from '../owned';
import { inTransaction } from '../transaction';
import { withinLibraryBudget } from './budget';
import type { LibraryDefinition } from './define';
import { LIBRARIES } from './kinds';

// In Node rather than SQL: the database's collation differs between PGlite and a server,
// and players expect 'Éored' next to 'Eagle' and '(copy 2)' before '(copy 10)'.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The order the lists show: by name ignoring case and accents, then oldest first. ISO
 * timestamps of one format sort as text in time order.
 */
export function sortByName<T extends { name: string; createdAt: string }>(entries: T[]): T[] {
  return entries.sort(
    (a, b) =>
      collator.compare(a.name, b.name) ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0),
  );
}

/** The caller's entries of one library, in list order. */
export async function listOwnEntries<K extends LibraryKind>(
  ctx: ServiceContext,
  caller: Pick<Caller, 'id'>,
  library: LibraryDefinition<K>,
): Promise<LibraryEntityOf<K>[]> {
  return sortByName(await library.list(ctx.db, eq(library.table.userId, caller.id)));
}

function check<K extends LibraryKind>(
  library: LibraryDefinition<K>,
  caller: Caller,
  input: LibraryInputOf<K>,
) {
  const problems = library.check(input, caller.newRuleset);
  if (problems) throw new ValidationError(problems);
}

/**
 * The verbs of the four flat player libraries (wargear, rules, spells, heroic actions), which
 * differ only in their fields. Each player reaches only their own rows: any other id, a
 * stranger's included, is simply not found. Creates and updates keep the player's libraries
 * within one library file (budget.ts). Entities with more to them than a list of fields
 * get verbs of their own, one file per verb.
 */
export function libraryEntries<K extends LibraryKind>(kind: K) {
  const library = LIBRARIES[kind];
  const serialize = serializerFor(z.array(LIBRARY_REGISTRY[kind].entity));
  return {
    /** The list as JSON text, kept while the library is unchanged (answers/kept-answer.ts). */
    list: (ctx: ServiceContext, caller: Caller) =>
      keptAnswer(ctx, caller, {
        scope: kind,
        variant: '',
        build: async (tx) => serialize(await listOwnEntries(tx, caller, library)),
      }),

    async create(
      ctx: ServiceContext,
      caller: Caller,
      input: LibraryInputOf<K>,
    ): Promise<LibraryEntityOf<K>> {
      check(library, caller, input);
      return withinLibraryBudget(ctx, caller, (tx) => library.create(tx.db, caller, input));
    },

    /** The id only picks the row: the entry's own fields are what gets written. */
    async update(
      ctx: ServiceContext,
      caller: Caller,
      input: LibraryInputOf<K> & { id: string },
    ): Promise<LibraryEntityOf<K>> {
      if (!isUuid(input.id)) throw new NotFoundError();
      check(library, caller, input);
      const where = ownedBy(library.table, caller, input.id);
      return withinLibraryBudget(ctx, caller, async (tx) => {
        const updated = await library.update(tx.db, where, input);
        if (!updated) throw new NotFoundError();
        return updated;
      });
    },

    remove: (ctx: ServiceContext, caller: Caller, { id }: { id: string }): Promise<void> =>
      inTransaction(ctx, ({ db }) => deleteOwned(db, library.table, caller, id)),
  };
}
