import { describe, expect, it } from 'vitest';
import { stats } from './test-stats';
import { type Stats } from './stats';
import {
  WARRIOR_LEVEL_UP_LABELS,
  WARRIOR_LEVEL_UP_RESULTS,
  applyWarriorLevelUp,
  validateWarriorLevelUp,
} from './warrior-level-up';

describe('warrior level-up', () => {
  const warrior = (base: Partial<Stats> = {}, mod: Partial<Stats> = {}) => ({
    name: 'Ceorl',
    rank: 'Warrior' as const,
    baseClass: 'Warrior of Rohan',
    baseStats: stats(base),
    modifyStats: stats(mod),
  });

  it('offers No Change, Promoted and A Hero in the Making', () => {
    expect(WARRIOR_LEVEL_UP_RESULTS).toEqual(['noChange', 'promoted', 'heroInTheMaking']);
    expect(WARRIOR_LEVEL_UP_LABELS).toEqual({
      noChange: 'No Change',
      promoted: 'Promoted',
      heroInTheMaking: 'A Hero in the Making',
    });
  });

  it.each([
    [{ result: null }, { result: 'This field is required' }],
    [{ result: 'promoted' }, { baseClass: 'Please enter a base class' }],
    [{ result: 'promoted', baseClass: '   ' }, { baseClass: 'Please enter a base class' }],
    [{ result: 'promoted', baseClass: 'Rider of Rohan' }, {}],
    [{ result: 'noChange' }, {}],
    [{ result: 'heroInTheMaking' }, {}],
  ] as const)('%j is checked as %j', (choice, errors) => {
    expect(validateWarriorLevelUp(choice)).toEqual(errors);
  });

  it('changes nothing on No Change', () => {
    const before = warrior();
    expect(applyWarriorLevelUp(before, { result: 'noChange' })).toBe(before);
  });

  it('takes the new class on Promoted', () => {
    expect(
      applyWarriorLevelUp(warrior(), { result: 'promoted', baseClass: ' Rider of Rohan ' })
        .baseClass,
    ).toBe('Rider of Rohan');
  });

  it.each([
    ['base Fate 0', warrior(), 1],
    ['base Fate 1', warrior({ fate: 1 }), 0],
    ['base Fate 0 and a Fate modifier of 2', warrior({}, { fate: 2 }), 2],
  ])('makes a Hero of a warrior with %s, Fate modifier %i', (_, before, fate) => {
    const after = applyWarriorLevelUp(before, { result: 'heroInTheMaking' });
    expect(after.rank).toBe('Hero');
    expect(after.modifyStats.fate).toBe(fate);
    expect(after.baseStats).toEqual(before.baseStats);
  });

  it('refuses an invalid choice', () => {
    expect(() => applyWarriorLevelUp(warrior(), { result: 'promoted' })).toThrow(RangeError);
  });
});
