import { Table } from '@mantine/core';
import { mountStatKeysFor, STAT_ABBREVIATIONS, STAT_LABELS } from '@warband/rules';
import type { MountStatKey } from '@warband/rules';
import { formatMountStat } from './format';
import classes from './MountProfile.module.css';

interface MountProfileProps {
  mount: Record<MountStatKey, number>;
  newRuleset: boolean;
}

/** A mount's own characteristics as a printed profile: Mv F Sh S D A W C (I). */
export function MountProfile({ mount, newRuleset }: MountProfileProps) {
  const keys = mountStatKeysFor(newRuleset);
  return (
    <Table
      className={classes.profile}
      withTableBorder
      withColumnBorders
      verticalSpacing={2}
      horizontalSpacing={4}
      fz="xs"
      aria-label="Mount profile"
    >
      <Table.Thead>
        <Table.Tr>
          {keys.map((key) => (
            <Table.Th key={key} ta="center">
              <abbr title={STAT_LABELS[key]}>{STAT_ABBREVIATIONS[key]}</abbr>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {keys.map((key) => (
            <Table.Td key={key} ta="center">
              {formatMountStat(key, mount[key], newRuleset)}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
