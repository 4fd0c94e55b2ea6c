import { z } from 'zod';
import { text } from './common';
import { HeroicActionInput, RuleInput, SpellInput, WargearInput } from './library';
import { ProfilePackEntry } from './profile';

// The library file ('Export library', 'Import library'): its own module, since it carries
// the profiles, which are built from the warrior schemas, which are built from the libraries.

export const LIBRARY_PACK_FORMAT = 'warband-ledger-library';
export const LIBRARY_PACK_VERSION = 1;
export const LIBRARY_PACK_MAX_ENTRIES = 2000;
export const LIBRARY_PACK_MAX_BYTES = 2 * 1024 * 1024;

function packList<T extends z.ZodType>(entry: T) {
  return z
    .array(entry)
    .max(LIBRARY_PACK_MAX_ENTRIES, `At most ${LIBRARY_PACK_MAX_ENTRIES} entries per library`)
    .default([]);
}

/**
 * 'Export library' file: the player's four libraries and their profiles, with a format
 * version. Profiles came later: a file without them (any file made before) reads as one with
 * none, so it still imports.
 */
export const LibraryPack = z.object({
  format: z.literal(LIBRARY_PACK_FORMAT, { error: 'This is not a Warband Ledger library file' }),
  version: z.literal(LIBRARY_PACK_VERSION, {
    error: `Unsupported library file version (this app reads version ${LIBRARY_PACK_VERSION})`,
  }),
  exportedAt: text().optional(),
  wargear: packList(WargearInput),
  rules: packList(RuleInput),
  spells: packList(SpellInput),
  heroicActions: packList(HeroicActionInput),
  profiles: packList(ProfilePackEntry),
});
export type LibraryPack = z.infer<typeof LibraryPack>;

export const DuplicateStrategy = z.enum(['skip', 'copy']);
export type DuplicateStrategy = z.infer<typeof DuplicateStrategy>;

export const ImportLibraryInput = z.object({
  pack: LibraryPack,
  onDuplicate: DuplicateStrategy.default('skip'),
  /** When true nothing is written: the answer says what an import would do. */
  dryRun: z.boolean().default(false),
});
export type ImportLibraryInput = z.infer<typeof ImportLibraryInput>;

const PackCounts = z.object({
  wargear: z.number(),
  rules: z.number(),
  spells: z.number(),
  heroicActions: z.number(),
  profiles: z.number(),
});
export type PackCounts = z.infer<typeof PackCounts>;

export const ImportLibraryResult = z.object({
  dryRun: z.boolean(),
  added: PackCounts,
  skipped: PackCounts,
  /** Entries added under a new name because their name and type already existed. */
  renamed: PackCounts,
});
export type ImportLibraryResult = z.infer<typeof ImportLibraryResult>;
