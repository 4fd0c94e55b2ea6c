import { Text } from '@mantine/core';
import type { HeroicAction, Rule, Spell } from '@warband/schemas';
import { useState } from 'react';
import { useLibraryList } from '../../api/library';
import type { LibraryEntry } from '../../api/library';
import { excerpt, formatCastingValue } from './format';
import { CardGrid, LibraryCard, NewCard } from './LibraryCards';
import { LibraryScreenFrame, ListStatus } from './LibraryScreenFrame';
import { sortEntries, sortOptionsFor } from './sorting';
import { TextEntryDialog } from './TextEntryDialog';
import { TEXT_LIBRARIES } from './texts';
import type { TextLibraryKind } from './texts';
import { useReturnFocus } from './useReturnFocus';
import { useStoredSort } from './useStoredSort';
import { nextDialogKey } from './dialog-key';

function Summary({ entry }: { entry: Rule | Spell | HeroicAction }) {
  return (
    <>
      {'baseCastingValue' in entry && (
        <Text size="sm" fw={600}>
          Casting value {formatCastingValue(entry.baseCastingValue)}
        </Text>
      )}
      <Text size="sm" c="dimmed" lineClamp={3}>
        {entry.description ? excerpt(entry.description, 240) : 'No description'}
      </Text>
    </>
  );
}

interface Editing<K extends TextLibraryKind> {
  entry: LibraryEntry<K> | null;
  key: number;
}

/** My Rules, My Spells and My Heroic Actions: one screen, three libraries. */
export function TextLibraryScreen<K extends TextLibraryKind>({ kind }: { kind: K }) {
  const texts = TEXT_LIBRARIES[kind];
  const query = useLibraryList(kind);
  const [sort, setSort] = useStoredSort(texts.screen);
  const [editing, setEditing] = useState<Editing<K> | null>(null);
  const focus = useReturnFocus();
  const open = (entry: LibraryEntry<K> | null) => {
    focus.remember();
    setEditing({ entry, key: nextDialogKey() });
  };
  const entries = sortEntries(query.data ?? [], sort);

  return (
    <LibraryScreenFrame
      title={texts.title}
      sort={sort}
      sortOptions={sortOptionsFor(false)}
      onSortChange={setSort}
    >
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural={texts.plural}
        onRetry={() => void query.refetch()}
      />
      {query.isSuccess && (
        <>
          {entries.length === 0 && <Text>{texts.empty}</Text>}
          <CardGrid label={texts.title}>
            {entries.map((entry) => (
              <LibraryCard
                key={entry.id}
                name={entry.name}
                summary={<Summary entry={entry} />}
                onEdit={() => open(entry)}
              />
            ))}
            <NewCard label={texts.newCard} onClick={() => open(null)} />
          </CardGrid>
        </>
      )}
      {editing && (
        <TextEntryDialog
          key={editing.key}
          kind={kind}
          entry={editing.entry}
          onClose={() => {
            setEditing(null);
            focus.restore();
          }}
        />
      )}
    </LibraryScreenFrame>
  );
}
