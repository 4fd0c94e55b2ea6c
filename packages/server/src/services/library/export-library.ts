import { eq } from 'drizzle-orm';
import {
  LIBRARY_KINDS,
  LIBRARY_PACK_FORMAT,
  LIBRARY_PACK_VERSION,
  LibraryPack,
  type LibraryKind,
} from '@warband/schemas';
import { profiles } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { yieldToEventLoop } from '../event-loop';
import { toPackProfiles } from '../profile/pack-profiles';
import { loadProfiles } from '../profile/profile-rows';
import { listOwnEntries } from './entries';
import { LIBRARIES } from './kinds';

async function exportInto<K extends LibraryKind>(
  ctx: ServiceContext,
  caller: Caller,
  kind: K,
  pack: LibraryPack,
) {
  const library = LIBRARIES[kind];
  const entries = await listOwnEntries(ctx, caller, library);
  pack[library.packKey] = library.toPackList(entries);
}

/**
 * The player's four libraries and profiles as a file they can keep or share; no ids, no timestamps. Writes
 * keep the libraries within what a library file may hold (budget.ts), so the file always
 * imports again.
 */
export async function exportLibrary(ctx: ServiceContext, caller: Caller): Promise<LibraryPack> {
  // The pack schema's defaults give every library an empty list to fill.
  const pack = LibraryPack.parse({
    format: LIBRARY_PACK_FORMAT,
    version: LIBRARY_PACK_VERSION,
    exportedAt: new Date().toISOString(),
  });
  for (const kind of LIBRARY_KINDS) {
    await yieldToEventLoop();
    await exportInto(ctx, caller, kind, pack);
  }
  await yieldToEventLoop();
  pack.profiles = toPackProfiles(await loadProfiles(ctx.db, eq(profiles.userId, caller.id)));
  return pack;
}
