import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  needsSecondWoundDie,
  WOUND_CHART,
  woundRoll,
  woundSucceeds,
  WOUND_CHART_MAX,
} from '@warband/rules';
import { useState } from 'react';
import { rollD6 } from '../../components/dice/roll-d6';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T } from './texts';

const VALUES = Array.from({ length: WOUND_CHART_MAX }, (_, index) => String(index + 1));

interface WoundRollResult {
  dice: number[];
  wounds: boolean;
}

/** The Strength × Defence chart; the chosen pair is highlighted and can be rolled for. */
export function WoundChartTab() {
  const [strength, setStrength] = useState(3);
  const [defence, setDefence] = useState(4);
  const [result, setResult] = useState<WoundRollResult | null>(null);
  const needed = woundRoll(strength, defence);
  const roll = () => {
    const first = rollD6();
    const second = needsSecondWoundDie(needed, first) ? rollD6() : undefined;
    const dice = second === undefined ? [first] : [first, second];
    setResult({ dice, wounds: woundSucceeds(needed, first, second) });
  };
  const choose = (set: (value: number) => void) => (value: string) => {
    set(Number(value));
    setResult(null);
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Strength"
          data={VALUES}
          classNames={{ input: classes.target }}
          value={String(strength)}
          onChange={(event) => choose(setStrength)(event.currentTarget.value)}
        />
        <NativeSelect
          label="Defence"
          data={VALUES}
          classNames={{ input: classes.target }}
          value={String(defence)}
          onChange={(event) => choose(setDefence)(event.currentTarget.value)}
        />
        <Button className={classes.target} onClick={roll} disabled={needed === '-'}>
          {T.rollForMe}
        </Button>
      </Group>
      <Text fw={700} role="status">
        Strength {strength} against Defence {defence}: {needed === '-' ? 'cannot wound' : needed}
        {result &&
          ` · rolled ${result.dice.join(' then ')}: ${result.wounds ? 'wounds' : 'no wound'}`}
      </Text>
      {/*
        Eleven columns fit a 360 px phone only with slim cells: 2 px of padding and, on a
        phone, 11 px figures ('6/4+' is the widest). The scroll stays for narrower screens.
        The chosen cell is white on blue.8, which keeps AA (blue.6 does not).
      */}
      <Table.ScrollContainer minWidth={0}>
        <Table
          withTableBorder
          withColumnBorders
          horizontalSpacing={2}
          fz={{ base: 11, sm: 'xs' }}
          ta="center"
          aria-label="Wound chart"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th title="Strength down, Defence across" style={{ whiteSpace: 'nowrap' }}>
                S\D
              </Table.Th>
              {VALUES.map((value) => (
                <Table.Th
                  key={value}
                  ta="center"
                  bg={Number(value) === defence ? 'var(--app-highlight-strong)' : undefined}
                >
                  {value}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WOUND_CHART.map((row, s) => (
              <Table.Tr key={s} bg={s + 1 === strength ? 'var(--app-highlight)' : undefined}>
                <Table.Th>{s + 1}</Table.Th>
                {row.map((cell, d) => {
                  const chosen = s + 1 === strength && d + 1 === defence;
                  return (
                    <Table.Td
                      key={d}
                      aria-current={chosen || undefined}
                      bg={chosen ? 'blue.8' : undefined}
                      c={chosen ? 'white' : undefined}
                      fw={chosen ? 700 : undefined}
                    >
                      {cell}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
