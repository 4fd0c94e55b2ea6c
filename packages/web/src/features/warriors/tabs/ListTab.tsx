import { getOrThrow, itemAt } from '@warband/rules';
import { Box, Button, Flex, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { EditorListName } from '../editor-form';
import type { DraftFields } from './entry-draft';
import { entryTitle, LIST_TEXTS } from './entry-labels';
import { EntryAccordion } from './EntryAccordion';
import { LibraryPicker } from './LibraryPicker';
import type { PickGroup, PickOption } from './library-options';
import type { EntryOf, HeldEntries } from './list-entries';
import type { ListTabProps } from './list-tab-props';
import { NewEntryForm } from './NewEntryForm';
import { useEntryDraft } from './useEntryDraft';
import type { EntryDraftForm } from './useEntryDraft';
import { useListEntries } from './useListEntries';

interface ListTabViewProps<L extends EditorListName> extends ListTabProps {
  list: L;
  library: {
    status: 'pending' | 'error' | 'success';
    /** The pick list's choices, those the warrior already holds disabled. */
    choices: (held: HeldEntries) => PickOption[] | PickGroup[];
  };
  /** A new entry copied from the library entry `id`, or null if it is no longer there. */
  fromLibrary: (id: string) => EntryOf<L> | null;
  fromDraft: (fields: DraftFields<L>) => EntryOf<L>;
  facts: (entry: EntryOf<L>) => string;
  /** The fields of the entry at `index` of the form's list. */
  renderFields: (entry: EntryOf<L>, index: number) => ReactNode;
  /** Fields the new-entry form adds for this list (a spell's casting value). */
  draftFields?: (draft: EntryDraftForm) => ReactNode;
}

/**
 * What the four list tabs have in common: add from the library, create a new entry, and the
 * warrior's entries as an accordion. A graveyard warrior's lists are shown but not changed.
 */
export function ListTab<L extends EditorListName>(props: ListTabViewProps<L>) {
  const { list, mode, library, fromLibrary, fromDraft, facts, renderFields } = props;
  const texts = LIST_TEXTS[list];
  const readOnly = mode === 'graveyard';
  const lists = useListEntries(list);
  const draft = useEntryDraft({
    list,
    mode,
    onDraftChange: props.onDraftChange,
    onAdd: (fields) => lists.add(fromDraft(fields)),
  });
  const newButton = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(draft.opened, newButton);
  const indexOf = new Map(lists.visible.map(({ entry, index }) => [entry.id, index]));

  return (
    <Stack gap="md">
      {!readOnly && (
        <Flex
          gap="sm"
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'stretch', xs: 'flex-end' }}
        >
          <Box flex={1} miw={0}>
            <LibraryPicker
              list={list}
              data={library.choices(lists.held)}
              status={library.status}
              onPick={(id) => {
                const entry = fromLibrary(id);
                if (entry) lists.add(entry);
              }}
            />
          </Box>
          {!draft.opened && (
            <Button ref={newButton} variant="light" onClick={draft.open}>
              New {texts.singular}
            </Button>
          )}
        </Flex>
      )}
      {draft.opened && (
        <NewEntryForm list={list} mode={mode} draft={draft}>
          {props.draftFields?.(draft)}
        </NewEntryForm>
      )}
      <EntryAccordion
        entries={lists.visible.map(({ entry }) => ({
          id: entry.id,
          title: entryTitle(entry.name),
          facts: facts(entry),
        }))}
        empty={texts.empty}
        value={lists.openIds}
        onChange={lists.setOpenIds}
        renderPanel={(id) => {
          const index = getOrThrow(indexOf, id, 'open entry');
          return renderFields(itemAt(lists.entries, index, 'entry'), index);
        }}
        onRemove={readOnly ? undefined : lists.remove}
      />
    </Stack>
  );
}

/** Gives focus back to the New button when the new-entry form closes (added or cancelled). */
function useFocusWhenClosed(opened: boolean, button: RefObject<HTMLButtonElement | null>) {
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened) button.current?.focus();
    wasOpened.current = opened;
  }, [opened, button]);
}
