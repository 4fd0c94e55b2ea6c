import { describe, expect, it } from 'vitest';
import {
  D6_TABLES,
  D6_TESTS,
  REFERENCE_TABS,
  REFERENCE_TAB_LABELS,
  SWIM_ENCUMBERED_MODIFIER,
  SWIM_MOUNTED_MODIFIER,
  WOUND_CHART,
  WOUND_ROLLS,
  d6Outcome,
  swimModifier,
  swimOutcome,
  needsSecondWoundDie,
  woundRoll,
  woundSucceeds,
} from './reference-tables';

describe('Tools overlay', () => {
  it('has the tabs of docs/rules.md#reference-tables, in order', () => {
    expect(REFERENCE_TABS.map((tab) => REFERENCE_TAB_LABELS[tab])).toEqual([
      'Wound',
      'Thrown Rider',
      'Jump',
      'Leap',
      'Climb',
      'Swim',
    ]);
  });
});

describe('wound chart', () => {
  // Written out from the rule k = Defence - Strength: k <= -2 is 3+, k <= 0 is 4+, 1-2 is 5+,
  // 3-4 is 6+, 5/6/7 are 6/4+, 6/5+, 6/6+, 8 or more cannot wound.
  const expected: string[][] = [
    /* S1  */ ['4+', '5+', '5+', '6+', '6+', '6/4+', '6/5+', '6/6+', '-', '-'],
    /* S2  */ ['4+', '4+', '5+', '5+', '6+', '6+', '6/4+', '6/5+', '6/6+', '-'],
    /* S3  */ ['3+', '4+', '4+', '5+', '5+', '6+', '6+', '6/4+', '6/5+', '6/6+'],
    /* S4  */ ['3+', '3+', '4+', '4+', '5+', '5+', '6+', '6+', '6/4+', '6/5+'],
    /* S5  */ ['3+', '3+', '3+', '4+', '4+', '5+', '5+', '6+', '6+', '6/4+'],
    /* S6  */ ['3+', '3+', '3+', '3+', '4+', '4+', '5+', '5+', '6+', '6+'],
    /* S7  */ ['3+', '3+', '3+', '3+', '3+', '4+', '4+', '5+', '5+', '6+'],
    /* S8  */ ['3+', '3+', '3+', '3+', '3+', '3+', '4+', '4+', '5+', '5+'],
    /* S9  */ ['3+', '3+', '3+', '3+', '3+', '3+', '3+', '4+', '4+', '5+'],
    /* S10 */ ['3+', '3+', '3+', '3+', '3+', '3+', '3+', '3+', '4+', '4+'],
  ];

  it.each(expected.map((row, index) => [index + 1, row] as const))(
    'Strength %i against Defence 1 to 10',
    (strength, row) => {
      expect(row.map((_, d) => woundRoll(strength, d + 1))).toEqual(row);
      expect(WOUND_CHART[strength - 1]).toEqual(row);
    },
  );

  it('uses only the listed results', () => {
    expect(WOUND_ROLLS).toEqual(['3+', '4+', '5+', '6+', '6/4+', '6/5+', '6/6+', '-']);
    expect(new Set(WOUND_CHART.flat())).toEqual(new Set(WOUND_ROLLS));
  });

  it.each([
    [0, 5],
    [11, 5],
    [5, 0],
    [5, 11],
    [2.5, 5],
  ])('has no entry for Strength %d against Defence %d', (strength, defence) => {
    expect(() => woundRoll(strength, defence)).toThrow(RangeError);
  });
});

describe('D6 tables', () => {
  it('cover Thrown Rider, Jump, Leap, Climb and Swim with rows 1, 2-5 and 6', () => {
    expect(D6_TESTS).toEqual(['thrownRider', 'jump', 'leap', 'climb', 'swim']);
    for (const test of D6_TESTS) {
      expect(D6_TABLES[test].map((row) => [row.rolls, row.min, row.max])).toEqual([
        ['1', 1, 1],
        ['2-5', 2, 5],
        ['6', 6, 6],
      ]);
      for (const row of D6_TABLES[test]) expect(row.summary.length).toBeGreaterThan(10);
    }
  });

  it.each([
    ['thrownRider', 'Knocked flying', 'Thrown clear', 'Lands on their feet'],
    ['jump', 'Stumbles', 'Clears it', 'Bounds across'],
    ['leap', 'Falls short', 'Makes it', 'Sails over'],
    ['climb', 'Falls', 'Climbs on', 'Climbs on'],
    ['swim', 'Goes under', 'Struggles', 'Swims strongly'],
  ] as const)('%s: 1 %s, 2-5 %s, 6 %s', (test, one, middle, six) => {
    expect([1, 2, 3, 4, 5, 6].map((roll) => d6Outcome(test, roll).title)).toEqual([
      one,
      middle,
      middle,
      middle,
      middle,
      six,
    ]);
  });

  it.each([0, 7, 3.5])('has no roll of %d', (roll) => {
    expect(() => d6Outcome('jump', roll)).toThrow(RangeError);
    expect(() => swimOutcome(roll, {})).toThrow(RangeError);
  });
});

describe('swim modifiers', () => {
  it.each([
    [{}, 0],
    [{ mounted: true }, 1],
    [{ heavyArmour: true }, -1],
    [{ shield: true }, -1],
    [{ banner: true }, -1],
    [{ heavyArmour: true, shield: true, banner: true }, -1],
    [{ mounted: true, shield: true }, 0],
  ])('%j modifies the roll by %i', (conditions, modifier) => {
    expect(swimModifier(conditions)).toBe(modifier);
  });

  it('reads the modified roll on the table, kept between 1 and 6', () => {
    expect([SWIM_MOUNTED_MODIFIER, SWIM_ENCUMBERED_MODIFIER]).toEqual([1, -1]);
    expect(swimOutcome(1, { mounted: true })).toMatchObject({
      modifiedRoll: 2,
      outcome: { title: 'Struggles' },
    });
    expect(swimOutcome(5, { mounted: true })).toMatchObject({
      modifiedRoll: 6,
      outcome: { title: 'Swims strongly' },
    });
    expect(swimOutcome(6, { mounted: true })).toMatchObject({ modifiedRoll: 6 });
    expect(swimOutcome(2, { shield: true })).toMatchObject({
      modifiedRoll: 1,
      outcome: { title: 'Goes under' },
    });
    expect(swimOutcome(1, { banner: true })).toMatchObject({ modifiedRoll: 1 });
    expect(swimOutcome(6, { heavyArmour: true })).toMatchObject({
      modifiedRoll: 5,
      outcome: { title: 'Struggles' },
    });
  });
});

describe('woundSucceeds', () => {
  it('reads a single die against 3+ to 6+', () => {
    expect(woundSucceeds('4+', 4)).toBe(true);
    expect(woundSucceeds('4+', 3)).toBe(false);
    expect(woundSucceeds('3+', 3)).toBe(true);
    expect(woundSucceeds('6+', 5)).toBe(false);
    expect(woundSucceeds('6+', 6)).toBe(true);
  });

  it('needs a 6 and then the second number for 6/4+ to 6/6+', () => {
    expect(woundSucceeds('6/4+', 5, 6)).toBe(false);
    expect(woundSucceeds('6/4+', 6, 4)).toBe(true);
    expect(woundSucceeds('6/5+', 6, 4)).toBe(false);
    expect(woundSucceeds('6/6+', 6, 6)).toBe(true);
    expect(() => woundSucceeds('6/5+', 6)).toThrow(RangeError);
    expect(() => woundSucceeds('6/5+', 6, 0)).toThrow(RangeError);
  });

  it("never wounds on '-', and refuses a face that is not a D6", () => {
    expect(woundSucceeds('-', 6, 6)).toBe(false);
    expect(() => woundSucceeds('4+', 7)).toThrow(RangeError);
  });

  it('asks for a second die only after a 6 on a two-step roll', () => {
    expect(needsSecondWoundDie('6/4+', 6)).toBe(true);
    expect(needsSecondWoundDie('6/4+', 5)).toBe(false);
    expect(needsSecondWoundDie('6+', 6)).toBe(false);
  });
});
