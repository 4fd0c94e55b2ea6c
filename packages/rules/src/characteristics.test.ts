import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEG_WOUND_MOVE_PENALTY,
  formatProfileStat,
  formatStat,
  formatStats,
  improveStat,
  improvementSign,
  isLowerBetter,
  subTotalStats,
  totalStats,
} from './characteristics';
import { FATE_MAX, STAT_KEYS, type StatKey } from './stats';
import type { WargearForRules } from './wargear';
import { stats } from './test-stats';

/** A Captain-like base profile: 6" 4/4+ 4 5 2 2 C4 I3 (old) or C5+ I4+ (2024). */
const base = stats({
  move: 6,
  fight: 4,
  shoot: 4,
  strength: 4,
  defence: 5,
  attacks: 2,
  wounds: 2,
  courage: 4,
  intelligence: 4,
  might: 2,
  will: 1,
  fate: 1,
});

const item = (values: Partial<WargearForRules>): WargearForRules => ({
  type: 'armoury',
  pointsLow: 0,
  pointsHigh: 0,
  ...values,
});

describe('which characteristics are lower-is-better', () => {
  it.each(
    STAT_KEYS.flatMap((key) => [
      [key, false, key === 'shoot'],
      [key, true, key === 'shoot' || key === 'courage' || key === 'intelligence'],
    ]) as [StatKey, boolean, boolean][],
  )('%s under newRuleset %s: %s', (key, newRuleset, lower) => {
    expect(isLowerBetter(key, newRuleset)).toBe(lower);
    expect(improvementSign(key, newRuleset)).toBe(lower ? -1 : 1);
  });

  it.each([
    ['fight', 4, 1, false, 5],
    ['shoot', 4, 1, false, 3],
    ['courage', 4, 1, false, 5],
    ['courage', 5, 1, true, 4],
    ['intelligence', 4, 2, true, 2],
    ['move', 6, -1, true, 5],
  ] as const)('improving %s %i by %i (newRuleset %s) gives %i', (key, value, by, rules, result) => {
    expect(improveStat(key, value, by, rules)).toBe(result);
  });
});

describe('subTotalStats: base with modifiers', () => {
  const mod = stats({ fight: 1, shoot: 1, courage: 1, intelligence: 1, attacks: 1, fate: 1 });

  it('adds modifiers, and lowers Shoot, under the older ruleset', () => {
    expect(subTotalStats(base, mod, false)).toEqual(
      stats({ ...base, fight: 5, shoot: 3, courage: 5, intelligence: 5, attacks: 3, fate: 2 }),
    );
  });

  it('also lowers Courage and Intelligence under the 2024 ruleset', () => {
    expect(subTotalStats(base, mod, true)).toEqual(
      stats({ ...base, fight: 5, shoot: 3, courage: 3, intelligence: 3, attacks: 3, fate: 2 }),
    );
  });
});

describe('totalStats: after wargear and injuries', () => {
  const warrior = (wargear: WargearForRules[], legWound = 0) => ({
    baseStats: base,
    modifyStats: stats({ shoot: 1 }),
    wargear,
    legWound,
  });

  it('equals the sub-total with no wargear and no wound', () => {
    expect(totalStats(warrior([]), true)).toEqual(subTotalStats(base, stats({ shoot: 1 }), true));
  });

  it('adds a Defence adjustment and takes a negative Move adjustment', () => {
    const total = totalStats(
      warrior([
        item({ adjustmentStat: 'defence', adjustmentValue: 1 }),
        item({ adjustmentStat: 'move', adjustmentValue: -1 }),
      ]),
      false,
    );
    expect([total.defence, total.move]).toEqual([6, 5]);
  });

  it.each([
    ['shoot', false, 2],
    ['courage', false, 5],
    ['courage', true, 3],
    ['intelligence', true, 3],
  ] as const)('a +1 %s item follows the sign rule (newRuleset %s): %i', (key, rules, value) => {
    const total = totalStats(warrior([item({ adjustmentStat: key, adjustmentValue: 1 })]), rules);
    expect(total[key]).toBe(value);
  });

  it('sums several items on the same characteristic', () => {
    const total = totalStats(
      warrior([
        item({ adjustmentStat: 'fight', adjustmentValue: 1 }),
        item({ adjustmentStat: 'fight', adjustmentValue: 2, type: 'base' }),
      ]),
      false,
    );
    expect(total.fight).toBe(7);
  });

  it.each([
    ['a removed item', item({ adjustmentStat: 'fight', adjustmentValue: 1, remove: true })],
    [
      'an item with the adjustment switched off',
      item({ adjustmentStat: 'fight', adjustmentValue: 1, statEnabled: false }),
    ],
    ['an item with no stat', item({ adjustmentStat: '', adjustmentValue: 1 })],
    ['an item with a null stat', item({ adjustmentStat: null, adjustmentValue: 1 })],
    ['an item with no value', item({ adjustmentStat: 'fight', adjustmentValue: null })],
  ])('ignores %s', (_, ignored) => {
    expect(totalStats(warrior([ignored]), false).fight).toBe(4);
  });

  it('counts an item whose switch was never set', () => {
    const total = totalStats(
      warrior([item({ adjustmentStat: 'fight', adjustmentValue: 1, statEnabled: null })]),
      false,
    );
    expect(total.fight).toBe(5);
  });

  it('never shows Fate above 3, whatever modifiers and wargear add', () => {
    const fated = { baseStats: stats({ fate: 2 }), modifyStats: stats({ fate: 2 }) };
    expect(subTotalStats(fated.baseStats, fated.modifyStats, false).fate).toBe(3);
    const charm = item({ adjustmentStat: 'fate', adjustmentValue: 1 });
    expect(
      totalStats({ ...fated, modifyStats: stats({ fate: 1 }), wargear: [charm] }, true).fate,
    ).toBe(3);
    const curse = item({ adjustmentStat: 'fate', adjustmentValue: -2 });
    expect(totalStats({ ...fated, wargear: [curse] }, false).fate).toBe(2);
  });

  it('takes 1 Move for a leg wound, in the total only', () => {
    expect(LEG_WOUND_MOVE_PENALTY).toBe(1);
    expect(totalStats(warrior([], 1), false).move).toBe(5);
    expect(totalStats({ baseStats: base, modifyStats: stats(), wargear: [] }, false).move).toBe(6);
    expect(totalStats({ ...warrior([]), legWound: null }, false).move).toBe(6);
  });
});

describe('display strings', () => {
  it.each([
    ['move', 6, false, '6"'],
    ['move', 5, true, '5"'],
    ['shoot', 4, false, '4+'],
    ['shoot', 3, true, '3+'],
    ['courage', 4, false, '4'],
    ['courage', 4, true, '4+'],
    ['intelligence', 3, false, '3'],
    ['intelligence', 3, true, '3+'],
    ['fight', 5, true, '5'],
    ['fate', 0, true, '0'],
  ] as const)('%s %i under newRuleset %s reads %s', (key, value, rules, text) => {
    expect(formatStat(key, value, rules)).toBe(text);
  });

  it("prints a Shoot of 0 as '-' in a profile, everything else as formatStat does", () => {
    expect(formatProfileStat('shoot', 0, false)).toBe('-');
    expect(formatProfileStat('shoot', 0, true)).toBe('-');
    expect(formatProfileStat('shoot', 4, false)).toBe('4+');
    expect(formatProfileStat('move', 0, false)).toBe('0"');
    expect(formatProfileStat('courage', 3, true)).toBe('3+');
  });

  it('formats a whole profile', () => {
    expect(formatStats(base, true)).toMatchObject({
      move: '6"',
      shoot: '4+',
      courage: '4+',
      defence: '5',
    });
  });
});

describe('properties of the sign rules', () => {
  const value = fc.integer({ min: -10, max: 10 });
  const statsArb = fc.record(
    Object.fromEntries(STAT_KEYS.map((key) => [key, value])) as Record<StatKey, typeof value>,
  );
  const statKey = fc.constantFrom(...STAT_KEYS);
  const adjustment = fc.record({ stat: statKey, value: fc.integer({ min: -3, max: 3 }) });

  it('one more point of modifier moves a total one step in the better direction', () => {
    fc.assert(
      fc.property(
        statsArb,
        statsArb,
        statKey,
        fc.boolean(),
        fc.boolean(),
        (b, m, key, rules, leg) => {
          const before = totalStats(
            { baseStats: b, modifyStats: m, wargear: [], legWound: leg ? 1 : 0 },
            rules,
          );
          const after = totalStats(
            {
              baseStats: b,
              modifyStats: { ...m, [key]: m[key] + 1 },
              wargear: [],
              legWound: leg ? 1 : 0,
            },
            rules,
          );
          const expected = isLowerBetter(key, rules) ? before[key] - 1 : before[key] + 1;
          expect(after[key]).toBe(key === 'fate' ? Math.min(FATE_MAX, expected) : expected);
          for (const other of STAT_KEYS)
            if (other !== key) expect(after[other]).toBe(before[other]);
        },
      ),
    );
  });

  it('a wargear adjustment counts exactly like the same modifier', () => {
    fc.assert(
      fc.property(
        statsArb,
        statsArb,
        fc.array(adjustment, { maxLength: 5 }),
        fc.boolean(),
        (b, m, adjustments, rules) => {
          const wargear = adjustments.map((a) =>
            item({ adjustmentStat: a.stat, adjustmentValue: a.value }),
          );
          const folded = { ...m };
          for (const a of adjustments) folded[a.stat] += a.value;
          expect(totalStats({ baseStats: b, modifyStats: m, wargear }, rules)).toEqual(
            subTotalStats(b, folded, rules),
          );
        },
      ),
    );
  });

  it('Fate is at most 3 in sub-totals and totals', () => {
    fc.assert(
      fc.property(statsArb, statsArb, fc.array(adjustment, { maxLength: 5 }), (b, m, adjs) => {
        const wargear = adjs.map((a) => item({ adjustmentStat: a.stat, adjustmentValue: a.value }));
        expect(subTotalStats(b, m, false).fate).toBeLessThanOrEqual(FATE_MAX);
        expect(
          totalStats({ baseStats: b, modifyStats: m, wargear }, true).fate,
        ).toBeLessThanOrEqual(FATE_MAX);
      }),
    );
  });

  it('the ruleset changes only Courage and Intelligence', () => {
    fc.assert(
      fc.property(statsArb, statsArb, (b, m) => {
        const older = subTotalStats(b, m, false);
        const newer = subTotalStats(b, m, true);
        for (const key of STAT_KEYS) {
          if (key === 'courage' || key === 'intelligence') {
            expect(older[key] - b[key]).toBe(b[key] - newer[key]);
          } else {
            expect(newer[key]).toBe(older[key]);
          }
        }
      }),
    );
  });

  it('a leg wound changes Move by exactly 1 and nothing else', () => {
    fc.assert(
      fc.property(statsArb, statsArb, fc.boolean(), (b, m, rules) => {
        const sound = totalStats({ baseStats: b, modifyStats: m, wargear: [], legWound: 0 }, rules);
        const lame = totalStats({ baseStats: b, modifyStats: m, wargear: [], legWound: 1 }, rules);
        expect(lame).toEqual({ ...sound, move: sound.move - 1 });
      }),
    );
  });
});
