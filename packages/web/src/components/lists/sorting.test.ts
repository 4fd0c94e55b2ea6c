import { describe, expect, it } from 'vitest';
import { sortEntries, sortOptionsFor } from './sorting';

const entries = [
  { name: 'banner', createdAt: '2025-01-02T00:00:00Z', pointsLow: 5, pointsHigh: 5 },
  { name: 'Axe 10', createdAt: '2025-01-03T00:00:00Z', pointsLow: 1, pointsHigh: 4 },
  { name: 'Axe 9', createdAt: '2025-01-01T00:00:00Z', pointsLow: 1, pointsHigh: 2 },
];
const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe('sortEntries', () => {
  it('sorts names without regard to case, numbers by value', () => {
    expect(names(sortEntries(entries, 'name-asc'))).toEqual(['Axe 9', 'Axe 10', 'banner']);
    expect(names(sortEntries(entries, 'name-desc'))).toEqual(['banner', 'Axe 10', 'Axe 9']);
  });

  it('sorts by creation', () => {
    expect(names(sortEntries(entries, 'newest'))).toEqual(['Axe 10', 'banner', 'Axe 9']);
    expect(names(sortEntries(entries, 'oldest'))).toEqual(['Axe 9', 'banner', 'Axe 10']);
  });

  it('sorts by the low price, then the high one', () => {
    expect(names(sortEntries(entries, 'points'))).toEqual(['Axe 9', 'Axe 10', 'banner']);
  });

  it('leaves the list it was given alone', () => {
    sortEntries(entries, 'name-desc');
    expect(names(entries)).toEqual(['banner', 'Axe 10', 'Axe 9']);
  });
});

describe('sortOptionsFor', () => {
  it('offers Points only where entries have points', () => {
    expect(sortOptionsFor(false).map((option) => option.label)).toEqual([
      'Name A–Z',
      'Name Z–A',
      'Newest',
      'Oldest',
    ]);
    expect(sortOptionsFor(true).map((option) => option.label)).toContain('Points');
  });
});
