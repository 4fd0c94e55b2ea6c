import { Stack, Text, Title } from '@mantine/core';
import type { Wargear } from '@warband/schemas';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useLibraryList } from '../../api/library';
import { CardGrid, EntryCard, NewCard } from '../../components/cards/CardGrid';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import { DEFAULT_SORT, sortEntries, sortOptionsFor } from '../../components/lists/sorting';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useSession } from '../../hooks/useSession';
import { useListSorting } from '../../hooks/useStoredSort';
import { formatAdjustment, formatPoints } from './format';
import { LibraryScreenFrame } from './LibraryScreenFrame';
import { MountProfile } from './MountProfile';
import { ARMOURY, WARGEAR_TEXTS } from './texts';
import type { WargearSection } from './texts';
import { WargearDetails } from './WargearDetails';

// The editor's code loads the first time it opens.
const WargearDialog = lazy(() =>
  import('./WargearDialog').then((module) => ({ default: module.WargearDialog })),
);

interface Editing {
  section: WargearSection;
  entry: Wargear | null;
  key: number;
}

function Summary({ item, newRuleset }: { item: Wargear; newRuleset: boolean }) {
  const adjustment = formatAdjustment(item.adjustmentStat, item.adjustmentValue);
  return (
    <>
      <Text size="sm" fw={600}>
        {formatPoints(item)}
        {item.influence > 0 ? ` · Influence ${item.influence}` : ''}
      </Text>
      {adjustment && <Text size="sm">{adjustment}</Text>}
      {item.mount === 1 && <MountProfile mount={item} newRuleset={newRuleset} />}
      {item.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.description}
        </Text>
      )}
    </>
  );
}

/** My Armoury: the player's items and mounts, in two sections. */
export function ArmouryScreen() {
  const newRuleset = useSession()?.newRuleset ?? false;
  const query = useLibraryList('wargear');
  const sorting = useListSorting(ARMOURY.screen, sortOptionsFor(true), DEFAULT_SORT);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [details, setDetails] = useState<Wargear | null>(null);
  // The cards render in the background, in slices the browser can answer a tap between.
  const list = useDeferredValue(query.data);
  const sorted = sortEntries(list ?? [], sorting.value);
  const sections: { section: WargearSection; entries: Wargear[] }[] = [
    { section: 'item', entries: sorted.filter((entry) => entry.mount !== 1) },
    { section: 'mount', entries: sorted.filter((entry) => entry.mount === 1) },
  ];
  const focus = useReturnFocus();
  const edit = (section: WargearSection, entry: Wargear | null) =>
    setEditing({ section, entry, key: nextDialogKey() });
  const close = () => {
    setEditing(null);
    setDetails(null);
    focus.restore();
  };

  return (
    <LibraryScreenFrame
      title={ARMOURY.title}
      sorting={sorting}
      // Still loading while the cards are drawn in the background.
      query={{
        isPending: query.isPending || (query.isSuccess && !list),
        error: query.error,
        refetch: query.refetch,
      }}
      plural={ARMOURY.plural}
    >
      {query.isSuccess &&
        list &&
        sections.map(({ section, entries }) => {
          const texts = WARGEAR_TEXTS[section];
          return (
            <Stack
              component="section"
              gap="sm"
              key={section}
              aria-labelledby={`armoury-${section}`}
            >
              <Title order={2} id={`armoury-${section}`}>
                {texts.heading}
              </Title>
              {entries.length === 0 && <Text>{texts.empty}</Text>}
              <CardGrid label={texts.heading}>
                {entries.map((entry) => (
                  <EntryCard
                    key={entry.id}
                    testId="library-card"
                    name={entry.name}
                    summary={<Summary item={entry} newRuleset={newRuleset} />}
                    onEdit={() => {
                      focus.remember();
                      edit(section, entry);
                    }}
                    onDetails={() => {
                      focus.remember();
                      setDetails(entry);
                    }}
                  />
                ))}
                <NewCard
                  label={texts.newCard}
                  onClick={() => {
                    focus.remember();
                    edit(section, null);
                  }}
                />
              </CardGrid>
            </Stack>
          );
        })}
      {editing && (
        // A modal: nothing on the page moves while its code loads.
        <Suspense fallback={null}>
          <WargearDialog
            key={editing.key}
            section={editing.section}
            entry={editing.entry}
            onClose={close}
          />
        </Suspense>
      )}
      {details && (
        <WargearDetails
          item={details}
          onClose={close}
          onEdit={() => {
            setDetails(null);
            edit(details.mount === 1 ? 'mount' : 'item', details);
          }}
        />
      )}
    </LibraryScreenFrame>
  );
}
