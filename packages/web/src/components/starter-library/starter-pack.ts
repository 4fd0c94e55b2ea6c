import { LibraryPack } from '@warband/schemas';

/** The name the import preview shows for the starter library, where a file's name would be. */
export const STARTER_LIBRARY_NAME = 'the starter library';

/**
 * The starter library: common wargear, mounts and a few example profiles, shipped with the
 * app so a new player can recruit without typing a library first. Loaded on demand (it is not
 * needed on any first page) and read through the same schema as any library file, so it is
 * imported exactly as a file would be.
 */
export async function loadStarterPack(): Promise<LibraryPack> {
  const { default: data } = await import('./starter-library.json');
  return LibraryPack.parse(data);
}
