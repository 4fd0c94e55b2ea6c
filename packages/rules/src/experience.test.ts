import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_MAX,
  EXPERIENCE_PER_LEVEL,
  PRINT_EXPERIENCE_CIRCLES,
  PRINT_WOUNDS_INFLICTED_MARKERS,
  applyBonusLevelUp,
  experienceAfter,
  experienceExclusion,
  experienceGain,
  experienceProgress,
  experienceTicks,
  isPlainWarrior,
  levelForExperience,
  levelUpsBetween,
  type ExperienceCandidate,
} from './experience';
import type { Rank } from './ranks';
import { type Stats } from './stats';
import { stats } from './test-stats';

describe('levels', () => {
  it('come every 5 experience; the print sheet has 105 circles and 10 markers', () => {
    expect(EXPERIENCE_PER_LEVEL).toBe(5);
    expect([PRINT_EXPERIENCE_CIRCLES, PRINT_WOUNDS_INFLICTED_MARKERS]).toEqual([105, 10]);
  });

  it.each([
    [0, 1, 0],
    [1, 1, 1],
    [4, 1, 4],
    [5, 2, 0],
    [9, 2, 4],
    [10, 3, 0],
    [23, 5, 3],
    [105, 22, 0],
    [106, 22, 0],
    [500, 22, 0],
    [-3, 1, 0],
    [7.9, 2, 2],
  ])('experience %d is level %i with progress %i', (experience, level, progress) => {
    expect(levelForExperience(experience)).toBe(level);
    expect(experienceProgress(experience)).toBe(progress);
  });

  it.each([
    [0, 4, 0],
    [4, 5, 1],
    [3, 12, 2],
    [5, 9, 0],
    [9, 10, 1],
    [0, 25, 5],
    [12, 8, 0],
  ])('from %i to %i gives %i level-ups', (before, after, levelUps) => {
    expect(levelUpsBetween(before, after)).toBe(levelUps);
  });

  it('agree with experience for any value', () => {
    fc.assert(
      fc.property(fc.nat({ max: EXPERIENCE_MAX }), (xp) => {
        const level = levelForExperience(xp);
        const progress = experienceProgress(xp);
        expect((level - 1) * 5 + progress).toBe(xp);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThan(5);
      }),
    );
  });

  it("stop at 105 experience, the print sheet's last circle", () => {
    expect(EXPERIENCE_MAX).toBe(PRINT_EXPERIENCE_CIRCLES);
    expect(experienceAfter(100, 3)).toBe(103);
    expect(experienceAfter(103, 5)).toBe(105);
    expect(experienceAfter(200, 1)).toBe(105);
    expect(experienceAfter(-4, -2)).toBe(0);
    expect(levelUpsBetween(100, 130)).toBe(1);
  });

  it('count one level-up per multiple of 5 crossed, however the gain is split', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), fc.nat({ max: 25 }), fc.nat({ max: 25 }), (start, a, b) => {
        expect(levelUpsBetween(start, start + a) + levelUpsBetween(start + a, start + a + b)).toBe(
          levelUpsBetween(start, start + a + b),
        );
        const multiples = Array.from({ length: a }, (_, i) => start + i + 1).filter(
          (x) => x % 5 === 0,
        );
        expect(levelUpsBetween(start, start + a)).toBe(multiples.length);
      }),
    );
  });
});

describe('counting experience up one at a time', () => {
  it('marks the step that reaches a multiple of 5', () => {
    expect(experienceTicks(3, 3)).toEqual([
      { experience: 4, level: 1, progress: 4, levelUp: false },
      { experience: 5, level: 2, progress: 0, levelUp: true },
      { experience: 6, level: 2, progress: 1, levelUp: false },
    ]);
  });

  it('has no steps for no gain', () => {
    expect(experienceTicks(7, 0)).toEqual([]);
    expect(experienceTicks(7, -2)).toEqual([]);
  });

  it('stops at the maximum', () => {
    expect(experienceTicks(103, 4).map((tick) => tick.experience)).toEqual([104, 105]);
    expect(experienceTicks(105, 2)).toEqual([]);
  });

  it('levels up as often as levelUpsBetween says', () => {
    fc.assert(
      fc.property(fc.nat({ max: 120 }), fc.nat({ max: 40 }), (before, gained) => {
        const ticks = experienceTicks(before, gained);
        expect(ticks).toHaveLength(experienceAfter(before, gained) - Math.min(before, 105));
        expect(ticks.every((tick) => tick.experience <= EXPERIENCE_MAX)).toBe(true);
        expect(ticks.filter((tick) => tick.levelUp)).toHaveLength(
          levelUpsBetween(before, before + gained),
        );
      }),
    );
  });
});

describe('experience from a battle', () => {
  const warrior = (rank: Rank, extra: Partial<ExperienceCandidate> = {}): ExperienceCandidate => ({
    rank,
    status: '',
    baseStats: stats(),
    modifyStats: stats(),
    ...extra,
  });

  it.each([
    [
      'a Hero on a loss',
      warrior('Hero', { woundsInflicted: 3 }),
      'loss',
      { participation: 1, woundsInflicted: 3, win: 0, bonus: 0, total: 4 },
    ],
    [
      'a Hero on a win',
      warrior('Hero', { woundsInflicted: 3 }),
      'win',
      { participation: 1, woundsInflicted: 3, win: 1, bonus: 0, total: 5 },
    ],
    [
      'a Leader on a draw',
      warrior('Leader', { woundsInflicted: 2 }),
      'draw',
      { participation: 1, woundsInflicted: 2, win: 0, bonus: 0, total: 3 },
    ],
    [
      'a Warrior on a win',
      warrior('Warrior', { woundsInflicted: 3 }),
      'win',
      { participation: 1, woundsInflicted: 1, win: 0, bonus: 0, total: 2 },
    ],
    [
      'a Warrior who wounded no one',
      warrior('Warrior'),
      'loss',
      { participation: 1, woundsInflicted: 0, win: 0, bonus: 0, total: 1 },
    ],
    [
      'a Warrior with Fate (a hero) on a win',
      warrior('Warrior', { woundsInflicted: 2, baseStats: stats({ fate: 1 }) }),
      'win',
      { participation: 1, woundsInflicted: 2, win: 1, bonus: 0, total: 4 },
    ],
    [
      'a Hero with scenario bonus',
      warrior('Hero', { bonusExperience: 2 }),
      'draw',
      { participation: 1, woundsInflicted: 0, win: 0, bonus: 2, total: 3 },
    ],
    [
      'a Warrior with scenario bonus',
      warrior('Warrior', { woundsInflicted: 1, bonusExperience: 3 }),
      'win',
      { participation: 1, woundsInflicted: 1, win: 0, bonus: 3, total: 5 },
    ],
    [
      'a warrior who fled',
      warrior('Warrior', { woundsInflicted: 0 }),
      'loss',
      { participation: 1, woundsInflicted: 0, win: 0, bonus: 0, total: 1 },
    ],
    [
      'negative inputs',
      warrior('Hero', { woundsInflicted: -2, bonusExperience: -1 }),
      'loss',
      { participation: 1, woundsInflicted: 0, win: 0, bonus: 0, total: 1 },
    ],
  ] as const)('%s', (_, candidate, result, gain) => {
    expect(experienceGain(candidate, result)).toEqual({ excluded: null, ...gain });
  });

  it.each([
    ['preBattleInjury', warrior('Hero', { preBattleInjury: true, woundsInflicted: 2 })],
    ['dead', warrior('Hero', { status: 'dead', woundsInflicted: 2 })],
    ['Wanderer', warrior('Wanderer', { woundsInflicted: 2, bonusExperience: 1 })],
    ['Creature', warrior('Creature', { woundsInflicted: 2 })],
  ] as const)('excludes %s, even from the scenario bonus', (reason, candidate) => {
    expect(experienceExclusion(candidate)).toBe(reason);
    expect(experienceGain(candidate, 'win')).toEqual({
      excluded: reason,
      participation: 0,
      woundsInflicted: 0,
      win: 0,
      bonus: 0,
      total: 0,
    });
  });

  it('includes injured and lost warriors who rolled after taking part', () => {
    expect(experienceGain(warrior('Hero', { status: 'lost' }), 'loss').total).toBe(1);
  });
});

describe('bonus level-up from a scenario', () => {
  const candidate = (
    rank: Rank,
    base: Partial<Stats> = {},
    mod: Partial<Stats> = {},
    bonusLevel?: number,
  ) => ({
    name: 'Ceorl',
    rank,
    baseStats: stats(base),
    modifyStats: stats({ fight: 1, ...mod }),
    ...(bonusLevel === undefined ? {} : { bonusLevel }),
  });

  it('makes a plain Warrior a Hero with +1 Fate', () => {
    expect(isPlainWarrior(candidate('Warrior'))).toBe(true);
    expect(applyBonusLevelUp(candidate('Warrior'))).toEqual({
      ...candidate('Warrior'),
      rank: 'Hero',
      modifyStats: stats({ fight: 1, fate: 1 }),
    });
  });

  it('does not take Fate above 3', () => {
    // Might -3 cancels Fate 3, so this Warrior is plain, yet already at the Fate maximum.
    const odd = candidate('Warrior', { fate: 3 }, { might: -3 });
    expect(isPlainWarrior(odd)).toBe(true);
    expect(applyBonusLevelUp(odd)).toMatchObject({ rank: 'Hero', modifyStats: odd.modifyStats });
  });

  it.each([
    ['a Hero', candidate('Hero'), 1],
    ['a Warrior with Might (not plain)', candidate('Warrior', { might: 1 }), 1],
    ['a Wanderer', candidate('Wanderer'), 1],
    ['a Leader with one pending already', candidate('Leader', {}, {}, 1), 2],
  ] as const)('leaves %s a pending bonus level', (_, warrior, pending) => {
    const after = applyBonusLevelUp(warrior);
    expect(after.bonusLevel).toBe(pending);
    expect(after.rank).toBe(warrior.rank);
    expect(isPlainWarrior(warrior)).toBe(false);
  });
});
