import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SAT_OUT_BY_OLD_WOUND,
  SAT_OUT_BY_STATUS,
  validateSatOut,
  BATTLE_RESULTS,
  BATTLE_RESULT_LABELS,
  battleRoster,
  fightingRoster,
  breakPoint,
  casualtiesToGo,
  breakState,
  clampCounter,
  eligibleAtStart,
  initialBattleCounters,
  isBreakEligible,
  isWoundedAt,
  NOBODY_FOUGHT,
  quarteredPoint,
  setBonusRerolls,
  setRemainingWounds,
  setWoundsInflicted,
  startsWithPreBattleInjury,
  takesPartInBattle,
  validateParticipants,
  type BreakCandidate,
} from './battle';
import type { Rank } from './ranks';
import { stats } from './test-stats';

describe('battle results', () => {
  it('are Win, Draw and Loss', () => {
    expect(BATTLE_RESULTS).toEqual(['win', 'draw', 'loss']);
    expect(BATTLE_RESULT_LABELS).toEqual({ win: 'Win', draw: 'Draw', loss: 'Loss' });
  });
});

describe('start of battle', () => {
  it.each([
    ['', true, false],
    ['injured', true, true],
    ['lost', true, true],
    ['dead', false, false],
  ] as const)('a %j warrior takes part %s, pre-battle injury %s', (status, part, injured) => {
    expect(takesPartInBattle(status)).toBe(part);
    expect(startsWithPreBattleInjury(status)).toBe(injured);
  });

  it('leaves the dead out of the roster', () => {
    const roster = battleRoster([
      { id: 'a', status: '' },
      { id: 'b', status: 'dead' },
      { id: 'c', status: 'lost' },
    ] as const);
    expect(roster.map((w) => w.id)).toEqual(['a', 'c']);
  });

  it('fights with neither the dead nor the injured and lost who sit the battle out', () => {
    const fighting = fightingRoster([
      { id: 'a', status: '' },
      { id: 'b', status: 'dead' },
      { id: 'c', status: 'lost' },
      { id: 'd', status: 'injured' },
    ] as const);
    expect(fighting.map((w) => w.id)).toEqual(['a']);
  });

  it('fills the counters from the total characteristics', () => {
    expect(initialBattleCounters('', stats({ wounds: 2, might: 3, will: 1, fate: 2 }))).toEqual({
      preBattleInjury: false,
      wounded: false,
      fled: false,
      remainingWounds: 2,
      remainingMight: 3,
      remainingWill: 1,
      remainingFate: 2,
      woundsInflicted: 0,
    });
    expect(initialBattleCounters('injured', stats({ wounds: 1, fate: -1 }))).toMatchObject({
      preBattleInjury: true,
      remainingWounds: 1,
      remainingFate: 0,
    });
  });
});

describe('counters', () => {
  it.each([
    [-1, 3, 0, true],
    [0, 3, 0, true],
    [1, 3, 1, false],
    [3, 3, 3, false],
    [4, 3, 3, false],
    [2.7, 3, 2, false],
    [Number.NaN, 3, 0, true],
  ])('wounds remaining %d of %i reads %i, wounded %s', (value, total, remaining, wounded) => {
    expect(setRemainingWounds(value, total)).toEqual({ remainingWounds: remaining, wounded });
  });

  it('clears wounded again when a wound is given back', () => {
    expect(setRemainingWounds(1, 2).wounded).toBe(false);
    expect(isWoundedAt(0)).toBe(true);
    expect(isWoundedAt(1)).toBe(false);
  });

  it.each([
    [-2, 0],
    [0, 0],
    [7, 7],
  ])('wounds inflicted %i reads %i', (value, expected) => {
    expect(setWoundsInflicted(value)).toBe(expected);
  });

  it.each([
    [-1, 3, 0],
    [2, 3, 2],
    [5, 3, 3],
    [1, 0, 0],
    [1, -2, 0],
  ])('bonus re-rolls %i of %i read %i', (value, bonus, expected) => {
    expect(setBonusRerolls(value, bonus)).toBe(expected);
  });

  it('a counter without a maximum only stops at 0', () => {
    expect(clampCounter(99)).toBe(99);
    expect(clampCounter(-99)).toBe(0);
  });

  it('a counter always stays between 0 and its maximum', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: -5, max: 20 }), (value, max) => {
        const counted = clampCounter(value, max);
        expect(Number.isInteger(counted)).toBe(true);
        expect(counted).toBeGreaterThanOrEqual(0);
        expect(counted).toBeLessThanOrEqual(Math.max(0, max));
      }),
    );
  });
});

describe('break and quartered points', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 1],
    [2, 2, 2],
    [3, 2, 3],
    [4, 3, 4],
    [5, 3, 4],
    [6, 4, 5],
    [7, 4, 6],
    [8, 5, 7],
    [9, 5, 7],
    [10, 6, 8],
    [12, 7, 10],
    [15, 8, 12],
    [20, 11, 16],
    [1000, 501, 751],
  ])('%i eligible warriors: broken at %i, quartered at %i', (n, broken, quartered) => {
    expect(breakPoint(n)).toBe(broken);
    expect(quarteredPoint(n)).toBe(quartered);
  });

  it('keep break point ≤ quartered point ≤ eligible warriors, and more than half / three quarters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        expect(breakPoint(n)).toBeLessThanOrEqual(quarteredPoint(n));
        expect(quarteredPoint(n)).toBeLessThanOrEqual(n);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (n) => {
        expect(breakPoint(n) * 2).toBeGreaterThan(n);
        expect(quarteredPoint(n) * 4).toBeGreaterThan(3 * n);
      }),
    );
  });

  it('count nothing below zero warriors', () => {
    expect(breakPoint(-3)).toBe(0);
  });
});

describe('breakState', () => {
  const w = (rank: Rank, extra: Partial<BreakCandidate> = {}): BreakCandidate => ({
    rank,
    status: '',
    ...extra,
  });

  it.each([
    ['a Warrior on the table', w('Warrior'), true],
    ['a Leader on the table', w('Leader'), true],
    ['a Wanderer on the table', w('Wanderer'), true],
    ['a Creature', w('Creature'), false],
    ['a warrior sitting it out', w('Warrior', { preBattleInjury: true }), false],
    ['a dead warrior', w('Hero', { status: 'dead' }), false],
  ])('counts %s: %s', (_, warrior, eligible) => {
    expect(isBreakEligible(warrior)).toBe(eligible);
  });

  it('is neither broken nor quartered while fewer than break point are down', () => {
    const company = [w('Leader', { wounded: true }), w('Warrior'), w('Warrior'), w('Warrior')];
    expect(breakState(company)).toEqual({
      eligible: 4,
      casualties: 1,
      breakPoint: 3,
      quarteredPoint: 4,
      status: null,
    });
  });

  it('is Broken when wounded plus fled reaches the break point', () => {
    const company = [
      w('Leader', { wounded: true }),
      w('Warrior', { fled: true }),
      w('Warrior', { wounded: true, fled: true }),
      w('Warrior'),
    ];
    expect(breakState(company)).toMatchObject({ casualties: 3, status: 'Broken' });
  });

  it('is Quartered when it reaches the quartered point', () => {
    const company = [
      w('Leader', { wounded: true }),
      w('Warrior', { fled: true }),
      w('Hero', { wounded: true }),
      w('Warrior', { fled: true }),
    ];
    expect(breakState(company).status).toBe('Quartered');
  });

  it('leaves out Creatures and those who sat the battle out, on both sides of the count', () => {
    const company = [
      w('Leader', { wounded: true }),
      w('Warrior'),
      w('Creature', { wounded: true }),
      w('Creature', { wounded: true }),
      w('Warrior', { preBattleInjury: true, wounded: true }),
    ];
    expect(breakState(company)).toMatchObject({
      eligible: 2,
      casualties: 1,
      breakPoint: 2,
      status: null,
    });
  });

  it('shows no status when no one is on the table', () => {
    expect(breakState([w('Creature', { wounded: true })])).toMatchObject({
      eligible: 0,
      status: null,
    });
    expect(breakState([]).status).toBeNull();
  });
});

describe('eligibleAtStart', () => {
  it('counts the warriors who could take the table, before Old Battle Wounds', () => {
    expect(
      eligibleAtStart([
        { rank: 'Leader', status: '' },
        { rank: 'Warrior', status: 'injured' },
        { rank: 'Hero', status: 'lost' },
        { rank: 'Hero', status: 'dead' },
        { rank: 'Creature', status: '' },
        { rank: 'Warrior', status: '' },
      ]),
    ).toBe(2);
  });

  it('is 0 for a company of Creatures and the injured, and for an empty one', () => {
    expect(
      eligibleAtStart([
        { rank: 'Creature', status: '' },
        { rank: 'Warrior', status: 'injured' },
      ]),
    ).toBe(0);
    expect(eligibleAtStart([])).toBe(0);
  });
});

describe('validateParticipants', () => {
  it('needs one warrior on the table who counts for break points', () => {
    expect(
      validateParticipants([
        { rank: 'Creature', status: '' },
        { rank: 'Warrior', status: '', preBattleInjury: true },
        { rank: 'Hero', status: '' },
      ]),
    ).toEqual({});
  });

  it('refuses a battle of nobody, of Creatures alone, or of those who sat it out', () => {
    const refused = { participants: NOBODY_FOUGHT };
    expect(validateParticipants([])).toEqual(refused);
    expect(validateParticipants([{ rank: 'Creature', status: '' }])).toEqual(refused);
    expect(
      validateParticipants([
        { rank: 'Leader', status: '', preBattleInjury: true },
        { rank: 'Warrior', status: 'injured', preBattleInjury: true },
      ]),
    ).toEqual(refused);
  });
});

describe('casualtiesToGo', () => {
  it('counts down to Broken and Quartered and stops at 0', () => {
    const state = (casualties: number) => ({
      eligible: 8,
      casualties,
      breakPoint: 5,
      quarteredPoint: 7,
      status: null,
    });
    expect(casualtiesToGo(state(0))).toEqual({ toBreak: 5, toQuarter: 7 });
    expect(casualtiesToGo(state(5))).toEqual({ toBreak: 0, toQuarter: 2 });
    expect(casualtiesToGo(state(8))).toEqual({ toBreak: 0, toQuarter: 0 });
  });
});

describe('validateSatOut', () => {
  it.each(['injured', 'lost'] as const)('keeps an %s warrior out of the battle', (status) => {
    expect(validateSatOut({ status }, { preBattleInjury: false })).toEqual({
      preBattleInjury: SAT_OUT_BY_STATUS,
    });
    expect(validateSatOut({ status }, { preBattleInjury: true })).toEqual({});
  });

  it('keeps out a hero whose old battle wound played up, not one who rolled Ready', () => {
    const injured = { preBattleInjury: false, oldWound: { outcome: 'Injured' as const } };
    expect(validateSatOut({ status: '' }, injured)).toEqual({
      preBattleInjury: SAT_OUT_BY_OLD_WOUND,
    });
    expect(validateSatOut({ status: '' }, { ...injured, preBattleInjury: true })).toEqual({});
    expect(validateSatOut({ status: '' }, { oldWound: { outcome: 'Ready' } })).toEqual({});
  });
});
