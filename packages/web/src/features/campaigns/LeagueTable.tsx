import {
  Anchor,
  Group,
  NativeSelect,
  ScrollArea,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getOrThrow } from '@warband/rules';
import type { CampaignTableRow } from '@warband/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from './LeagueTable.module.css';
import {
  DEFAULT_LEAGUE_SORT,
  directionWords,
  firstDirection,
  LEAGUE_COLUMNS,
  nextSort,
  sortLeague,
  type LeagueColumn,
  type LeagueSort,
  type SortDirection,
} from './league-sort';
import { CAMPAIGN_TEXTS as T } from './texts';

interface LeagueTableProps {
  rows: CampaignTableRow[];
  /** Where a company's name leads: the player's own page, or the read-only view. */
  companyLink: (row: CampaignTableRow) => string;
  /** Each company's battles not counted yet: of matches played live, not yet confirmed. */
  waiting?: ReadonlyMap<string, number>;
}

/** The figures of a row, in the order the headers name them. */
const FIGURES = [
  'currentRating',
  'battles',
  'won',
  'drawn',
  'lost',
  'influence',
  'fallen',
] as const satisfies readonly LeagueColumn[];
type Figure = (typeof FIGURES)[number];

const COLUMN = new Map(LEAGUE_COLUMNS.map((column) => [column.key, column]));
const columnOf = (key: LeagueColumn) => getOrThrow(COLUMN, key, 'league column');

/** Where the table's nine columns no longer fit (the width where dialogs go full screen). */
const PHONE = '(max-width: 36em)';

/**
 * The league: each company taking part with its player and figures. On a wider screen a table
 * whose every header sorts by its column (again turns the order); on a phone each company is
 * a block of its own with its figures under its name, sorted by two choices above, so nothing
 * scrolls sideways. A legend under both says what the figures count, and the short names.
 */
export function LeagueTable({ rows, companyLink, waiting = NONE_WAITING }: LeagueTableProps) {
  const [sort, setSort] = useState<LeagueSort>(DEFAULT_LEAGUE_SORT);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  if (rows.length === 0) return <Text>{T.leagueEmpty}</Text>;
  const sorted = sortLeague(rows, sort);
  return (
    <Stack gap="xs">
      {phone ? (
        <>
          <SortChoices sort={sort} onSort={setSort} />
          <LeagueBlocks rows={sorted} companyLink={companyLink} waiting={waiting} />
        </>
      ) : (
        <LeagueGrid
          rows={sorted}
          companyLink={companyLink}
          waiting={waiting}
          sort={sort}
          onSort={setSort}
        />
      )}
      <Text size="xs" c="dimmed" id="league-legend">
        {phone &&
          `${FIGURES.map((key) => `${columnOf(key).short}: ${columnOf(key).label}`).join(' · ')}. `}
        {T.leagueLegend}
        {waiting.size > 0 && ` ${T.leagueLegendWaiting}`}
      </Text>
    </Stack>
  );
}

interface SortProps {
  sort: LeagueSort;
  onSort: (sort: LeagueSort) => void;
}

/** A phone's headers: what to sort by, and which way. */
function SortChoices({ sort, onSort }: SortProps) {
  const directions: SortDirection[] = ['descending', 'ascending'];
  return (
    <Group grow gap="xs" align="flex-end">
      <NativeSelect
        label={T.sortBy}
        value={sort.column}
        data={LEAGUE_COLUMNS.map(({ key, label }) => ({ value: key, label }))}
        onChange={(event) => {
          const column = LEAGUE_COLUMNS.find(({ key }) => key === event.currentTarget.value)?.key;
          if (column) onSort({ column, direction: firstDirection(column) });
        }}
      />
      <NativeSelect
        label={T.order}
        value={sort.direction}
        data={directions.map((direction) => ({
          value: direction,
          label: directionWords(sort.column, direction),
        }))}
        onChange={(event) =>
          onSort({
            column: sort.column,
            direction: event.currentTarget.value === 'ascending' ? 'ascending' : 'descending',
          })
        }
      />
    </Group>
  );
}

const NONE_WAITING: ReadonlyMap<string, number> = new Map();

/** A company's battles the league does not count yet, under its name; nothing when none. */
function Waiting({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Text size="xs" className={classes.waiting} data-testid="league-waiting">
      {T.waitingBattles(count)}
    </Text>
  );
}

type LeagueListProps = Required<Omit<LeagueTableProps, 'rows'>> & { rows: CampaignTableRow[] };

/** A phone's league: one block per company, its figures in a row of short names under it. */
function LeagueBlocks({ rows, companyLink, waiting }: LeagueListProps) {
  return (
    <ol className={classes.blocks} aria-label={T.league} aria-describedby="league-legend">
      {rows.map((row) => (
        <li key={row.companyId} className={classes.block} data-testid="league-row">
          <Anchor component={Link} to={companyLink(row)} fw={700} className={classes.blockName}>
            {row.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[row.race, row.ownerName, row.retired ? 'Retired' : ''].filter(Boolean).join(' · ')}
          </Text>
          <Waiting count={waiting.get(row.companyId)} />
          <dl className={classes.figures}>
            {FIGURES.map((key) => (
              <div key={key}>
                <dt>
                  <abbr title={columnOf(key).label}>{columnOf(key).short}</abbr>
                </dt>
                <dd data-column={key}>{row[key]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** A wider screen's league: a table whose headers sort it. */
function LeagueGrid({ rows, companyLink, waiting, sort, onSort }: LeagueListProps & SortProps) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        striped
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing="xs"
        fz="sm"
        aria-label={T.league}
        aria-describedby="league-legend"
      >
        <Table.Thead>
          <Table.Tr>
            {LEAGUE_COLUMNS.map(({ key, label }) => {
              const active = sort.column === key;
              return (
                <Table.Th
                  key={key}
                  scope="col"
                  aria-sort={active ? sort.direction : undefined}
                  className={
                    key === 'name' ? classes.sticky : isFigure(key) ? classes.figure : undefined
                  }
                >
                  <UnstyledButton
                    className={classes.sortButton}
                    aria-label={label}
                    onClick={() => onSort(nextSort(sort, key))}
                  >
                    <span aria-hidden="true">
                      {label}
                      {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.companyId} data-testid="league-row">
              <Table.Th scope="row" className={`${classes.sticky} ${classes.name}`}>
                <Anchor component={Link} to={companyLink(row)} fw={700}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.race}
                  {row.retired ? ' · Retired' : ''}
                </Text>
                <Waiting count={waiting.get(row.companyId)} />
              </Table.Th>
              <Table.Td className={classes.player}>{row.ownerName}</Table.Td>
              {FIGURES.map((key) => (
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

function isFigure(key: LeagueColumn): key is Figure {
  return FIGURES.some((figure) => figure === key);
}
