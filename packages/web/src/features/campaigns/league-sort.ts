import type { CampaignTableRow } from '@warband/schemas';

/** The league table's columns a player can sort by, as its headers name them. */
export const LEAGUE_COLUMNS = [
  { key: 'name', label: 'Company', short: 'Company' },
  { key: 'ownerName', label: 'Player', short: 'Player' },
  { key: 'currentRating', label: 'Rating', short: 'Rtg' },
  { key: 'battles', label: 'Battles', short: 'Bt' },
  { key: 'won', label: 'Won', short: 'W' },
  { key: 'drawn', label: 'Drawn', short: 'D' },
  { key: 'lost', label: 'Lost', short: 'L' },
  { key: 'influence', label: 'Influence', short: 'Inf' },
  { key: 'fallen', label: 'Fallen', short: 'Fal' },
] as const satisfies readonly { key: keyof CampaignTableRow; label: string; short: string }[];

export type LeagueColumn = (typeof LEAGUE_COLUMNS)[number]['key'];
export type SortDirection = 'ascending' | 'descending';
export interface LeagueSort {
  column: LeagueColumn;
  direction: SortDirection;
}

/** The league as it first shows: most battles won first. */
export const DEFAULT_LEAGUE_SORT: LeagueSort = { column: 'won', direction: 'descending' };

const TEXT_COLUMNS: ReadonlySet<LeagueColumn> = new Set(['name', 'ownerName']);

/** A column's first direction: names A to Z, figures highest first. */
export function firstDirection(column: LeagueColumn): SortDirection {
  return TEXT_COLUMNS.has(column) ? 'ascending' : 'descending';
}

/** How a direction reads for a column: names A to Z, figures high to low. */
export function directionWords(column: LeagueColumn, direction: SortDirection): string {
  if (TEXT_COLUMNS.has(column)) return direction === 'ascending' ? 'A to Z' : 'Z to A';
  return direction === 'descending' ? 'High to low' : 'Low to high';
}

/** Clicking a header: the same column turns its direction, another starts at its first. */
export function nextSort(current: LeagueSort, column: LeagueColumn): LeagueSort {
  if (current.column !== column) return { column, direction: firstDirection(column) };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * The rows in the chosen order. Ties keep a league's usual order (won, then fewer lost, then
 * rating, then name), so equal rows never swap places between renders.
 */
export function sortLeague(
  rows: readonly CampaignTableRow[],
  sort: LeagueSort,
): CampaignTableRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byColumn = (a: CampaignTableRow, b: CampaignTableRow) => {
    const x = a[sort.column];
    const y = b[sort.column];
    return typeof x === 'string' && typeof y === 'string'
      ? x.localeCompare(y, undefined, { sensitivity: 'base' })
      : Number(x) - Number(y);
  };
  const tieBreak = (a: CampaignTableRow, b: CampaignTableRow) =>
    b.won - a.won ||
    a.lost - b.lost ||
    b.currentRating - a.currentRating ||
    a.name.localeCompare(b.name) ||
    a.companyId.localeCompare(b.companyId);
  return [...rows].sort((a, b) => sign * byColumn(a, b) || tieBreak(a, b));
}
