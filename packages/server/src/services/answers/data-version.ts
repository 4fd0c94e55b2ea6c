import { and, eq, sql } from 'drizzle-orm';
import type { LibraryKind } from '@warband/schemas';
import type { Database } from '../../db/client';
import { dataVersions } from '../../db/schema';

/**
 * The kinds of data that have a version each, as migration 0004's triggers name them: a
 * player's companies (with their warriors and lists), profiles (with their lists), and each
 * library by its kind.
 */
export type DataScope = 'companies' | 'profiles' | LibraryKind;

function prepare(db: Database) {
  return db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(
      and(
        eq(dataVersions.userId, sql.placeholder('userId')),
        eq(dataVersions.scope, sql.placeholder('scope')),
      ),
    )
    .prepare('data_version');
}

// Prepared once per database handle (and once per transaction, which is a handle of its own).
const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

/**
 * The version of a player's data of one scope: one primary-key read. It changes with every
 * committed write to the scope's rows, by any server process; 0 until the first write.
 */
export async function readDataVersion(
  db: Database,
  userId: string,
  scope: DataScope,
): Promise<number> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ userId, scope });
  return row?.version ?? 0;
}
