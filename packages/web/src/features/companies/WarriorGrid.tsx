import { SimpleGrid } from '@mantine/core';
import type { Warrior } from '@warband/schemas';
import type { KeyboardEvent } from 'react';
import { NewCard } from '../../components/cards/CardGrid';
import { WarriorCard } from '../../components/warrior-card/WarriorCard';
import { COMPANY_TEXTS } from './texts';
import classes from './WarriorGrid.module.css';

interface WarriorGridProps {
  warriors: Warrior[];
  newRuleset: boolean;
  /** Opens the editor: on a warrior, or on a new one (null). */
  onOpen: (warrior: Warrior | null) => void;
}

/**
 * The company's cards, then the 'New Warrior' card. A card opens its warrior in the editor
 * on a click, or on Enter or Space once focused (the card is a tab stop of its own).
 */
export function WarriorGrid({ warriors, newRuleset, onOpen }: WarriorGridProps) {
  const onKey = (warrior: Warrior) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Only when the card itself has focus, never a control inside it.
    if (!(event.target instanceof HTMLElement) || event.target.tagName !== 'ARTICLE') return;
    event.preventDefault();
    onOpen(warrior);
  };
  return (
    // Three cards a row at most: a card's characteristic line needs the width.
    <SimpleGrid
      type="container"
      cols={{ base: 1, '560px': 2, '880px': 3 }}
      spacing="md"
      role="list"
      aria-label="Warriors"
    >
      {warriors.map((warrior) => (
        <div
          role="listitem"
          key={warrior.id}
          className={classes.item}
          title={`Edit ${warrior.name}`}
          onClick={() => onOpen(warrior)}
          onKeyDown={onKey(warrior)}
        >
          <WarriorCard warrior={warrior} newRuleset={newRuleset} />
        </div>
      ))}
      <NewCard label={COMPANY_TEXTS.newWarrior} onClick={() => onOpen(null)} />
    </SimpleGrid>
  );
}
