import { getOrThrow, MOUNT } from '@warband/rules';
import { LibraryPack } from '@warband/schemas';
import { z } from 'zod';

/** The name the import preview shows for the starter library, where a file's name would be. */
export const STARTER_LIBRARY_NAME = 'the starter library';

/**
 * The starter library as shipped: a library file of the older ruleset, and beside it, by name,
 * each profile's and mount's Courage and Intelligence under the 2024 ruleset, where both are
 * target numbers (docs/rules.md#rulesets): a figure of one ruleset reads wrong in the other.
 */
const StarterLibrary = LibraryPack.extend({
  ruleset2024: z.record(z.string(), z.object({ courage: z.number(), intelligence: z.number() })),
});

/**
 * The starter library: common wargear, mounts and a few example profiles, shipped with the
 * app so a new player can recruit without typing a library first, in the ruleset of the
 * player's profiles and libraries (the account's). Loaded on demand (it is not needed on any
 * first page) and read through the same schema as any library file, so it is imported exactly
 * as a file would be.
 */
export async function loadStarterPack(newRuleset: boolean): Promise<LibraryPack> {
  const { default: data } = await import('./starter-library.json');
  const { ruleset2024, ...pack } = StarterLibrary.parse(data);
  if (!newRuleset) return pack;
  const targets = new Map(Object.entries(ruleset2024));
  const of = (name: string) => getOrThrow(targets, name, 'the 2024 figures of a starter entry');
  return {
    ...pack,
    wargear: pack.wargear.map((item) =>
      item.mount === MOUNT.mount ? { ...item, ...of(item.name) } : item,
    ),
    profiles: pack.profiles.map((profile) => ({
      ...profile,
      baseStats: { ...profile.baseStats, ...of(profile.name) },
    })),
  };
}
