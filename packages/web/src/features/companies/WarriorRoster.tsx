import { SegmentedControl } from '@mantine/core';
import { STAT_ABBREVIATIONS, STAT_LABELS, statKeysFor, type StatKey } from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { useState } from 'react';
import { characteristicLine } from '../../components/warrior-card/card-content';
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

const HEROIC = new Set<StatKey>(['might', 'will', 'fate']);

/**
 * One line per warrior, the company as a printed roster reads: name and rank, the
 * characteristics under one head, the points. The name opens the warrior. A rank without
 * Might, Will and Fate leaves their cells empty; on a phone the line scrolls sideways under
 * the name rather than breaking in two.
 */
export function WarriorRoster({ warriors, newRuleset, editable, onOpen }: WarriorRosterProps) {
  const keys = statKeysFor(newRuleset);
  return (
    <div className={classes.rosterFrame}>
      <table className={classes.roster} aria-label="Roster">
        <thead>
          <tr>
            <th scope="col" className={classes.rosterWho}>
              Warrior
            </th>
            {keys.map((key) => (
              <th
                key={key}
                scope="col"
                aria-label={STAT_LABELS[key]}
                title={STAT_LABELS[key]}
                className={HEROIC.has(key) ? classes.mwf : undefined}
              >
                {STAT_ABBREVIATIONS[key]}
              </th>
            ))}
            <th scope="col" aria-label="Points" title="Points" className={classes.rosterPoints}>
              Pts
            </th>
          </tr>
        </thead>
        <tbody>
          {warriors.map((warrior) => {
            const values = new Map(
              characteristicLine(warrior, newRuleset).map((column) => [column.key, column.value]),
            );
            return (
              <tr key={warrior.id}>
                <th scope="row" className={classes.rosterWho}>
                  <button
                    type="button"
                    className={classes.rosterName}
                    aria-label={`${editable ? 'Edit' : 'View'} ${warrior.name}`}
                    title={warrior.name}
                    onClick={() => onOpen(warrior)}
                  >
                    <strong>{warrior.name}</strong>
                    <small>{warrior.rank}</small>
                  </button>
                </th>
                {keys.map((key) => (
                  <td
                    key={key}
                    data-stat={key}
                    className={HEROIC.has(key) ? classes.mwf : undefined}
                  >
                    {values.get(key) ?? ''}
                  </td>
                ))}
                <td className={classes.rosterPoints}>{warrior.totalPoints}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
