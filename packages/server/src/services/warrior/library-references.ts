import { and, eq, inArray } from 'drizzle-orm';
import { keysOf } from '@warband/rules/narrow';
import type { WarriorList } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  libraryHeroicActions,
  libraryRules,
  librarySpells,
  libraryWargear,
  profileRules,
  profiles,
  profileWargear,
} from '../../db/schema';

/** One answer whoever's the entry is, or whether it exists at all: nothing of others leaks. */
export const NOT_IN_YOUR_LIBRARY = 'This entry is not in your library';

/** The field of each list's entries naming the library entry the entry was copied from. */
export const LIBRARY_ID_FIELDS = {
  wargear: 'armouryId',
  specialRules: 'myRuleId',
  heroicActions: 'myHeroicActionsId',
  spells: 'mySpellsId',
} as const satisfies Record<WarriorList, string>;

type LibraryIdField = (typeof LIBRARY_ID_FIELDS)[WarriorList];

/** A library entry named by an entry of `list`, which says which library it must be in. */
export interface LibraryReference {
  list: WarriorList;
  id: string;
}

const LIBRARIES = {
  wargear: libraryWargear,
  specialRules: libraryRules,
  heroicActions: libraryHeroicActions,
  spells: librarySpells,
} satisfies Record<WarriorList, unknown>;

// Ids per query, well below the 65,535 values a statement can bind.
const IDS_PER_QUERY = 5000;

/** The ids `find` finds among `ids`, asked a chunk at a time. */
async function ownIds(ids: string[], find: (chunk: string[]) => Promise<{ id: string | null }[]>) {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    for (const row of await find(ids.slice(start, start + IDS_PER_QUERY))) {
      if (row.id) found.add(row.id);
    }
  }
  return found;
}

/** What the profiles of `userId` already carry, for the two lists a profile has. */
function profileReferences(db: Database, userId: string, list: WarriorList, chunk: string[]) {
  const mine = eq(profiles.userId, userId);
  if (list === 'wargear') {
    return db
      .select({ id: profileWargear.armouryId })
      .from(profileWargear)
      .innerJoin(profiles, eq(profiles.id, profileWargear.profileId))
      .where(and(mine, inArray(profileWargear.armouryId, chunk)));
  }
  return db
    .select({ id: profileRules.myRuleId })
    .from(profileRules)
    .innerJoin(profiles, eq(profiles.id, profileRules.profileId))
    .where(and(mine, inArray(profileRules.myRuleId, chunk)));
}

/**
 * Which of `wanted` the player may write
 * (docs/adr/0029-a-library-reference-must-be-the-players-own.md): an entry of their own library of
 * the list's kind, or a reference one of their profiles already carries (loading a profile into a
 * warrior copies its entries, references and all, and the library entry may have been deleted
 * since).
 */
export async function ownLibraryReferences(
  db: Database,
  userId: string,
  wanted: readonly LibraryReference[],
): Promise<(reference: LibraryReference) => boolean> {
  const own = new Map<WarriorList, Set<string>>();
  for (const list of keysOf(LIBRARIES)) {
    const ids = [...new Set(wanted.filter((ref) => ref.list === list).map((ref) => ref.id))];
    if (ids.length === 0) continue;
    const library = LIBRARIES[list];
    const found = await ownIds(ids, (chunk) =>
      db
        .select({ id: library.id })
        .from(library)
        .where(and(eq(library.userId, userId), inArray(library.id, chunk))),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0 && (list === 'wargear' || list === 'specialRules')) {
      const carried = await ownIds(missing, (chunk) => profileReferences(db, userId, list, chunk));
      for (const id of carried) found.add(id);
    }
    own.set(list, found);
  }
  return (reference) => own.get(reference.list)?.has(reference.id) ?? false;
}

type ReferencingEntry = { id: string; new: boolean; remove: boolean } & Partial<
  Record<LibraryIdField, string | null>
>;
type ReferencingRow = { id: string } & Partial<Record<LibraryIdField, string | null>>;

/**
 * The library references a warrior or profile write sets (on a new entry, or changed on a
 * stored one) must be the player's; one left as stored stays, whatever became of its library
 * entry. Adds a message per reference refused to `fields`, by the reference's path.
 */
export async function checkLibraryReferences<L extends WarriorList>(
  db: Database,
  userId: string,
  lists: readonly L[],
  input: Record<L, readonly ReferencingEntry[]>,
  stored: Record<L, readonly ReferencingRow[]>,
  fields: Record<string, string>,
): Promise<void> {
  const written: (LibraryReference & { path: string })[] = [];
  for (const list of lists) {
    const field = LIBRARY_ID_FIELDS[list];
    const before = new Map(stored[list].map((row) => [row.id, row[field] ?? null]));
    input[list].forEach((entry, index) => {
      const id = entry[field] ?? null;
      if (id === null || entry.remove) return;
      if (!entry.new && before.get(entry.id) === id) return;
      written.push({ list, id, path: `${list}.${index}.${field}` });
    });
  }
  if (written.length === 0) return;
  const isOwn = await ownLibraryReferences(db, userId, written);
  for (const reference of written) {
    if (!isOwn(reference)) fields[reference.path] = NOT_IN_YOUR_LIBRARY;
  }
}
