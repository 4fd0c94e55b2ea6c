import { LibraryPack } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import data from './starter-library.json';
import { loadStarterPack } from './starter-pack';

describe('the starter library', () => {
  it('is a library file this app reads', () => {
    const parsed = LibraryPack.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('holds the example profiles a new company needs, one of each kind', async () => {
    const pack = await loadStarterPack();
    expect(pack.profiles.map((profile) => [profile.name, profile.rank])).toEqual([
      ['Warrior', 'Warrior'],
      ['Sergeant', 'Sergeant'],
      ['Leader', 'Leader'],
      ['Mounted leader', 'Leader'],
      ['Hound', 'Creature'],
    ]);
    // Offered to every company, whatever its race.
    expect(pack.profiles.every((profile) => profile.race.length === 0)).toBe(true);
  });

  it('prices every item and mount for warriors and heroes, and describes each', async () => {
    const pack = await loadStarterPack();
    expect(pack.wargear.length).toBeGreaterThanOrEqual(15);
    expect(pack.wargear.filter((item) => item.mount === 1).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Horse', 'Warg']),
    );
    for (const item of pack.wargear) {
      expect(item.pointsHigh, item.name).toBeGreaterThanOrEqual(item.pointsLow);
      expect(item.description, item.name).not.toBe('');
    }
    // A profile's items are copies of the library's, at the library's prices.
    const prices = new Map(pack.wargear.map((item) => [item.name, item.pointsLow]));
    for (const profile of pack.profiles) {
      for (const item of profile.wargear)
        expect(item.pointsLow, item.name).toBe(prices.get(item.name));
    }
  });
});
