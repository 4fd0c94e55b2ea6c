import { describe, expect, it } from 'vitest';
import {
  BEST_CASTING_VALUE,
  canImproveHeroicAction,
  canImproveSpell,
  castingValue,
  formatCastingValue,
  improvedCastingModifier,
  isCastingValue,
} from './spells';
import { CASTING_MODIFIER_MAX, CASTING_MODIFIER_MIN, CASTING_VALUES } from './spells-constants';

describe('casting values', () => {
  it('run from 6+ to 2+ with a modifier of 0 to -3', () => {
    expect(CASTING_VALUES).toEqual([6, 5, 4, 3, 2]);
    expect([CASTING_MODIFIER_MIN, CASTING_MODIFIER_MAX]).toEqual([-3, 0]);
    expect(BEST_CASTING_VALUE).toBe(2);
    expect(isCastingValue(4)).toBe(true);
    expect(isCastingValue(1)).toBe(false);
    expect(isCastingValue('4')).toBe(false);
  });

  it.each([
    [6, 0, '6+'],
    [6, -1, '5+'],
    [6, -3, '3+'],
    [5, -2, '3+'],
    [4, -1, '3+'],
    [3, -1, '2+'],
    [3, -3, '2+'],
    [2, 0, '2+'],
    [4, 2, '4+'],
    [6, -5, '3+'],
  ])('base %i+ with modifier %i shows %s', (base, modifier, shown) => {
    expect(formatCastingValue(base, modifier)).toBe(shown);
    expect(castingValue(base, modifier)).toBe(Number.parseInt(shown, 10));
  });

  it.each([
    [6, 0, true],
    [6, -2, true],
    [6, -3, false],
    [3, -1, false],
    [2, 0, false],
    [4, -1, true],
  ])('a %i+ spell with modifier %i can improve: %s', (base, modifier, expected) => {
    expect(canImproveSpell(base, modifier)).toBe(expected);
  });

  it.each([
    [0, true],
    [-2, true],
    [-3, false],
  ])('a heroic action with modifier %i can improve: %s', (modifier, expected) => {
    expect(canImproveHeroicAction(modifier)).toBe(expected);
  });

  it.each([
    [0, -1],
    [-2, -3],
    [-3, -3],
  ])('improving modifier %i gives %i', (modifier, improved) => {
    expect(improvedCastingModifier(modifier)).toBe(improved);
  });
});
