import type { LibraryEntityOf, LibraryKind } from '@warband/schemas';
import { useLibraryList } from '../../../api/library';
import type { PickGroup, PickOption } from './library-options';
import type { HeldEntries } from './list-entries';

/**
 * What a list tab takes from the player's library of `kind`: the pick list's choices (those
 * held disabled) and a new copy of the entry picked. The four list tabs differ only in how
 * they offer and copy an entry; the rest is ListTab's.
 */
export function useLibraryCopies<K extends LibraryKind, C>(
  kind: K,
  choicesOf: (
    entries: readonly LibraryEntityOf<K>[],
    held: HeldEntries,
  ) => PickOption[] | PickGroup[],
  copy: (entry: LibraryEntityOf<K>) => C,
) {
  const query = useLibraryList(kind);
  const entries: readonly LibraryEntityOf<K>[] = query.data ?? [];
  return {
    library: { choices: (held: HeldEntries) => choicesOf(entries, held), status: query.status },
    fromLibrary: (id: string): C | null => {
      const entry = entries.find((each) => each.id === id);
      return entry ? copy(entry) : null;
    },
  };
}
