import { describe, expect, it } from 'vitest';
import { deriveProfile, deriveWarrior } from './derive';
import { stats } from './test-stats';

describe('deriveWarrior', () => {
  // A Rohan Hero: base 6" 4/4+ 3 5 2 2 C4+ I5+ M0 W0 F1, 35 points, with Fight +1, Shoot +1,
  // Courage +1, Fate +1, one progression rule, a leg wound, a base shield (+1 Defence) and
  // a bow from the armoury (5/10 points).
  const hero = {
    basePoints: 35,
    baseStats: stats({
      move: 6,
      fight: 4,
      shoot: 4,
      strength: 3,
      defence: 5,
      attacks: 2,
      wounds: 2,
      courage: 4,
      intelligence: 5,
      fate: 1,
    }),
    modifyStats: stats({ fight: 1, shoot: 1, courage: 1, fate: 1 }),
    specialRules: [{ type: 'progression' as const }],
    wargear: [
      {
        type: 'base' as const,
        pointsLow: 2,
        pointsHigh: 2,
        adjustmentStat: 'defence' as const,
        adjustmentValue: 1,
      },
      { type: 'armoury' as const, pointsLow: 5, pointsHigh: 10, influence: 2 },
      { type: 'armoury' as const, pointsLow: 9, pointsHigh: 9, influence: 4, remove: true },
    ],
    legWound: 1,
    experience: 12,
    influence: 3,
  };

  it('returns what the server stores on every read and write (2024 rules)', () => {
    expect(deriveWarrior(hero, true)).toEqual({
      subTotalStats: stats({
        move: 6,
        fight: 5,
        shoot: 3,
        strength: 3,
        defence: 5,
        attacks: 2,
        wounds: 2,
        courage: 3,
        intelligence: 5,
        fate: 2,
      }),
      totalStats: stats({
        move: 5,
        fight: 5,
        shoot: 3,
        strength: 3,
        defence: 6,
        attacks: 2,
        wounds: 2,
        courage: 3,
        intelligence: 5,
        fate: 2,
      }),
      // 35 + Fight 5 + Courage 5 + Fate 5 + rule 5
      points: 55,
      // shield 2 + bow at the high price (Attacks 2 + Wounds 2 > 2)
      wargearPoints: 12,
      totalPoints: 67,
      level: 3,
      // own 3 + bow 2 (the removed item counts for nothing)
      influenceTotal: 5,
    });
  });

  it('reads Courage as higher-is-better under the older rules', () => {
    const derived = deriveWarrior(hero, false);
    expect(derived.subTotalStats.courage).toBe(5);
    expect(derived.totalStats.courage).toBe(5);
    expect(derived.totalPoints).toBe(67);
  });
});

describe('deriveProfile', () => {
  it('gives total characteristics and base points plus the low wargear price', () => {
    const profile = {
      basePoints: 25,
      baseStats: stats({ move: 6, defence: 4, attacks: 2, wounds: 2 }),
      modifyStats: stats(),
      wargear: [
        {
          type: 'armoury' as const,
          pointsLow: 5,
          pointsHigh: 10,
          adjustmentStat: 'defence' as const,
          adjustmentValue: 1,
        },
      ],
    };
    expect(deriveProfile(profile, false)).toEqual({
      totalStats: stats({ move: 6, defence: 5, attacks: 2, wounds: 2 }),
      totalPoints: 30,
    });
  });
});
