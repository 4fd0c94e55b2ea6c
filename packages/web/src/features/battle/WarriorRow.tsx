import { Badge, Button, Group, Text } from '@mantine/core';
import { cardFace } from '@warband/rules';
import { memo } from 'react';
import { counterValue, type BattleAction, type CounterName } from './battle-reducer';
import type { BattleWarrior } from './battle-state';
import classes from './Battle.module.css';
import { Counter } from './Counter';
import { BATTLE_TEXTS as T, COUNTER_LABELS } from './texts';

/** Might, Will and Fate show only for those who have them; the rest always do. */
function countersOf(warrior: BattleWarrior): CounterName[] {
  const { might, will, fate } = warrior.totals;
  return [
    'wounds',
    ...(might > 0 ? (['might'] as const) : []),
    ...(will > 0 ? (['will'] as const) : []),
    ...(fate > 0 ? (['fate'] as const) : []),
    'inflicted',
  ];
}

interface WarriorRowProps {
  warrior: BattleWarrior;
  dispatch: (action: BattleAction) => void;
}

/**
 * One warrior at the table. Memoised on the warrior object: a tap redraws only its own row,
 * which keeps a tap to paint well inside its budget on a slow phone.
 */
export const WarriorRow = memo(function WarriorRow({ warrior, dispatch }: WarriorRowProps) {
  const face = cardFace({ status: '', ...warrior.counters });
  const { fled } = warrior.counters;
  return (
    <li
      className={classes.row}
      data-flipped={face.flipped}
      aria-label={face.backText ? `${warrior.name}, ${face.backText}` : warrior.name}
    >
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {warrior.name}
          </Text>
          <Text size="xs" c="dimmed">
            {warrior.rank}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {face.backText && (
            <Badge color={warrior.counters.wounded ? 'red' : 'orange'} variant="filled">
              {face.backText}
            </Badge>
          )}
          <Button
            className={classes.target}
            variant={fled ? 'filled' : 'default'}
            color="orange"
            aria-pressed={fled}
            aria-label={`${T.flee}: ${warrior.name}`}
            onClick={() => dispatch({ type: 'toggleFlee', warriorId: warrior.id })}
          >
            {T.flee}
          </Button>
        </Group>
      </Group>
      <div className={classes.counters}>
        {countersOf(warrior).map((counter) => {
          const [value, max] = counterValue(warrior, counter);
          return (
            <Counter
              key={counter}
              label={COUNTER_LABELS[counter]}
              warriorName={warrior.name}
              value={value}
              max={Number.isFinite(max) ? max : undefined}
              onStep={(by) => dispatch({ type: 'step', warriorId: warrior.id, counter, by })}
            />
          );
        })}
      </div>
    </li>
  );
});
