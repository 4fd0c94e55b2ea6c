import { Anchor, Box, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import type { CampaignTableRow } from '@warband/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from './LeagueTable.module.css';
import {
  DEFAULT_LEAGUE_SORT,
  LEAGUE_COLUMNS,
  nextSort,
  sortLeague,
  type LeagueColumn,
  type LeagueSort,
} from './league-sort';
import { CAMPAIGN_TEXTS as T } from './texts';

interface LeagueTableProps {
  rows: CampaignTableRow[];
  /** Where a company's name leads: the player's own page, or the read-only view. */
  companyLink: (row: CampaignTableRow) => string;
}

const FIGURES: ReadonlySet<LeagueColumn> = new Set([
  'currentRating',
  'battles',
  'won',
  'drawn',
  'lost',
  'influence',
  'fallen',
]);

/**
 * The league: each company taking part with its player and figures. Every header sorts by its
 * column (again turns the order); on a phone the figures scroll sideways beside the names.
 */
export function LeagueTable({ rows, companyLink }: LeagueTableProps) {
  const [sort, setSort] = useState<LeagueSort>(DEFAULT_LEAGUE_SORT);
  if (rows.length === 0) return <Text>{T.leagueEmpty}</Text>;
  const sorted = sortLeague(rows, sort);
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        striped
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing="xs"
        fz="sm"
        aria-label={T.league}
      >
        <Table.Thead>
          <Table.Tr>
            {LEAGUE_COLUMNS.map(({ key, label, short }) => {
              const active = sort.column === key;
              return (
                <Table.Th
                  key={key}
                  // On a phone the player is named under the company, to keep figures in view.
                  visibleFrom={key === 'ownerName' ? 'sm' : undefined}
                  scope="col"
                  aria-sort={active ? sort.direction : undefined}
                  className={
                    key === 'name' ? classes.sticky : FIGURES.has(key) ? classes.figure : undefined
                  }
                >
                  <UnstyledButton
                    className={classes.sortButton}
                    aria-label={label}
                    title={label}
                    onClick={() => setSort((current) => nextSort(current, key))}
                  >
                    {/* Short headings on a phone keep more figures in view beside the names. */}
                    <Box component="span" hiddenFrom="sm" aria-hidden="true">
                      {short}
                    </Box>
                    <Box component="span" visibleFrom="sm" aria-hidden="true">
                      {label}
                    </Box>
                    <span aria-hidden="true">
                      {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.companyId} data-testid="league-row">
              <Table.Th scope="row" className={`${classes.sticky} ${classes.name}`}>
                <Anchor component={Link} to={companyLink(row)} fw={700}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.race}
                  {row.retired ? ' · Retired' : ''}
                </Text>
                <Text size="xs" hiddenFrom="sm">
                  {row.ownerName}
                </Text>
              </Table.Th>
              <Table.Td className={classes.player} visibleFrom="sm">
                {row.ownerName}
              </Table.Td>
              {(
                ['currentRating', 'battles', 'won', 'drawn', 'lost', 'influence', 'fallen'] as const
              ).map((key) => (
                <Table.Td key={key} className={classes.figure} data-column={key}>
                  {row[key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
