import { Text } from '@mantine/core';
import type { LibraryEntityOf } from '@warband/schemas';
import { lazy, Suspense, useState } from 'react';
import { useLibraryList } from '../../api/library';
import { CardGrid, EntryCard, NewCard } from '../../components/cards/CardGrid';
import { PhaseBadges } from '../../components/phases/PhaseBadges';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import { DEFAULT_SORT, sortEntries, sortOptionsFor } from '../../components/lists/sorting';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useListSorting } from '../../hooks/useStoredSort';
import { excerpt, formatCastingValue } from './format';
import { LibraryScreenFrame } from './LibraryScreenFrame';
import { TEXT_LIBRARIES } from './texts';
import type { TextLibraryKind } from './texts';

// The editor's code loads the first time it opens.
const TextEntryDialog = lazy(() =>
  import('./TextEntryDialog').then((module) => ({ default: module.TextEntryDialog })),
);

function Summary({ entry }: { entry: LibraryEntityOf<TextLibraryKind> }) {
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
      <PhaseBadges phases={entry.phases} />
    </>
  );
}

interface Editing<K extends TextLibraryKind> {
  entry: LibraryEntityOf<K> | null;
  key: number;
}

/** My Rules, My Spells and My Heroic Actions: one screen, three libraries. */
export function TextLibraryScreen<K extends TextLibraryKind>({ kind }: { kind: K }) {
  const texts = TEXT_LIBRARIES[kind];
  const query = useLibraryList(kind);
  const sorting = useListSorting(texts.screen, sortOptionsFor(false), DEFAULT_SORT);
  const [editing, setEditing] = useState<Editing<K> | null>(null);
  const focus = useReturnFocus();
  const open = (entry: LibraryEntityOf<K> | null) => {
    focus.remember();
    setEditing({ entry, key: nextDialogKey() });
  };
  const entries = sortEntries(query.data ?? [], sorting.value);

  return (
    <LibraryScreenFrame title={texts.title} sorting={sorting} query={query} plural={texts.plural}>
      {query.isSuccess && (
        <>
          {entries.length === 0 && <Text>{texts.empty}</Text>}
          <CardGrid label={texts.title}>
            {entries.map((entry) => (
              <EntryCard
                key={entry.id}
                testId="library-card"
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
        // A modal: nothing on the page moves while its code loads.
        <Suspense fallback={null}>
          <TextEntryDialog
            key={editing.key}
            kind={kind}
            entry={editing.entry}
            onClose={() => {
              setEditing(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </LibraryScreenFrame>
  );
}
