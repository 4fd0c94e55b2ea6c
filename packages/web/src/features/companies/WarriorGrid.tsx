import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import type { Warrior } from '@warband/schemas';
import { NewCard } from '../../components/cards/CardGrid';
import type { CardItem } from '../../components/warrior-card/card-content';
import { ItemDetailDialog } from '../../components/warrior-card/ItemDetailDialog';
import { OpenableCard } from '../../components/warrior-card/OpenableCard';
import { WarriorCard } from '../../components/warrior-card/WarriorCard';
import { COMPANY_TEXTS } from './texts';
import { WarriorCopyMenu } from './WarriorCopyMenu';

interface WarriorGridProps {
  warriors: Warrior[];
  /** False while the cards after the first are still to come (CompanyView). */
  complete: boolean;
  newRuleset: boolean;
  /** False on a retired company: its cards open read-only and nobody can be recruited. */
  editable: boolean;
  /** Opens the editor: on a warrior, or on a new one (null). */
  onOpen: (warrior: Warrior | null) => void;
}

/**
 * The company's cards, each opening its warrior in the editor, then the 'New Warrior' card
 * (not on a retired company, whose warriors only open for viewing). An entry of a card's
 * lists opens only its own detail.
 */
export function WarriorGrid({
  warriors,
  complete,
  newRuleset,
  editable,
  onOpen,
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
              actions={<WarriorCopyMenu warrior={warrior} newRuleset={newRuleset} />}
            />
          </OpenableCard>
        ))}
        {/* After the last card, once it is there: it never moves down as the rest arrive. */}
        {complete && editable && (
          <NewCard label={COMPANY_TEXTS.newWarrior} onClick={() => onOpen(null)} />
        )}
      </SimpleGrid>
    </>
  );
}

/** The name of the warrior who owns a Creature, when he is in the company. */
function ownerOf(warrior: Warrior, warriors: Warrior[]): string | undefined {
  if (warrior.rank !== 'Creature' || !warrior.owner) return undefined;
  return warriors.find((candidate) => candidate.id === warrior.owner)?.name;
}
