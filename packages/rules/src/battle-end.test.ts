import { describe, expect, it } from 'vitest';
import {
  OLD_BATTLE_WOUND_OUTCOMES,
  applyOldBattleWound,
  clearPreBattleInjury,
  facesOldBattleWounds,
} from './battle';
import type { Rank } from './ranks';
import { stats } from './test-stats';

describe('old battle wounds', () => {
  const hero = (rank: Rank, oldWound: number, extra: object = {}) => ({
    rank,
    oldWound,
    baseStats: stats(),
    modifyStats: stats(),
    ...extra,
  });

  it('offers Ready or Injured', () => {
    expect(OLD_BATTLE_WOUND_OUTCOMES).toEqual(['Ready', 'Injured']);
  });

  it.each([
    ['a Hero with an old wound', hero('Hero', 1), true],
    ['a Leader with two', hero('Leader', 2), true],
    ['a Hero without', hero('Hero', 0), false],
    ['a Hero sitting the battle out', hero('Hero', 1, { preBattleInjury: true }), false],
    ['a Warrior with Fate', hero('Warrior', 1, { baseStats: stats({ fate: 1 }) }), true],
    ['a plain Warrior', hero('Warrior', 1), false],
  ])('%s rolls: %s', (_, warrior, expected) => {
    expect(facesOldBattleWounds(warrior)).toBe(expected);
  });

  it('keeps an Injured hero out of this battle only', () => {
    expect(applyOldBattleWound({ name: 'x', preBattleInjury: false }, 'Injured')).toEqual({
      name: 'x',
      preBattleInjury: true,
    });
    expect(applyOldBattleWound({ name: 'x', preBattleInjury: null }, 'Ready')).toEqual({
      name: 'x',
      preBattleInjury: false,
    });
    expect(applyOldBattleWound({ preBattleInjury: true }, 'Ready').preBattleInjury).toBe(true);
  });
});

describe('after the battle', () => {
  it.each([
    [
      { status: 'injured', preBattleInjury: true },
      { status: '', preBattleInjury: false },
    ],
    [
      { status: 'lost', preBattleInjury: true },
      { status: '', preBattleInjury: false },
    ],
    [
      { status: '', preBattleInjury: true },
      { status: '', preBattleInjury: false },
    ],
    [
      { status: 'injured', preBattleInjury: false },
      { status: 'injured', preBattleInjury: false },
    ],
    [{ status: 'dead' }, { status: 'dead' }],
  ] as const)('clears %j to %j', (before, after) => {
    expect(clearPreBattleInjury(before)).toEqual(after);
  });
});
