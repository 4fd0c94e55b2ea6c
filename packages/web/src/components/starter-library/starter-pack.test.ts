import { formatStat } from '@warband/rules';
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
    const pack = await loadStarterPack(false);
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
    const pack = await loadStarterPack(false);
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

  it('names the phases each rule, heroic action and spell matters in', async () => {
    const pack = await loadStarterPack(false);
    const phased = [
      ...pack.rules,
      ...pack.heroicActions,
      ...pack.spells,
      ...pack.profiles.flatMap((profile) => profile.specialRules),
    ];
    expect(pack.rules.length).toBeGreaterThanOrEqual(5);
    expect(pack.heroicActions.length).toBeGreaterThanOrEqual(5);
    expect(pack.spells.length).toBeGreaterThanOrEqual(5);
    for (const entry of phased) expect(entry.phases, entry.name).not.toEqual([]);
    // A heroic action is called at the start of the phase it is named for.
    const phaseOf = (name: string) => pack.heroicActions.find((a) => a.name === name)?.phases;
    expect(phaseOf('Heroic Move')).toEqual(['move']);
    expect(phaseOf('Heroic Shoot')).toEqual(['shoot']);
    expect(phaseOf('Heroic Combat')).toEqual(['fight']);
    expect(phaseOf('Heroic Strike')).toEqual(['fight']);
    // Spells are cast in the Move phase.
    expect(new Set(pack.spells.flatMap((spell) => spell.phases))).toEqual(new Set(['move']));
  });

  it('gives profiles and mounts the target numbers of the 2024 ruleset, the leader the braver', async () => {
    const older = await loadStarterPack(false);
    const pack = await loadStarterPack(true);
    const printed = (name: string) => {
      const { courage, intelligence } = pack.profiles.find((p) => p.name === name)!.baseStats;
      return `C ${formatStat('courage', courage, true)} I ${formatStat('intelligence', intelligence, true)}`;
    };
    expect(printed('Leader')).toBe('C 6+ I 5+');
    expect(printed('Sergeant')).toBe('C 7+ I 6+');
    expect(printed('Warrior')).toBe('C 7+ I 7+');
    // Under either ruleset a leader is no more afraid than those he leads.
    const courage = (of: typeof pack, name: string) =>
      of.profiles.find((p) => p.name === name)!.baseStats.courage;
    expect(courage(older, 'Leader')).toBeGreaterThan(courage(older, 'Warrior'));
    expect(courage(pack, 'Leader')).toBeLessThan(courage(pack, 'Warrior'));
    // Every profile and mount has a target of its own for both, and nothing else changes.
    const mounts = pack.wargear.filter((item) => item.mount === 1);
    for (const entry of [...pack.profiles.map((p) => p.baseStats), ...mounts]) {
      expect(entry.courage).toBeGreaterThanOrEqual(2);
      expect(entry.intelligence).toBeGreaterThanOrEqual(2);
    }
    const without = (of: typeof pack) =>
      of.profiles.map(({ baseStats: { courage: _c, intelligence: _i, ...rest }, ...profile }) => ({
        ...profile,
        rest,
      }));
    expect(without(pack)).toEqual(without(older));
    expect(pack.wargear.filter((item) => item.mount === 0)).toEqual(
      older.wargear.filter((item) => item.mount === 0),
    );
  });
});
