import { describe, expect, it } from 'vitest';
import { subTotalStats } from './characteristics';
import { hero, one, newPick } from './level-up.fixtures';
import { stats } from './test-stats';
import {
  HERO_PERKS,
  HERO_PERK_LABELS,
  PERK_REQUIRED,
  characteristicPerkOptions,
  emptyPerk,
  heroLevelUpChanges,
  holdsPerkFromLibrary,
  isStalePerk,
  levelUpKind,
  type HeroPerk,
} from './level-up';
import { STAT_KEYS } from './stats';

describe('which level-up table', () => {
  it('is the hero table for heroes and the warrior table for the rest', () => {
    const base = { baseStats: stats(), modifyStats: stats() };
    expect(levelUpKind({ ...base, rank: 'Sergeant' })).toBe('hero');
    expect(levelUpKind({ ...base, rank: 'Warrior' })).toBe('warrior');
    expect(levelUpKind({ ...base, rank: 'Warrior', modifyStats: stats({ will: 1 }) })).toBe('hero');
  });
});

describe('hero perks', () => {
  it('are a characteristic, a rule, a heroic action or a spell', () => {
    expect(HERO_PERKS).toEqual(['characteristic', 'rule', 'heroicAction', 'spell']);
    expect(Object.keys(HERO_PERK_LABELS)).toEqual([...HERO_PERKS]);
  });

  it('offer the characteristics of the ruleset, Fate only below 3', () => {
    expect(characteristicPerkOptions(hero(), true)).toEqual([...STAT_KEYS]);
    expect(characteristicPerkOptions(hero(), false)).not.toContain('intelligence');
    expect(
      characteristicPerkOptions(hero({ modifyStats: stats({ fate: 2 }) }), true),
    ).not.toContain('fate');
  });
});

describe('applying a hero level-up', () => {
  it('raises a characteristic by one', () => {
    expect(
      heroLevelUpChanges(hero(), one({ kind: 'characteristic', stat: 'fight' }), true),
    ).toEqual({
      modifyStats: stats({ fight: 1 }),
    });
  });

  it.each([
    ['shoot', false, 3],
    ['courage', false, 5],
    ['courage', true, 3],
    ['intelligence', true, 3],
  ] as const)('improves %s the right way (newRuleset %s): %i', (stat, newRuleset, value) => {
    const warrior = hero();
    const { modifyStats } = heroLevelUpChanges(
      warrior,
      one({ kind: 'characteristic', stat }),
      newRuleset,
    );
    expect(subTotalStats(warrior.baseStats, modifyStats!, newRuleset)[stat]).toBe(value);
  });

  it('sets the path when the hero had none, and trims a custom one', () => {
    const changes = heroLevelUpChanges(
      hero({ chosenPath: '' }),
      one(
        { kind: 'characteristic', stat: 'will' },
        { chosenPath: 'Custom', customPath: ' Oathsworn ' },
      ),
      true,
    );
    expect(changes).toMatchObject({ chosenPath: 'Custom', customPath: 'Oathsworn' });
    expect(
      heroLevelUpChanges(
        hero({ chosenPath: '' }),
        one({ kind: 'characteristic', stat: 'will' }, { chosenPath: 'Ranger' }),
        true,
      ),
    ).toEqual({ chosenPath: 'Ranger', modifyStats: stats({ will: 1 }) });
  });

  it('keeps the path a hero already follows', () => {
    const changes = heroLevelUpChanges(
      hero(),
      one({ kind: 'characteristic', stat: 'will' }, { chosenPath: 'Scout' }),
      true,
    );
    expect(changes.chosenPath).toBeUndefined();
  });

  it('adds a progression rule, from the library or new', () => {
    expect(
      heroLevelUpChanges(
        hero(),
        one({
          kind: 'rule',
          // The library entry's phases are carried, in the turn's order.
          rule: {
            ...newPick(' Bodyguard ', 'lib-rule-7'),
            description: ' Guards. ',
            phases: ['end', 'move'],
          },
        }),
        true,
      ),
    ).toEqual({
      addRule: {
        name: 'Bodyguard',
        description: 'Guards.',
        phases: ['move', 'end'],
        type: 'progression',
        new: true,
        myRuleId: 'lib-rule-7',
      },
    });
    expect(
      heroLevelUpChanges(hero(), one({ kind: 'rule', rule: newPick('Stalk') }), true).addRule,
    ).toMatchObject({
      myRuleId: null,
      description: '',
    });
  });

  it('adds a heroic action or improves one', () => {
    expect(
      heroLevelUpChanges(
        hero(),
        one({ kind: 'heroicAction', heroicAction: newPick('Heroic March', 'lib-ha-9') }),
        true,
      ),
    ).toEqual({
      addHeroicAction: {
        name: 'Heroic March',
        description: '',
        phases: [],
        type: 'progression',
        new: true,
        myHeroicActionsId: 'lib-ha-9',
        modifyCastingValue: 0,
      },
    });
    expect(
      heroLevelUpChanges(
        hero(),
        one({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'ha-1' } }),
        true,
      ),
    ).toEqual({
      improveHeroicAction: { id: 'ha-1', modifyCastingValue: -1 },
    });
    expect(
      heroLevelUpChanges(
        hero(),
        one({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'ha-4' } }),
        true,
      ),
    ).toEqual({
      improveHeroicAction: { id: 'ha-4', modifyCastingValue: -1 },
    });
  });

  it('adds a spell or improves one by 1', () => {
    expect(
      heroLevelUpChanges(
        hero(),
        one({ kind: 'spell', spell: { ...newPick('Fury'), baseCastingValue: 4 } }),
        true,
      ),
    ).toEqual({
      addSpell: {
        name: 'Fury',
        description: '',
        phases: [],
        type: 'progression',
        new: true,
        mySpellsId: null,
        baseCastingValue: 4,
        modifyCastingValue: 0,
      },
    });
    expect(
      heroLevelUpChanges(
        hero(),
        one({ kind: 'spell', spell: { mode: 'improve', id: 'sp-1' } }),
        true,
      ),
    ).toEqual({
      improveSpell: { id: 'sp-1', modifyCastingValue: -2 },
    });
    expect(
      heroLevelUpChanges(
        hero(),
        one({ kind: 'spell', spell: { mode: 'improve', id: 'sp-3' } }),
        true,
      ),
    ).toEqual({
      improveSpell: { id: 'sp-3', modifyCastingValue: -1 },
    });
  });

  it('refuses an invalid choice', () => {
    expect(() => heroLevelUpChanges(hero(), { perks: [] }, true)).toThrow(PERK_REQUIRED);
    expect(() => heroLevelUpChanges(hero(), one({ kind: 'rule', rule: null }), true)).toThrow(
      RangeError,
    );
  });
});

describe('a perk picked in the aftermath', () => {
  it('starts with nothing chosen', () => {
    expect(HERO_PERKS.map(emptyPerk)).toEqual([
      { kind: 'characteristic', stat: null },
      { kind: 'rule', rule: null },
      { kind: 'heroicAction', heroicAction: null },
      { kind: 'spell', spell: null },
    ]);
  });

  it('knows the library entries a hero holds, one on its way out not counted', () => {
    expect(holdsPerkFromLibrary(hero(), 'rule', 'lib-rule-1')).toBe(true);
    expect(holdsPerkFromLibrary(hero(), 'rule', 'lib-rule-2')).toBe(false);
    expect(holdsPerkFromLibrary(hero(), 'heroicAction', 'lib-ha-1')).toBe(true);
    expect(holdsPerkFromLibrary(hero(), 'heroicAction', 'lib-ha-3')).toBe(false);
    expect(holdsPerkFromLibrary(hero(), 'spell', 'lib-sp-2')).toBe(true);
    expect(holdsPerkFromLibrary(hero(), 'spell', 'lib-sp-9')).toBe(false);
  });

  it('is stale once an earlier level-up took it, and never before it is made', () => {
    const stale = (perk: HeroPerk, warrior = hero()) => isStalePerk(perk, warrior, false);
    expect(stale({ kind: 'characteristic', stat: null })).toBe(false);
    expect(stale({ kind: 'characteristic', stat: 'fate' })).toBe(false);
    expect(
      stale({ kind: 'characteristic', stat: 'fate' }, hero({ modifyStats: stats({ fate: 2 }) })),
    ).toBe(true);
    expect(stale({ kind: 'rule', rule: null })).toBe(false);
    expect(stale({ kind: 'rule', rule: newPick('Terror', 'lib-rule-1') })).toBe(true);
    expect(stale({ kind: 'rule', rule: newPick('Terror') })).toBe(false);
    expect(stale({ kind: 'heroicAction', heroicAction: newPick('March', 'lib-ha-1') })).toBe(true);
    const improve = (id: string) => ({ mode: 'improve', id }) as const;
    expect(stale({ kind: 'heroicAction', heroicAction: improve('ha-1') })).toBe(false);
    expect(stale({ kind: 'heroicAction', heroicAction: improve('ha-2') })).toBe(true);
    expect(stale({ kind: 'heroicAction', heroicAction: improve('ha-3') })).toBe(true);
    expect(stale({ kind: 'spell', spell: improve('sp-1') })).toBe(false);
    expect(stale({ kind: 'spell', spell: improve('sp-2') })).toBe(true);
    expect(stale({ kind: 'spell', spell: improve('sp-9') })).toBe(true);
    expect(
      stale({ kind: 'spell', spell: { ...newPick('Fog', 'lib-sp-1'), baseCastingValue: 4 } }),
    ).toBe(true);
  });
});
