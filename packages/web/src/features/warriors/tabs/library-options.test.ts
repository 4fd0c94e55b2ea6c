import { describe, expect, it } from 'vitest';
import { libraryId, libraryText, libraryWargear } from './fixtures';
import { pickOptions, wargearPickGroups } from './library-options';
import type { HeldEntries } from './list-entries';

const holding = (ids: string[], names: string[] = []): HeldEntries => ({
  ids: new Set(ids),
  names: new Set(names),
});

describe('library pick lists', () => {
  it('disable an entry the warrior holds by name, though copied from no library entry', () => {
    const entries = [libraryText(1, 'Terror'), libraryText(2, 'Burly')];
    expect(pickOptions(entries, holding([], ['terror']))).toEqual([
      { value: libraryId(2), label: 'Burly', disabled: false },
      { value: libraryId(1), label: 'Terror', disabled: true },
    ]);
  });

  it('list entries by name and disable those held', () => {
    const entries = [libraryText(1, 'terror'), libraryText(2, 'Burly'), libraryText(3, 'Fearless')];
    expect(pickOptions(entries, holding([libraryId(3)]))).toEqual([
      { value: libraryId(2), label: 'Burly', disabled: false },
      { value: libraryId(3), label: 'Fearless', disabled: true },
      { value: libraryId(1), label: 'terror', disabled: false },
    ]);
  });

  it('group the armoury into items and mounts, with prices, leaving out an empty group', () => {
    const armoury = [
      libraryWargear(1, 'Sword', { pointsLow: 1, pointsHigh: 2 }),
      libraryWargear(2, 'Horse', { mount: 1, pointsLow: 10, pointsHigh: 10 }),
    ];
    expect(wargearPickGroups(armoury, holding([libraryId(2)]))).toEqual([
      {
        group: 'Items',
        items: [{ value: libraryId(1), label: 'Sword (1/2 pts)', disabled: false }],
      },
      {
        group: 'Mounts',
        items: [{ value: libraryId(2), label: 'Horse (10/10 pts)', disabled: true }],
      },
    ]);
    expect(wargearPickGroups([armoury[0]!], holding([])).map((group) => group.group)).toEqual([
      'Items',
    ]);
  });
});
