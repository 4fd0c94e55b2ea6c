import { describe, expect, it } from 'vitest';
import { INFLUENCE_MAX, RESULT_INFLUENCE, battleInfluence, gainInfluence } from './influence';

describe('battle influence', () => {
  it('gives Win 4, Draw 3, Loss 2', () => {
    expect(RESULT_INFLUENCE).toEqual({ win: 4, draw: 3, loss: 2 });
  });

  it.each([
    [{ result: 'win' }, 4],
    [{ result: 'draw' }, 3],
    [{ result: 'loss' }, 2],
    [{ result: 'loss', againstTheOdds: 3 }, 5],
    [{ result: 'draw', woundsInfluence: 6 }, 9],
    [{ result: 'win', influenceReward: 2 }, 6],
    [{ result: 'win', againstTheOdds: 1, woundsInfluence: 4, influenceReward: 3 }, 12],
    [{ result: 'loss', againstTheOdds: null, woundsInfluence: null, influenceReward: null }, 2],
    [{ result: 'loss', againstTheOdds: -2, influenceReward: -1 }, 2],
  ] as const)('%j totals %i', (input, total) => {
    expect(battleInfluence(input).total).toBe(total);
  });

  it('itemises the overview', () => {
    expect(
      battleInfluence({ result: 'win', againstTheOdds: 1, woundsInfluence: 4, influenceReward: 3 }),
    ).toEqual({
      resultInfluence: 4,
      againstTheOdds: 1,
      woundsInfluence: 4,
      influenceReward: 3,
      total: 12,
    });
  });

  it("adds what is gained to the company's influence, up to the maximum and no further", () => {
    expect(gainInfluence(7, battleInfluence({ result: 'draw', againstTheOdds: 2 }).total)).toBe(12);
    expect(INFLUENCE_MAX).toBe(100_000);
    expect(gainInfluence(INFLUENCE_MAX - 1, 4)).toBe(INFLUENCE_MAX);
    expect(gainInfluence(INFLUENCE_MAX, 4)).toBe(INFLUENCE_MAX);
  });
});
