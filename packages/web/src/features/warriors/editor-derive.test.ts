import { deriveWarrior } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import { liveFigures, liveWarrior, wargearPrices } from './editor-derive';
import { newProfileValues, profileValues, warriorValues } from './editor-values';
import {
  storedItem,
  storedProfile,
  storedRule,
  storedWarrior,
} from '../../app/test-stored-entities';

const captain = storedWarrior('captain', {
  rank: 'Leader',
  basePoints: 50,
  influence: 2,
  baseStats: { attacks: 2, wounds: 2, might: 2 },
  modifyStats: { fight: 1, shoot: 1, courage: 1 },
  legWound: 1,
  wargear: [
    storedItem('sword', 0),
    storedItem('armour', 5, {
      type: 'armoury',
      pointsHigh: 10,
      influence: 3,
      adjustmentStat: 'defence',
      adjustmentValue: 1,
    }),
    storedItem('sold', 4, { influence: 9 }),
  ],
  specialRules: [storedRule('earned', { type: 'progression' })],
});

describe('live figures', () => {
  it('agree with what the server derives for the stored warrior', () => {
    const values = warriorValues(captain);
    const live = liveWarrior(values, false);
    expect(live.totalPoints).toBe(captain.totalPoints);
    expect(live.totalStats).toEqual(captain.totalStats);
    expect(live.influenceTotal).toBe(captain.influenceTotal);
    // 50 base, +5 Fight, +5 Courage, Shoot free, +5 for the earned rule; 0 + 10 + 4 wargear.
    expect(live.points).toBe(65);
    expect(live.wargearPoints).toBe(14);
    expect(live.totalStats.move).toBe(5);
  });

  it('follow the edits as typed, empty fields counting 0', () => {
    const values = warriorValues(captain);
    values.modifyStats.attacks = 1;
    values.basePoints = '' as unknown as number;
    values.wargear[2] = { ...values.wargear[2]!, remove: true };
    const live = liveWarrior(values, false);
    expect(live.points).toBe(15 + 10);
    expect(live.wargearPoints).toBe(10);
    expect(live.influenceTotal).toBe(2 + 3);
  });

  it('apply the ruleset: Intelligence modifiers cost points under 2024 only', () => {
    const values = warriorValues(captain);
    values.modifyStats.intelligence = 2;
    expect(liveWarrior(values, true).points - liveWarrior(values, false).points).toBe(10);
    expect(liveFigures('warrior', values, true)).toMatchObject(
      deriveWarrior({ ...captain, modifyStats: values.modifyStats }, true),
    );
  });

  it('price a profile at base points plus the low price of its kept items', () => {
    const profile = storedProfile('p', {
      basePoints: 10,
      baseStats: { attacks: 3 },
      wargear: [storedItem('axe', 2, { type: 'armoury', pointsHigh: 6 }), storedItem('bow', 3)],
    });
    const figures = liveFigures('profile', profileValues(profile), false);
    expect(figures).toMatchObject({ points: 10, wargearPoints: 5, totalPoints: 15 });
    expect(figures.totalPoints).toBe(profile.totalPoints);
    expect(figures.totalStats).toEqual(profile.totalStats);
    expect(liveFigures('profile', newProfileValues(), false).totalPoints).toBe(0);
  });
});

describe('wargearPrices', () => {
  it("names each kept item's price tier for a model of more than two Attacks and Wounds", () => {
    expect(wargearPrices('warrior', warriorValues(captain))).toEqual([
      { id: 'sword', name: 'sword', tier: 'low', points: 0 },
      { id: 'armour', name: 'armour', tier: 'high', points: 10 },
      { id: 'sold', name: 'sold', tier: 'low', points: 4 },
    ]);
  });

  it('charges a small model the low price, and leaves removed items out', () => {
    const values = warriorValues(captain);
    values.baseStats.attacks = 1;
    values.baseStats.wounds = 1;
    values.wargear[0] = { ...values.wargear[0]!, remove: true };
    expect(wargearPrices('warrior', values)).toEqual([
      { id: 'armour', name: 'armour', tier: 'low', points: 5 },
      { id: 'sold', name: 'sold', tier: 'low', points: 4 },
    ]);
  });

  it('charges a profile the low price whatever its size', () => {
    expect(wargearPrices('profile', warriorValues(captain)).map((price) => price.points)).toEqual([
      0, 5, 4,
    ]);
  });
});
