import { eq } from 'drizzle-orm';
import {
  LIBRARY_KINDS,
  LIBRARY_PACK_FORMAT,
  LIBRARY_PACK_VERSION,
  type LibraryPack,
} from '@warband/schemas';
import type { Database } from '../db/client';
import { LIBRARIES, rowToInput } from './library-kinds';
import { sortByName } from './library-entries';

/** The player's four libraries as a file they can keep or share; no ids, no timestamps. */
export async function exportLibrary(db: Database, userId: string): Promise<LibraryPack> {
  const pack: Record<string, unknown> = {
    format: LIBRARY_PACK_FORMAT,
    version: LIBRARY_PACK_VERSION,
    exportedAt: new Date().toISOString(),
  };
  for (const kind of LIBRARY_KINDS) {
    const definition = LIBRARIES[kind];
    const table = definition.table as typeof LIBRARIES.rule.table;
    const rows = await db.select().from(table).where(eq(table.userId, userId));
    pack[definition.packKey] = sortByName(rows).map((row) => rowToInput(definition, row));
  }
  return pack as LibraryPack;
}
