import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INJURY_RESULTS,
  applyInjury,
  applyOwnerDeaths,
  healableWounds,
  injuryResultsFor,
  type InjuryResult,
  type InjuryTarget,
} from './injuries';
import { hero } from './injuries.fixtures';
import { RANKS, type Rank } from './ranks';
import { WARRIOR_STATUSES } from './statuses';
import { stats } from './test-stats';

describe('applying an injury', () => {
  it.each([
    ['Dead', hero(), { result: 'dead' }, { status: 'dead' }, 0],
    ['Lost in Battle', hero(), { result: 'lost' }, { status: 'lost' }, 0],
    ['Arm Wound', hero(), { result: 'armWound' }, { armWound: 1 }, 0],
    ['Leg Wound', hero(), { result: 'legWound' }, { legWound: 1 }, 0],
    ['a second Leg Wound', hero({ legWound: 1 }), { result: 'legWound' }, { status: 'dead' }, 0],
    ['a second Arm Wound', hero({ armWound: 1 }), { result: 'armWound' }, { status: 'dead' }, 0],
    ['Full Recovery', hero(), { result: 'fullRecovery' }, {}, 0],
    [
      'Full Recovery healing a leg',
      hero({ legWound: 1 }),
      { result: 'fullRecovery', heal: 'legWound' },
      { legWound: 0 },
      0,
    ],
    [
      'Full Recovery healing nothing',
      hero({ legWound: 1 }),
      { result: 'fullRecovery', heal: null },
      {},
      0,
    ],
    ['Injured', hero(), { result: 'injured' }, { status: 'injured' }, 0],
    ['Old Battle Wound', hero({ oldWound: 1 }), { result: 'oldBattleWound' }, { oldWound: 2 }, 0],
    [
      'Wounds of a Hero healing an arm',
      hero({ armWound: 1 }),
      { result: 'woundsOfAHero', heal: 'armWound', influence: 4 },
      { armWound: 0 },
      4,
    ],
    [
      'Protected healing an old wound',
      hero({ oldWound: 2 }),
      { result: 'protected', heal: 'oldWound' },
      { oldWound: 1, modifyStats: stats({ fate: 1 }) },
      0,
    ],
    [
      'Protected at Fate 3',
      hero({ baseStats: stats({ fate: 2 }), modifyStats: stats({ fate: 1 }) }),
      { result: 'protected' },
      {},
      0,
    ],
    [
      'a plain warrior Injured',
      hero({ rank: 'Warrior', baseStats: stats() }),
      { result: 'injured' },
      { status: 'injured' },
      0,
    ],
  ] as const)('%s', (_, before, choice, changes, influence) => {
    const { warrior, woundsInfluence } = applyInjury(before, choice);
    expect(warrior).toEqual({ ...before, ...changes });
    expect(woundsInfluence).toBe(influence);
  });

  it('refuses a choice that does not validate', () => {
    expect(() => applyInjury(hero(), { result: null })).toThrow(RangeError);
    expect(() => applyInjury(hero(), { result: 'woundsOfAHero' })).toThrow(/influence|required/i);
    expect(() => applyInjury(hero(), { result: 'fullRecovery', heal: 'armWound' })).toThrow(
      RangeError,
    );
    expect(() =>
      applyInjury(hero({ rank: 'Warrior', baseStats: stats() }), { result: 'protected' }),
    ).toThrow(RangeError);
  });

  it('never produces an impossible state', () => {
    const warriorArb = fc
      .record({
        rank: fc.constantFrom<Rank>(...RANKS),
        status: fc.constant(''),
        baseStats: fc.record({ fate: fc.integer({ min: 0, max: 3 }) }).map((v) => stats(v)),
        modifyStats: fc.integer({ min: 0, max: 3 }),
        legWound: fc.integer({ min: 0, max: 1 }),
        armWound: fc.integer({ min: 0, max: 1 }),
        oldWound: fc.integer({ min: 0, max: 5 }),
      })
      .map(({ modifyStats, ...w }): InjuryTarget => ({
        ...w,
        status: '',
        modifyStats: stats({ fate: Math.min(modifyStats, 3 - w.baseStats.fate) }),
      }));
    fc.assert(
      fc.property(
        warriorArb,
        fc.constantFrom<InjuryResult>(...INJURY_RESULTS),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 6 }),
        (warrior, rolled, healIndex, influence) => {
          fc.pre(injuryResultsFor(warrior).includes(rolled));
          const heal = healableWounds(warrior, rolled)[healIndex] ?? null;
          const { warrior: after, woundsInfluence } = applyInjury(warrior, {
            result: rolled,
            heal,
            influence,
          });
          expect(after.baseStats.fate + after.modifyStats.fate).toBeLessThanOrEqual(3);
          expect([0, 1]).toContain(after.legWound);
          expect([0, 1]).toContain(after.armWound);
          expect(after.oldWound).toBeGreaterThanOrEqual(0);
          expect(WARRIOR_STATUSES).toContain(after.status);
          expect(woundsInfluence).toBeGreaterThanOrEqual(0);
          expect(woundsInfluence).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});

describe('creatures of the fallen', () => {
  it('die with their owner', () => {
    const company = [
      { id: 'leader', rank: 'Leader', status: 'dead', owner: null },
      { id: 'sergeant', rank: 'Sergeant', status: '', owner: null },
      { id: 'warg', rank: 'Creature', status: '', owner: 'leader' },
      { id: 'hound', rank: 'Creature', status: 'injured', owner: 'sergeant' },
      { id: 'stray', rank: 'Creature', status: '', owner: null },
      { id: 'orphan', rank: 'Creature', status: '', owner: 'somebody-else' },
      { id: 'squire', rank: 'Warrior', status: '', owner: 'leader' },
    ] as const;
    expect(applyOwnerDeaths(company).map((w) => [w.id, w.status])).toEqual([
      ['leader', 'dead'],
      ['sergeant', ''],
      ['warg', 'dead'],
      ['hound', 'injured'],
      ['stray', ''],
      ['orphan', ''],
      ['squire', ''],
    ]);
  });
});
