import { SimpleGrid } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Warrior } from '@warband/schemas';
import type { CardItem } from './card-content';
import { ItemDetailDialog } from './ItemDetailDialog';
import { OpenableCard } from './OpenableCard';
import { WarriorCard } from './WarriorCard';

interface WarriorGridProps {
  warriors: Warrior[];
  newRuleset: boolean;
  /** Whether a card opens its warrior to edit or only to view (a retired or shared company). */
  editable: boolean;
  onOpen: (warrior: Warrior) => void;
  /** A card's own controls, at the foot of its face (the company page's Copy menu). */
  cardActions?: (warrior: Warrior) => ReactNode;
  /** After the last card (the company page's New Warrior card). */
  children?: ReactNode;
}

/**
 * A company's cards, the same on the company page and on a shared company: each opens its
 * warrior in the editor (or its View), a Creature names its owner, and an entry of a card's
 * lists opens only its own detail.
 */
export function WarriorGrid({
  warriors,
  newRuleset,
  editable,
  onOpen,
  cardActions,
  children,
}: WarriorGridProps) {
  const [detail, setDetail] = useState<CardItem | null>(null);
  return (
    <>
      {detail && <ItemDetailDialog item={detail} onClose={() => setDetail(null)} />}
      {/* Three cards a row at most: a card's characteristic line needs the width. */}
      <SimpleGrid
        type="container"
        cols={{ base: 1, '560px': 2, '880px': 3 }}
        spacing="md"
        role="list"
        aria-label="Warriors"
      >
        {warriors.map((warrior) => (
          <OpenableCard
            key={warrior.id}
            title={`${editable ? 'Edit' : 'View'} ${warrior.name}`}
            onOpen={() => onOpen(warrior)}
          >
            <WarriorCard
              warrior={warrior}
              newRuleset={newRuleset}
              ownerName={ownerOf(warrior, warriors)}
              onItem={setDetail}
              actions={cardActions?.(warrior)}
            />
          </OpenableCard>
        ))}
        {children}
      </SimpleGrid>
    </>
  );
}

/** The name of the warrior who owns a Creature, when he is in the company. */
function ownerOf(warrior: Warrior, warriors: Warrior[]): string | undefined {
  if (warrior.rank !== 'Creature' || !warrior.owner) return undefined;
  return warriors.find((candidate) => candidate.id === warrior.owner)?.name;
}
