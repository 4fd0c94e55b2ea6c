import { describe, expect, it } from 'vitest';
import {
  ARMOURY_HIGH_PRICE_ABOVE,
  activeAdjustment,
  paysHighArmouryPrice,
  wargearAdjustments,
  wargearItemPoints,
  wargearPoints,
  type WargearForRules,
} from './wargear';
import { stats } from './test-stats';

const bow: WargearForRules = { type: 'armoury', pointsLow: 5, pointsHigh: 10 };
const sword: WargearForRules = { type: 'base', pointsLow: 1, pointsHigh: 8 };

const buyer = (attacks: number, wounds: number, modAttacks = 0, modWounds = 0) => ({
  baseStats: stats({ attacks, wounds }),
  modifyStats: stats({ attacks: modAttacks, wounds: modWounds }),
});

describe('armoury price tier', () => {
  it('switches above 2 Attacks plus Wounds', () => {
    expect(ARMOURY_HIGH_PRICE_ABOVE).toBe(2);
  });

  it.each([
    [1, 1, 0, 0, false],
    [2, 0, 0, 0, false],
    [2, 1, 0, 0, true],
    [1, 2, 0, 0, true],
    [1, 1, 1, 0, true],
    [1, 1, 0, 1, true],
    [2, 2, 0, 0, true],
    [3, 1, -2, 0, false],
  ])('A%i W%i with modifiers A%i W%i pays the high price: %s', (a, w, ma, mw, high) => {
    expect(paysHighArmouryPrice(buyer(a, w, ma, mw))).toBe(high);
  });
});

describe('wargear cost', () => {
  it.each([
    ['a base item on a small warrior', sword, buyer(1, 1), 1],
    ['a base item on a big warrior', sword, buyer(3, 3), 1],
    ['an armoury item on a small warrior', bow, buyer(1, 1), 5],
    ['an armoury item on a big warrior', bow, buyer(2, 2), 10],
    ['a removed armoury item', { ...bow, remove: true }, buyer(2, 2), 0],
    ['a removed base item', { ...sword, remove: true }, buyer(1, 1), 0],
  ])('%s', (_, item, warrior, points) => {
    expect(wargearItemPoints(item, warrior)).toBe(points);
  });

  it('ignores wargear that raises Attacks when pricing', () => {
    const axe: WargearForRules = { ...bow, adjustmentStat: 'attacks', adjustmentValue: 1 };
    expect(wargearPoints({ ...buyer(1, 1), wargear: [axe, bow] })).toBe(10);
  });

  it('adds up every item', () => {
    expect(wargearPoints({ ...buyer(2, 1), wargear: [sword, bow, { ...bow, remove: true }] })).toBe(
      11,
    );
    expect(wargearPoints({ ...buyer(2, 1), wargear: [] })).toBe(0);
  });
});

describe('adjustments', () => {
  it('reads an item adjustment only when kept, switched on, named and non-zero', () => {
    expect(activeAdjustment({ ...bow, adjustmentStat: 'shoot', adjustmentValue: 1 })).toEqual({
      stat: 'shoot',
      value: 1,
    });
    expect(activeAdjustment({ ...bow, adjustmentStat: 'shoot', adjustmentValue: 0 })).toBeNull();
    expect(activeAdjustment({ ...bow, adjustmentStat: 'shoot' })).toBeNull();
    expect(activeAdjustment({ ...bow, adjustmentValue: 1 })).toBeNull();
  });

  it('sums adjustments per characteristic', () => {
    expect(
      wargearAdjustments([
        { ...bow, adjustmentStat: 'defence', adjustmentValue: 1 },
        { ...sword, adjustmentStat: 'defence', adjustmentValue: 2 },
        { ...sword, adjustmentStat: 'move', adjustmentValue: -1 },
      ]),
    ).toEqual(stats({ defence: 3, move: -1 }));
  });
});
