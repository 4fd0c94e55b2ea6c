import { Accordion, Table } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { INJURY_RESULT_LABELS, type InjuryResult, type InjuryTableRow } from '@warband/rules';

interface InjuryTableReferenceProps {
  title: string;
  table: readonly InjuryTableRow<InjuryResult>[];
}

/** The table the warrior rolls on, closed until the player wants to read it. */
export function InjuryTableReference({ title, table }: InjuryTableReferenceProps) {
  const still = useReducedMotion();
  return (
    <Accordion variant="contained" chevronPosition="left" {...(still && { transitionDuration: 0 })}>
      <Accordion.Item value="table">
        <Accordion.Control>{title}</Accordion.Control>
        <Accordion.Panel>
          <Table fz="sm" verticalSpacing={4} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>2D6</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.map((row) => (
                <Table.Tr key={row.result}>
                  <Table.Td>{row.min === row.max ? row.min : `${row.min}–${row.max}`}</Table.Td>
                  <Table.Td>
                    <strong>{INJURY_RESULT_LABELS[row.result]}</strong>: {row.summary}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
