import { describe, expect, it } from 'vitest';
import { subTotalStats } from './characteristics';
import {
  HERO_PERKS,
  HERO_PERK_LABELS,
  PERK_REQUIRED,
  WARRIOR_LEVEL_UP_LABELS,
  WARRIOR_LEVEL_UP_RESULTS,
  applyWarriorLevelUp,
  characteristicPerkOptions,
  heroLevelUpChanges,
  levelUpKind,
  validateHeroLevelUp,
  validateWarriorLevelUp,
  type HeroLevelUpChoice,
  type HeroLevelUpTarget,
  type HeroPerk,
} from './level-up';
import { STAT_KEYS, emptyStats, type Stats } from './stats';

const stats = (values: Partial<Stats> = {}): Stats => ({ ...emptyStats(), ...values });

const hero = (extra: Partial<HeroLevelUpTarget> = {}): HeroLevelUpTarget => ({
  chosenPath: 'Knight',
  customPath: '',
  baseStats: stats({ shoot: 4, courage: 4, intelligence: 4, fate: 1 }),
  modifyStats: stats(),
  specialRules: [{ myRuleId: 'lib-rule-1' }, { myRuleId: 'lib-rule-2', remove: true }],
  heroicActions: [
    { id: 'ha-1', myHeroicActionsId: 'lib-ha-1', modifyCastingValue: 0 },
    { id: 'ha-2', myHeroicActionsId: 'lib-ha-2', modifyCastingValue: -3 },
    { id: 'ha-3', myHeroicActionsId: 'lib-ha-3', remove: true },
    { id: 'ha-4', myHeroicActionsId: null },
  ],
  spells: [
    { id: 'sp-1', mySpellsId: 'lib-sp-1', baseCastingValue: 5, modifyCastingValue: -1 },
    { id: 'sp-2', mySpellsId: 'lib-sp-2', baseCastingValue: 3, modifyCastingValue: -1 },
    { id: 'sp-3', mySpellsId: null, baseCastingValue: 6 },
  ],
  ...extra,
});

const one = (perk: HeroPerk, extra: Partial<HeroLevelUpChoice> = {}): HeroLevelUpChoice => ({
  perks: [perk],
  ...extra,
});
const newPick = (name: string, libraryId: string | null = null) =>
  ({ mode: 'new', libraryId, name }) as const;

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

describe('validating a hero level-up', () => {
  it.each([
    ['exactly one valid perk', hero(), one({ kind: 'characteristic', stat: 'fight' }), {}],
    ['no perk', hero(), { perks: [] }, { perk: PERK_REQUIRED }],
    [
      'two perks',
      hero(),
      {
        perks: [
          { kind: 'characteristic', stat: 'fight' },
          { kind: 'rule', rule: newPick('Bodyguard') },
        ],
      },
      { perk: PERK_REQUIRED },
    ],
    [
      'no path when the hero has none',
      hero({ chosenPath: '' }),
      one({ kind: 'characteristic', stat: 'fight' }),
      { chosenPath: 'Please select a chosen path' },
    ],
    [
      'no path and no perk',
      hero({ chosenPath: null }),
      { perks: [] },
      { chosenPath: 'Please select a chosen path', perk: PERK_REQUIRED },
    ],
    [
      'a Custom path without its text',
      hero({ chosenPath: undefined }),
      one({ kind: 'characteristic', stat: 'fight' }, { chosenPath: 'Custom', customPath: '  ' }),
      { customPath: 'Please enter a custom path' },
    ],
    [
      'a Custom path with its text',
      hero({ chosenPath: '' }),
      one(
        { kind: 'characteristic', stat: 'fight' },
        { chosenPath: 'Custom', customPath: 'Oathsworn' },
      ),
      {},
    ],
    [
      'a characteristic not chosen',
      hero(),
      one({ kind: 'characteristic', stat: null }),
      { stat: 'Please select a characteristic' },
    ],
    [
      'Fate already at 3',
      hero({ baseStats: stats({ fate: 3 }) }),
      one({ kind: 'characteristic', stat: 'fate' }),
      { stat: 'Fate cannot rise above 3.' },
    ],
    [
      'a rule not chosen',
      hero(),
      one({ kind: 'rule', rule: null }),
      { rule: 'Please select a rule' },
    ],
    [
      'a new rule without a name',
      hero(),
      one({ kind: 'rule', rule: newPick(' ') }),
      { name: 'Please enter a name' },
    ],
    [
      'a rule already held',
      hero(),
      one({ kind: 'rule', rule: newPick('Expert Rider', 'lib-rule-1') }),
      { rule: 'The warrior already has this one.' },
    ],
    [
      'a rule being removed, picked again',
      hero(),
      one({ kind: 'rule', rule: newPick('Feint', 'lib-rule-2') }),
      {},
    ],
    [
      'a heroic action not chosen',
      hero(),
      one({ kind: 'heroicAction', heroicAction: null }),
      { heroicAction: 'Please select a heroic action' },
    ],
    [
      'a heroic action improved',
      hero(),
      one({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'ha-1' } }),
      {},
    ],
    [
      'an unknown heroic action improved',
      hero(),
      one({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'nope' } }),
      { heroicAction: 'Please select a heroic action' },
    ],
    [
      'a removed heroic action improved',
      hero(),
      one({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'ha-3' } }),
      { heroicAction: 'Please select a heroic action' },
    ],
    [
      'a heroic action at its best',
      hero(),
      one({ kind: 'heroicAction', heroicAction: { mode: 'improve', id: 'ha-2' } }),
      { heroicAction: 'This heroic action cannot be improved further.' },
    ],
    [
      'a heroic action already held',
      hero(),
      one({ kind: 'heroicAction', heroicAction: newPick('Heroic Strike', 'lib-ha-1') }),
      { heroicAction: 'The warrior already has this one.' },
    ],
    [
      'a new heroic action',
      hero(),
      one({ kind: 'heroicAction', heroicAction: newPick('Heroic March') }),
      {},
    ],
    [
      'a spell not chosen',
      hero(),
      one({ kind: 'spell', spell: null }),
      { spell: 'Please select a spell' },
    ],
    [
      'a spell improved',
      hero(),
      one({ kind: 'spell', spell: { mode: 'improve', id: 'sp-1' } }),
      {},
    ],
    [
      'a spell without a modifier improved',
      hero(),
      one({ kind: 'spell', spell: { mode: 'improve', id: 'sp-3' } }),
      {},
    ],
    [
      'a spell already at 2+',
      hero(),
      one({ kind: 'spell', spell: { mode: 'improve', id: 'sp-2' } }),
      { spell: 'This spell cannot be improved further.' },
    ],
    [
      'an unknown spell improved',
      hero(),
      one({ kind: 'spell', spell: { mode: 'improve', id: 'nope' } }),
      { spell: 'Please select a spell' },
    ],
    [
      'a new spell without a casting value',
      hero(),
      one({ kind: 'spell', spell: { ...newPick('Blinding Light'), baseCastingValue: null } }),
      { castingValue: 'Please select a casting value' },
    ],
    [
      'a new spell at 7+',
      hero(),
      one({ kind: 'spell', spell: { ...newPick('Blinding Light'), baseCastingValue: 7 } }),
      { castingValue: 'Please select a casting value' },
    ],
    [
      'a new spell without a name or value',
      hero(),
      one({ kind: 'spell', spell: { ...newPick(''), baseCastingValue: null } }),
      { name: 'Please enter a name', castingValue: 'Please select a casting value' },
    ],
    [
      'a spell already held',
      hero(),
      one({ kind: 'spell', spell: { ...newPick('Fury', 'lib-sp-1'), baseCastingValue: 4 } }),
      { spell: 'The warrior already has this one.' },
    ],
    [
      'a new spell',
      hero(),
      one({ kind: 'spell', spell: { ...newPick('Fury', 'lib-sp-9'), baseCastingValue: 4 } }),
      {},
    ],
  ] as const)('%s', (_, warrior, choice, errors) => {
    expect(validateHeroLevelUp(warrior, choice, true)).toEqual(errors);
  });

  it('rejects Intelligence under the older ruleset', () => {
    expect(
      validateHeroLevelUp(hero(), one({ kind: 'characteristic', stat: 'intelligence' }), false),
    ).toEqual({
      stat: 'Not in this ruleset.',
    });
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
          rule: { ...newPick(' Bodyguard ', 'lib-rule-7'), description: ' Guards. ' },
        }),
        true,
      ),
    ).toEqual({
      addRule: {
        name: 'Bodyguard',
        description: 'Guards.',
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
