import { describe, expect, it } from 'vitest';
import { tableRow } from './campaign-fixtures';
import { DEFAULT_LEAGUE_SORT, directionWords, nextSort, sortLeague } from './league-sort';

const rows = [
  tableRow('b', { name: 'Bree Watch', ownerName: 'Zed', won: 2, lost: 1, currentRating: 250 }),
  tableRow('a', { name: 'Archers', ownerName: 'Anna', won: 3, lost: 0, currentRating: 200 }),
  tableRow('c', { name: 'Corsairs', ownerName: 'Mo', won: 2, lost: 0, currentRating: 400 }),
];
const names = (sorted: typeof rows) => sorted.map((row) => row.name);

describe('sortLeague', () => {
  it('starts with the most wins, ties by fewer losses', () => {
    expect(names(sortLeague(rows, DEFAULT_LEAGUE_SORT))).toEqual([
      'Archers',
      'Corsairs',
      'Bree Watch',
    ]);
  });

  it('sorts by a figure highest first, then turns on a second click', () => {
    const byRating = nextSort(DEFAULT_LEAGUE_SORT, 'currentRating');
    expect(byRating).toEqual({ column: 'currentRating', direction: 'descending' });
    expect(names(sortLeague(rows, byRating))).toEqual(['Corsairs', 'Bree Watch', 'Archers']);
    expect(names(sortLeague(rows, nextSort(byRating, 'currentRating')))).toEqual([
      'Archers',
      'Bree Watch',
      'Corsairs',
    ]);
  });

  it('sorts names A to Z first, ignoring case', () => {
    const byPlayer = nextSort(DEFAULT_LEAGUE_SORT, 'ownerName');
    const lower = [...rows, tableRow('d', { name: 'Dol Amroth', ownerName: 'bob' })];
    expect(sortLeague(lower, byPlayer).map((row) => row.ownerName)).toEqual([
      'Anna',
      'bob',
      'Mo',
      'Zed',
    ]);
  });

  it('reads each direction as a phone offers it', () => {
    expect(directionWords('currentRating', 'descending')).toBe('High to low');
    expect(directionWords('won', 'ascending')).toBe('Low to high');
    expect(directionWords('name', 'ascending')).toBe('A to Z');
    expect(directionWords('ownerName', 'descending')).toBe('Z to A');
  });
});
