import { Select } from '@mantine/core';
import { useState } from 'react';
import type { EditorListName } from '../editor-form';
import { LIST_TEXTS } from './entry-labels';
import type { PickGroup, PickOption } from './library-options';

interface LibraryPickerProps {
  list: EditorListName;
  data: PickOption[] | PickGroup[];
  status: 'pending' | 'error' | 'success';
  /** Called with the id of the library entry chosen; the picker then starts afresh. */
  onPick: (id: string) => void;
}

/**
 * A searchable pick list of the player's library: choosing an entry adds a copy of it to the
 * warrior at once. Entries already held are listed but disabled.
 */
export function LibraryPicker({ list, data, status, onPick }: LibraryPickerProps) {
  const texts = LIST_TEXTS[list];
  const [search, setSearch] = useState('');
  const empty = status === 'success' && data.length === 0;
  const placeholder =
    status === 'pending' ? 'Loading…' : empty ? texts.libraryEmpty : 'Search by name';
  return (
    <Select
      label={`Add from ${texts.library}`}
      placeholder={placeholder}
      data={data}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (id === null) return;
        onPick(id);
        setSearch('');
      }}
      selectFirstOptionOnChange
      // Enter picks the highlighted entry; with none, it must not save the whole warrior.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      nothingFoundMessage="Nothing found"
      maxDropdownHeight={280}
      disabled={status === 'pending' || empty}
      error={status === 'error' ? `${texts.library} could not be loaded` : undefined}
    />
  );
}
