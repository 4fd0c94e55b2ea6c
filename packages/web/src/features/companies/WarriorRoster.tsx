import { SegmentedControl } from '@mantine/core';
import type { Warrior } from '@warband/schemas';
import { useState } from 'react';
import { CharacteristicLine } from '../../components/warrior-card/CharacteristicLine';
import classes from './CompanyCard.module.css';

export const LAYOUTS = ['cards', 'roster'] as const;
export type Layout = (typeof LAYOUTS)[number];

const LAYOUT_KEY = 'warband-company-layout';

function storedLayout(): Layout {
  try {
    const stored = localStorage.getItem(LAYOUT_KEY);
    return stored === 'roster' ? 'roster' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards or the compact roster, kept per device: a phone at the table wants one, a desk the other. */
export function useCompanyLayout(): [Layout, (layout: Layout) => void] {
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const choose = (next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this visit only.
    }
  };
  return [layout, choose];
}

export function LayoutSwitch({
  value,
  onChange,
}: {
  value: Layout;
  onChange: (layout: Layout) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show warriors as"
      value={value}
      onChange={(next) => onChange(next === 'roster' ? 'roster' : 'cards')}
      data={[
        { value: 'cards', label: 'Cards' },
        { value: 'roster', label: 'Roster' },
      ]}
      classNames={{ label: classes.layoutLabel }}
    />
  );
}

interface WarriorRosterProps {
  warriors: Warrior[];
  newRuleset: boolean;
  editable: boolean;
  onOpen: (warrior: Warrior) => void;
}

/** One line per warrior: name, rank, characteristics and points, each opening the warrior. */
export function WarriorRoster({ warriors, newRuleset, editable, onOpen }: WarriorRosterProps) {
  return (
    <ul className={classes.roster} aria-label="Roster">
      {warriors.map((warrior) => (
        <li key={warrior.id} aria-label={warrior.name} className={classes.rosterRow}>
          <button
            type="button"
            className={classes.rosterName}
            aria-label={`${editable ? 'Edit' : 'View'} ${warrior.name}`}
            onClick={() => onOpen(warrior)}
          >
            <strong>{warrior.name}</strong>
            <small>{warrior.rank}</small>
          </button>
          <CharacteristicLine warrior={warrior} newRuleset={newRuleset} />
          <span className={classes.rosterPoints}>{warrior.totalPoints} pts</span>
        </li>
      ))}
    </ul>
  );
}
