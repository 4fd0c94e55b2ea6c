import { describe, expect, it } from 'vitest';
import { oldBattleWoundOutcome } from './old-battle-wounds';

describe('oldBattleWoundOutcome', () => {
  it.each([
    [[1], 'Injured'],
    [[2], 'Ready'],
    [[6], 'Ready'],
    [[4, 1], 'Injured'],
    [[3, 5, 2], 'Ready'],
  ] as const)('rolls %j leave the hero %s', (rolls, outcome) => {
    expect(oldBattleWoundOutcome(rolls)).toBe(outcome);
  });

  it('needs a roll, and only D6 faces', () => {
    expect(() => oldBattleWoundOutcome([])).toThrow(RangeError);
    expect(() => oldBattleWoundOutcome([0])).toThrow(RangeError);
    expect(() => oldBattleWoundOutcome([3, 7])).toThrow(RangeError);
    expect(() => oldBattleWoundOutcome([2.5])).toThrow(RangeError);
  });
});
