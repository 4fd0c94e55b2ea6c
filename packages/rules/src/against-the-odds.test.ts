import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  againstTheOddsWorking,
  AGAINST_THE_ODDS_MAX,
  AGAINST_THE_ODDS_STEP,
  againstTheOdds,
  againstTheOddsBonus,
  parseRating,
} from './against-the-odds';

describe('against the odds', () => {
  it('gives one per 15 points, at most 10', () => {
    expect([AGAINST_THE_ODDS_STEP, AGAINST_THE_ODDS_MAX]).toEqual([15, 10]);
  });

  it.each([
    [100, 100, null, 0],
    [100, 114, null, 0],
    [100, 115, 'company', 1],
    [100, 129, 'company', 1],
    [100, 130, 'company', 2],
    [100, 160, 'company', 4],
    [100, 249, 'company', 9],
    [100, 250, 'company', 10],
    [100, 400, 'company', 10],
    [114, 100, null, 0],
    [130, 100, 'opponent', 2],
    [500, 0, 'opponent', 10],
  ] as const)('company %i against %i: %s gets %i', (company, opponent, side, bonus) => {
    expect(againstTheOdds(company, opponent)).toEqual({ side, bonus });
    expect(againstTheOddsBonus(company, opponent)).toBe(side === 'company' ? bonus : 0);
  });

  it('rounds toward zero, not down, for fractional ratings', () => {
    expect(againstTheOdds(100.5, 115)).toEqual({ side: null, bonus: 0 });
    expect(againstTheOdds(115, 100.5)).toEqual({ side: null, bonus: 0 });
  });

  it('is symmetric, bounded and never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const forA = againstTheOddsBonus(a, b);
        const forB = againstTheOddsBonus(b, a);
        expect(forA).toBeGreaterThanOrEqual(0);
        expect(forA).toBeLessThanOrEqual(10);
        expect(Math.min(forA, forB)).toBe(0);
        expect(Math.max(forA, forB)).toBe(Math.min(10, Math.floor(Math.abs(a - b) / 15)));
      }),
    );
  });
});

describe('the working of against the odds', () => {
  it('shows the difference, its division by 15, the whole steps and the cap', () => {
    expect(againstTheOddsWorking(100, 131)).toEqual({
      side: 'company',
      bonus: 2,
      difference: 31,
      quotient: 31 / 15,
      steps: 2,
      capped: false,
    });
    expect(againstTheOddsWorking(400, 100)).toMatchObject({
      side: 'opponent',
      bonus: 10,
      steps: 20,
      capped: true,
    });
    expect(againstTheOddsWorking(100, 110)).toMatchObject({ side: null, bonus: 0, steps: 0 });
  });
});

describe('opponent rating input', () => {
  it.each([
    ['120', 120],
    [' 85 ', 85],
    ['12abc', 12],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    ['-40', 0],
    [99.9, 99],
    [Number.NaN, 0],
  ])('%j reads as %i', (input, rating) => {
    expect(parseRating(input)).toBe(rating);
  });
});
