import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import {
  d6Outcome,
  D6_TABLES,
  REFERENCE_TAB_LABELS,
  swimModifier,
  swimOutcome,
  type D6Test,
  type SwimConditions,
} from '@warband/rules';
import { useState } from 'react';
import { rollD6 } from '../../components/dice/roll-d6';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

const SWIM_CONDITIONS: { key: keyof SwimConditions; label: string }[] = [
  { key: 'mounted', label: 'Mounted (+1)' },
  { key: 'heavyArmour', label: 'Heavy armour (−1)' },
  { key: 'shield', label: 'Shield (−1)' },
  { key: 'banner', label: 'Banner (−1)' },
];

interface Rolled {
  roll: number;
  modified: number;
}

/** One D6 table: rows 1, 2-5 and 6; Swim with its modifiers. A roll lights up its row. */
export function D6TableTab({ test }: { test: D6Test }) {
  const [conditions, setConditions] = useState<SwimConditions>({});
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const swim = test === 'swim';
  const roll = () => {
    const face = rollD6();
    setRolled({ roll: face, modified: swim ? swimOutcome(face, conditions).modifiedRoll : face });
  };
  const outcome = rolled ? d6Outcome(test, rolled.modified) : null;
  const modifier = swimModifier(conditions);
  return (
    <Stack gap="sm">
      {swim && (
        <Group gap="md" style={{ rowGap: 0 }}>
          {SWIM_CONDITIONS.map(({ key, label }) => (
            <Checkbox
              key={key}
              label={label}
              classNames={{ body: classes.checkBody, label: classes.checkLabel }}
              checked={Boolean(conditions[key])}
              onChange={(event) => {
                setConditions({ ...conditions, [key]: event.currentTarget.checked });
                setRolled(null);
              }}
            />
          ))}
        </Group>
      )}
      <Group gap="sm">
        <Button className={classes.target} onClick={roll}>
          {T.rollForMe}
        </Button>
        {swim && <Text size="sm">Modifier {modifier > 0 ? `+${modifier}` : modifier}</Text>}
      </Group>
      {rolled && outcome && (
        <Text fw={700} role="status">
          Rolled {rolled.roll}
          {swim && rolled.modified !== rolled.roll ? `, read as ${rolled.modified}` : ''}:{' '}
          {outcome.title}
        </Text>
      )}
      <Table withTableBorder aria-label={`${REFERENCE_TAB_LABELS[test]} table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>D6</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {D6_TABLES[test].map((row) => {
            const hit = outcome === row;
            return (
              <Table.Tr
                key={row.rolls}
                bg={hit ? 'var(--app-highlight-strong)' : undefined}
                aria-current={hit || undefined}
              >
                <Table.Td fw={700}>{row.rolls}</Table.Td>
                <Table.Td>
                  <Text fw={700} size="sm">
                    {row.title}
                  </Text>
                  <Text size="sm">{row.summary}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
