import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEALABLE_WOUND_LABELS,
  HERO_INJURY_TABLE,
  INJURY_RESULTS,
  INJURY_RESULT_LABELS,
  WARRIOR_INJURY_TABLE,
  WOUNDS_INFLUENCE_MAX,
  WOUNDS_INFLUENCE_MIN,
  defaultHeal,
  effectiveInjuryResult,
  healableWounds,
  heroInjuryForRoll,
  injuryResultsFor,
  isForcedDead,
  needsInjuryRoll,
  offersHealing,
  validateInjuryChoice,
  warriorInjuryForRoll,
} from './injuries';
import { hero } from './injuries.fixtures';
import { RANKS, statusOptionsFor, validateHeroInjuries } from './ranks';
import { stats } from './test-stats';

describe('hero injury table (2D6)', () => {
  it.each([
    [2, 'dead'],
    [3, 'lost'],
    [4, 'armWound'],
    [5, 'legWound'],
    [6, 'fullRecovery'],
    [7, 'fullRecovery'],
    [8, 'fullRecovery'],
    [9, 'injured'],
    [10, 'oldBattleWound'],
    [11, 'woundsOfAHero'],
    [12, 'protected'],
  ] as const)('%i is %s', (roll, result) => {
    expect(heroInjuryForRoll(roll)).toBe(result);
  });

  it('covers 2 to 12 once each, with a summary per row', () => {
    const rolls = HERO_INJURY_TABLE.flatMap((row) =>
      Array.from({ length: row.max - row.min + 1 }, (_, i) => row.min + i),
    );
    expect(rolls).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const row of HERO_INJURY_TABLE) expect(row.summary).not.toBe('');
  });

  it('labels every result', () => {
    expect(INJURY_RESULT_LABELS).toEqual({
      dead: 'Dead',
      lost: 'Lost in Battle',
      armWound: 'Arm Wound',
      legWound: 'Leg Wound',
      fullRecovery: 'Full Recovery',
      injured: 'Injured',
      oldBattleWound: 'Old Battle Wound',
      woundsOfAHero: 'Wounds of a Hero',
      protected: 'Protected',
    });
  });
});

describe('warrior injury table (2D6)', () => {
  it.each([
    [2, 'dead'],
    [3, 'dead'],
    [4, 'injured'],
    [5, 'injured'],
    [6, 'fullRecovery'],
    [9, 'fullRecovery'],
    [12, 'fullRecovery'],
  ] as const)('%i is %s', (roll, result) => {
    expect(warriorInjuryForRoll(roll)).toBe(result);
  });

  it('has three rows', () => {
    expect(WARRIOR_INJURY_TABLE.map((row) => [row.min, row.max, row.result])).toEqual([
      [2, 3, 'dead'],
      [4, 5, 'injured'],
      [6, 12, 'fullRecovery'],
    ]);
  });

  it.each([1, 13, 6.5, Number.NaN])('has no roll of %d', (roll) => {
    expect(() => warriorInjuryForRoll(roll)).toThrow(RangeError);
    expect(() => heroInjuryForRoll(roll)).toThrow(RangeError);
  });
});

describe('who rolls, and on which table', () => {
  it.each([
    [{ wounded: true }, true],
    [{ wounded: true, preBattleInjury: false }, true],
    [{ wounded: false }, false],
    [{}, false],
    [{ wounded: true, preBattleInjury: true }, false],
    [{ wounded: true, fled: true }, false],
    [{ wounded: true, fled: false }, true],
  ])('%j rolls: %s', (warrior, expected) => {
    expect(needsInjuryRoll(warrior)).toBe(expected);
  });

  it('gives heroes the hero table and plain warriors the warrior table', () => {
    expect(injuryResultsFor(hero())).toEqual(INJURY_RESULTS);
    expect(injuryResultsFor(hero({ rank: 'Warrior', baseStats: stats() }))).toEqual([
      'dead',
      'injured',
      'fullRecovery',
    ]);
    expect(injuryResultsFor(hero({ rank: 'Warrior', baseStats: stats({ might: 1 }) }))).toEqual(
      INJURY_RESULTS,
    );
  });
});

describe('one rule for hero injuries in the editor and the aftermath', () => {
  it('offers a Wanderer with Fate Lost in the editor and on the injury table alike', () => {
    const wanderer = hero({ rank: 'Wanderer', baseStats: stats({ fate: 1 }) });
    expect(statusOptionsFor(wanderer)).toContain('lost');
    expect(injuryResultsFor(wanderer)).toContain('lost');
  });

  it('never lets the status options and the injury table disagree', () => {
    const mwf = fc.integer({ min: -1, max: 3 });
    fc.assert(
      fc.property(fc.constantFrom(...RANKS), mwf, mwf, mwf, (rank, might, will, fate) => {
        const warrior = hero({ rank, baseStats: stats({ might, will, fate }) });
        const table = injuryResultsFor(warrior);
        expect(statusOptionsFor(warrior).includes('lost')).toBe(table.includes('lost'));
        const wounds = { status: 'lost' as const, legWound: 1, armWound: 1, oldWound: 1 };
        expect(Object.keys(validateHeroInjuries({ ...warrior, ...wounds })).length === 0).toBe(
          table.includes('legWound') && table.includes('armWound'),
        );
      }),
    );
  });
});

describe('a second leg or arm wound', () => {
  it.each([
    [{ legWound: 1, armWound: 0 }, 'legWound', true],
    [{ legWound: 0, armWound: 1 }, 'armWound', true],
    [{ legWound: 0, armWound: 1 }, 'legWound', false],
    [{ legWound: 1, armWound: 0 }, 'armWound', false],
    [{ legWound: 1, armWound: 1 }, 'fullRecovery', false],
  ] as const)('%j with %s forces Dead: %s', (wounds, result, forced) => {
    expect(isForcedDead(wounds, result)).toBe(forced);
    expect(effectiveInjuryResult(wounds, result)).toBe(forced ? 'dead' : result);
  });
});

describe('healing one existing wound', () => {
  it.each([
    ['fullRecovery', true],
    ['woundsOfAHero', true],
    ['protected', true],
    ['injured', false],
    ['oldBattleWound', false],
    ['dead', false],
  ] as const)('%s offers healing: %s', (result, expected) => {
    expect(offersHealing(result)).toBe(expected);
  });

  it('offers leg, arm, then old wounds, the first preselected', () => {
    const wounded = { legWound: 1, armWound: 0, oldWound: 2 };
    expect(healableWounds(wounded, 'protected')).toEqual(['legWound', 'oldWound']);
    expect(defaultHeal(wounded, 'protected')).toBe('legWound');
    expect(defaultHeal({ legWound: 0, armWound: 1, oldWound: 1 }, 'fullRecovery')).toBe('armWound');
    expect(defaultHeal({ legWound: 0, armWound: 0, oldWound: 0 }, 'fullRecovery')).toBeNull();
    expect(healableWounds(wounded, 'injured')).toEqual([]);
    expect(HEALABLE_WOUND_LABELS.oldWound).toBe('Old Battle Wound');
  });
});

describe('validating an injury choice', () => {
  it.each([
    ['no result', hero(), { result: null }, { result: 'This field is required' }],
    ['a valid result', hero(), { result: 'lost' }, {}],
    [
      'a hero result for a plain warrior',
      hero({ rank: 'Warrior', baseStats: stats() }),
      { result: 'lost' },
      { result: "Lost in Battle is not on this warrior's injury table." },
    ],
    [
      'a second leg wound',
      hero({ legWound: 1 }),
      { result: 'legWound' },
      { result: 'This warrior already has a leg wound: a second one means Dead.' },
    ],
    [
      'a second arm wound',
      hero({ armWound: 1 }),
      { result: 'armWound' },
      { result: 'This warrior already has an arm wound: a second one means Dead.' },
    ],
    [
      'healing a wound the warrior does not have',
      hero(),
      { result: 'fullRecovery', heal: 'legWound' },
      { heal: 'This wound cannot be healed by this result.' },
    ],
    [
      'Wounds of a Hero without influence',
      hero(),
      { result: 'woundsOfAHero' },
      { influence: 'This field is required' },
    ],
    [
      'Wounds of a Hero with 7 influence',
      hero(),
      { result: 'woundsOfAHero', influence: 7 },
      { influence: 'Influence must be a whole number from 0 to 6.' },
    ],
    [
      'Wounds of a Hero with -1 influence',
      hero(),
      { result: 'woundsOfAHero', influence: -1 },
      { influence: 'Influence must be a whole number from 0 to 6.' },
    ],
    [
      'Wounds of a Hero with 2.5 influence',
      hero(),
      { result: 'woundsOfAHero', influence: 2.5 },
      { influence: 'Influence must be a whole number from 0 to 6.' },
    ],
    ['Wounds of a Hero with 0 influence', hero(), { result: 'woundsOfAHero', influence: 0 }, {}],
  ] as const)('%s', (_, warrior, choice, errors) => {
    expect(validateInjuryChoice(warrior, choice)).toEqual(errors);
  });

  it('bounds the influence at 0 and 6', () => {
    expect([WOUNDS_INFLUENCE_MIN, WOUNDS_INFLUENCE_MAX]).toEqual([0, 6]);
  });
});
