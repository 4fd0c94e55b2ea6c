import {
  LIBRARY_KINDS,
  LIBRARY_PACK_FORMAT,
  LIBRARY_PACK_VERSION,
  LIBRARY_REGISTRY,
  LibraryPack,
  ProfilePackEntry,
  type Company,
} from '@warband/schemas';
import { listCompanies } from './companies';
import { exportLibrary, listLibrary } from './library';
import { listProfiles } from './profiles';

/**
 * What a backup is made of, read as every other read is: from the server when it answers in
 * time, otherwise from what the device kept (docs/adr/0162-device-store-and-outbox.md), so a
 * backup can be made at the table. The companies include changes still waiting to sync.
 */
export async function readBackupSources(): Promise<{ companies: Company[]; library: LibraryPack }> {
  const [companies, library] = await Promise.all([listCompanies(), readLibrary()]);
  return { companies, library };
}

/** The library file the server makes, or one made from the lists kept on the device. */
async function readLibrary(): Promise<LibraryPack> {
  try {
    return await exportLibrary();
  } catch {
    const lists = await Promise.all(
      LIBRARY_KINDS.map(async (kind) => [
        LIBRARY_REGISTRY[kind].packKey,
        await listLibrary(kind).catch(() => []),
      ]),
    );
    const profiles = (await listProfiles().catch(() => [])).flatMap((profile) => {
      const entry = ProfilePackEntry.safeParse(profile);
      return entry.success ? [entry.data] : [];
    });
    return LibraryPack.parse({
      format: LIBRARY_PACK_FORMAT,
      version: LIBRARY_PACK_VERSION,
      ...Object.fromEntries(lists),
      profiles,
    });
  }
}
