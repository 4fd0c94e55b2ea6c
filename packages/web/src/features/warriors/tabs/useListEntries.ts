import { useState } from 'react';
import { useEditorFormContext } from '../editor-form';
import type { EditorListName } from '../editor-form';
import {
  entriesOf,
  entryIdsWithErrors,
  heldEntries,
  removalOf,
  visibleEntries,
} from './list-entries';
import type { EntryOf } from './list-entries';

/**
 * One list of the editor's form as a tab uses it: the entries it shows, what it holds,
 * which accordion items are open, and adding and removing entries. Nothing is saved here: the
 * dialog sends the lists when it saves
 * (docs/adr/0072-the-tabs-hold-changes-in-the-editors-form-nothing.md).
 */
export function useListEntries<L extends EditorListName>(list: L) {
  const form = useEditorFormContext();
  const entries = entriesOf(form.getValues(), list);
  const [opened, setOpened] = useState<string[]>([]);
  const visible = visibleEntries(entries);
  const shown = new Set(visible.map(({ entry }) => entry.id));
  // An entry with an error stays open until the error is fixed, so no message is hidden.
  const openIds = [
    ...new Set([...opened, ...entryIdsWithErrors(list, entries, form.errors)]),
  ].filter((id) => shown.has(id));

  /** Appends a new entry and opens it, so the player sees and can finish what was added. */
  function add(entry: EntryOf<L>) {
    // The list named L holds EntryOf<L>; Mantine's path types cannot see through L.
    form.insertListItem(list, entry as never);
    setOpened((open) => [...open, entry.id]);
  }

  /** Removes an entry (and the rules a removed item grants): stored ones are marked, new ones dropped. */
  function remove(id: string) {
    for (const removal of removalOf(form.getValues(), list, id)) {
      const marked = removal.mark.map((index) => `${removal.list}.${index}.`);
      for (const index of removal.mark) {
        form.setFieldValue(`${removal.list}.${index}.remove`, true);
      }
      // A hidden entry must not hold back the save with a message the player cannot see.
      form.setErrors((errors) =>
        Object.fromEntries(
          Object.entries(errors).filter(([path]) => !marked.some((at) => path.startsWith(at))),
        ),
      );
      // From the end, so the indexes still to drop stay right.
      for (const index of [...removal.drop].sort((a, b) => b - a)) {
        form.removeListItem(removal.list, index);
      }
    }
    setOpened((open) => open.filter((openId) => openId !== id));
  }

  return {
    form,
    entries,
    visible,
    held: heldEntries(list, entries),
    openIds,
    setOpenIds: setOpened,
    add,
    remove,
  };
}

export type ListEntries<L extends EditorListName> = ReturnType<typeof useListEntries<L>>;
