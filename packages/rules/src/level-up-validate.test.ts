import { describe, expect, it } from 'vitest';
import { hero, one, newPick } from './level-up.fixtures';
import { stats } from './test-stats';
import { PERK_REQUIRED, validateHeroLevelUp } from './level-up';

/** A charm worth +1 Fate. */
const CHARM = {
  type: 'armoury' as const,
  pointsLow: 5,
  pointsHigh: 5,
  adjustmentStat: 'fate' as const,
  adjustmentValue: 1,
};

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
      'Fate brought to 3 by wargear: +1 would cost 5 points for nothing',
      hero({ baseStats: stats({ fate: 1 }), modifyStats: stats({ fate: 1 }), wargear: [CHARM] }),
      one({ kind: 'characteristic', stat: 'fate' }),
      { stat: 'Fate is already 3 with this warrior’s wargear.' },
    ],
    [
      'Fate below 3 with wargear counted',
      hero({ baseStats: stats({ fate: 1 }), wargear: [CHARM] }),
      one({ kind: 'characteristic', stat: 'fate' }),
      {},
    ],
    [
      'Fate brought to 3 by a charm that is being removed',
      hero({ baseStats: stats({ fate: 2 }), wargear: [{ ...CHARM, remove: true }] }),
      one({ kind: 'characteristic', stat: 'fate' }),
      {},
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
