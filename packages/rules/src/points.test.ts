import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MODIFIER_POINTS,
  PROGRESSION_RULE_POINTS,
  companyPoints,
  influenceBalance,
  influenceTotal,
  modifierPoints,
  profilePoints,
  progressionRulePoints,
  totalPoints,
  warriorPoints,
  type SpecialRuleForRules,
  type TotalPointsInput,
} from './points';
import { STAT_KEYS, type StatKey, type Stats } from './stats';
import type { WargearForRules } from './wargear';
import { stats } from './test-stats';

const warrior = (
  modifiers: Partial<Stats> = {},
  specialRules: SpecialRuleForRules[] = [],
  basePoints = 10,
): TotalPointsInput => ({
  basePoints,
  baseStats: stats({ attacks: 1, wounds: 1 }),
  modifyStats: stats(modifiers),
  specialRules,
  wargear: [],
});

describe("a warrior's own cost", () => {
  it('charges per point of modifier as docs/rules.md#points lists', () => {
    expect(MODIFIER_POINTS).toEqual({
      move: 5,
      fight: 5,
      shoot: 0,
      strength: 5,
      defence: 5,
      attacks: 10,
      wounds: 10,
      courage: 5,
      intelligence: 5,
      might: 5,
      will: 5,
      fate: 5,
    });
    expect(PROGRESSION_RULE_POINTS).toBe(5);
  });

  // One row per characteristic: base points 10 plus one point of modifier.
  it.each([
    ['move', 15, 15],
    ['fight', 15, 15],
    ['shoot', 10, 10],
    ['strength', 15, 15],
    ['defence', 15, 15],
    ['attacks', 20, 20],
    ['wounds', 20, 20],
    ['courage', 15, 15],
    ['intelligence', 10, 15],
    ['might', 15, 15],
    ['will', 15, 15],
    ['fate', 15, 15],
  ] as const)('+1 %s costs %i (older rules) and %i (2024 rules)', (key, older, newer) => {
    expect(warriorPoints(warrior({ [key]: 1 }), false)).toBe(older);
    expect(warriorPoints(warrior({ [key]: 1 }), true)).toBe(newer);
  });

  it('charges 5 per progression rule not removed, nothing for base or wargear rules', () => {
    const rules: SpecialRuleForRules[] = [
      { type: 'progression' },
      { type: 'progression', new: true },
      { type: 'progression', remove: true },
      { type: 'base' },
      { type: 'wargear' },
    ];
    expect(progressionRulePoints(rules)).toBe(10);
    expect(warriorPoints(warrior({}, rules), false)).toBe(20);
  });

  it('adds everything up for a seasoned captain', () => {
    // 50 + Fight 5 + Attacks 10 + Will 2 × 5 + Shoot 0 + one progression rule 5
    const captain = warrior(
      { fight: 1, attacks: 1, will: 2, shoot: 2 },
      [{ type: 'progression' }],
      50,
    );
    expect(modifierPoints(captain.modifyStats, false)).toBe(25);
    expect(warriorPoints(captain, false)).toBe(80);
  });

  it('subtracts for negative modifiers but never goes below 0', () => {
    expect(warriorPoints(warrior({ fight: -1 }), false)).toBe(5);
    expect(warriorPoints(warrior({ fight: -1, wounds: -1 }), false)).toBe(0);
  });
});

describe('totalPoints, profile points and the company', () => {
  const bow: WargearForRules = { type: 'armoury', pointsLow: 5, pointsHigh: 10 };
  const spear: WargearForRules = { type: 'base', pointsLow: 1, pointsHigh: 1 };

  it('adds wargear to the own cost', () => {
    expect(totalPoints({ ...warrior(), wargear: [bow, spear] }, false)).toBe(16);
    expect(totalPoints({ ...warrior({ wounds: 1 }), wargear: [bow, spear] }, false)).toBe(31);
  });

  it('prices a profile at base points plus the low price of its kept wargear', () => {
    expect(profilePoints({ basePoints: 25, wargear: [bow, spear, { ...bow, remove: true }] })).toBe(
      31,
    );
    expect(profilePoints({ basePoints: 25, wargear: [] })).toBe(25);
  });

  it('counts every warrior of the company except the dead', () => {
    const company = [
      { ...warrior(), status: '' as const },
      { ...warrior({ fight: 1 }), status: 'injured' as const },
      { ...warrior(), status: 'lost' as const },
      { ...warrior({ attacks: 5 }), status: 'dead' as const },
    ];
    expect(companyPoints(company, false)).toBe(35);
    expect(companyPoints([], true)).toBe(0);
  });

  it("totals a warrior's own influence and that of the wargear it keeps", () => {
    expect(influenceTotal({ influence: 2, wargear: [] })).toBe(2);
    expect(
      influenceTotal({
        influence: 1,
        wargear: [
          { influence: 3 },
          { influence: 5, remove: true },
          { influence: null },
          {},
          { influence: 2, remove: false },
        ],
      }),
    ).toBe(6);
  });

  it('sets a cost against the company influence', () => {
    expect(influenceBalance(20, 15)).toEqual({
      influence: 20,
      cost: 15,
      remaining: 5,
      affordable: true,
    });
    expect(influenceBalance(15, 15).affordable).toBe(true);
    expect(influenceBalance(10, 15)).toEqual({
      influence: 10,
      cost: 15,
      remaining: -5,
      affordable: false,
    });
  });
});

describe('properties of points', () => {
  const modifiers = fc.record(
    Object.fromEntries(STAT_KEYS.map((key) => [key, fc.integer({ min: -3, max: 6 })])) as Record<
      StatKey,
      fc.Arbitrary<number>
    >,
  );
  const ruleArb = fc.record({
    type: fc.constantFrom('base', 'progression', 'wargear' as const),
    remove: fc.boolean(),
  });
  const itemArb = fc
    .record({
      type: fc.constantFrom('base', 'armoury' as const),
      pointsLow: fc.integer({ min: 0, max: 30 }),
      extra: fc.integer({ min: 0, max: 30 }),
      remove: fc.boolean(),
    })
    .map(({ extra, ...item }): WargearForRules => ({
      ...item,
      pointsHigh: item.pointsLow + extra,
    }));
  const warriorArb = fc.record({
    basePoints: fc.integer({ min: 0, max: 200 }),
    baseStats: fc
      .record({ attacks: fc.integer({ min: 0, max: 4 }), wounds: fc.integer({ min: 0, max: 4 }) })
      .map((v) => stats(v)),
    modifyStats: modifiers,
    specialRules: fc.array(ruleArb, { maxLength: 4 }),
    wargear: fc.array(itemArb, { maxLength: 4 }),
  });

  it('are never negative', () => {
    fc.assert(
      fc.property(warriorArb, fc.boolean(), (w, rules) => {
        expect(warriorPoints(w, rules)).toBeGreaterThanOrEqual(0);
        expect(totalPoints(w, rules)).toBeGreaterThanOrEqual(warriorPoints(w, rules));
      }),
    );
  });

  it('grow by the listed cost with every point of modifier', () => {
    const nonNegative = warriorArb.map((w) => ({
      ...w,
      modifyStats: stats(
        Object.fromEntries(STAT_KEYS.map((key) => [key, Math.abs(w.modifyStats[key])])),
      ),
    }));
    fc.assert(
      fc.property(nonNegative, fc.constantFrom(...STAT_KEYS), fc.boolean(), (w, key, rules) => {
        const raised = { ...w, modifyStats: { ...w.modifyStats, [key]: w.modifyStats[key] + 1 } };
        const cost = key === 'intelligence' && !rules ? 0 : MODIFIER_POINTS[key];
        expect(warriorPoints(raised, rules) - warriorPoints(w, rules)).toBe(cost);
        expect(totalPoints(raised, rules)).toBeGreaterThanOrEqual(totalPoints(w, rules) + cost);
      }),
    );
  });
});
