import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { influenceBalance } from '@warband/rules';
import type { EditorMode } from './editor-form';
import type { LiveFigures, WargearPrice } from './editor-derive';

/**
 * The warrior's influence total against what the company has to spend
 * (docs/rules.md#influence-cost).
 */
export function InfluencePanel({ total, company }: { total: number; company: number }) {
  const balance = influenceBalance(company, total);
  return (
    <Stack gap="sm">
      <Table withRowBorders={false} maw={360} aria-label="Influence">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Warrior&apos;s influence</Table.Th>
            <Table.Td ta="right">{balance.cost}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Company&apos;s influence</Table.Th>
            <Table.Td ta="right">{balance.influence}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Remaining</Table.Th>
            <Table.Td ta="right">{balance.remaining}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {!balance.affordable && (
        <Alert color="yellow" title="Above the company's influence">
          This warrior costs {balance.cost} influence; the company has {balance.influence}. Nothing
          is taken from the company until you change its influence.
        </Alert>
      )}
    </Stack>
  );
}

const TIER_LABEL = { low: 'low price', high: 'high price' } as const;

interface PointsPanelProps {
  mode: EditorMode;
  figures: LiveFigures;
  prices: WargearPrice[];
}

/** What the warrior costs: its own cost, each item at the price it pays, and the total. */
export function PointsPanel({ mode, figures, prices }: PointsPanelProps) {
  return (
    <Table aria-label="Points" maw={480} verticalSpacing={6}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">{mode === 'profile' ? 'Base points' : 'Own cost'}</Table.Th>
          <Table.Td />
          <Table.Td ta="right">{figures.points}</Table.Td>
        </Table.Tr>
        {prices.map((price) => (
          <Table.Tr key={price.id}>
            <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
              {price.name}
            </Table.Th>
            <Table.Td c="dimmed" fz="sm">
              {TIER_LABEL[price.tier]}
            </Table.Td>
            <Table.Td ta="right">{price.points}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Wargear</Table.Th>
          <Table.Td />
          <Table.Td ta="right">{figures.wargearPoints}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td />
          <Table.Td ta="right" fw={700} data-testid="overview-total">
            {figures.totalPoints}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** A line under the points saying no item is carried yet. */
export function NoWargear() {
  return (
    <Group>
      <Text size="sm" c="dimmed">
        No wargear yet.
      </Text>
    </Group>
  );
}
