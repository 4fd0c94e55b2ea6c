import { Stack, Text, Title } from '@mantine/core';
import type { Wargear } from '@warband/schemas';
import { useState } from 'react';
import { useLibraryList } from '../../api/library';
import { useSession } from '../../hooks/useSession';
import { formatAdjustment, formatPoints } from './format';
import { CardGrid, LibraryCard, NewCard } from './LibraryCards';
import { LibraryScreenFrame, ListStatus } from './LibraryScreenFrame';
import { MountProfile } from './MountProfile';
import { sortEntries, sortOptionsFor } from './sorting';
import { ARMOURY, WARGEAR_TEXTS } from './texts';
import type { WargearSection } from './texts';
import { useReturnFocus } from './useReturnFocus';
import { useStoredSort } from './useStoredSort';
import { nextDialogKey } from './dialog-key';
import { WargearDetails } from './WargearDetails';
import { WargearDialog } from './WargearDialog';

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
  const [sort, setSort] = useStoredSort(ARMOURY.screen, true);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [details, setDetails] = useState<Wargear | null>(null);
  const sorted = sortEntries(query.data ?? [], sort);
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
      sort={sort}
      sortOptions={sortOptionsFor(true)}
      onSortChange={setSort}
    >
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural={ARMOURY.plural}
        onRetry={() => void query.refetch()}
      />
      {query.isSuccess &&
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
                  <LibraryCard
                    key={entry.id}
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
        <WargearDialog
          key={editing.key}
          section={editing.section}
          entry={editing.entry}
          onClose={close}
        />
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
