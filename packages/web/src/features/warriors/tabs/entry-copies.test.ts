import {
  WarriorHeroicActionInput,
  WarriorRuleInput,
  WarriorSpellInput,
  WarriorWargearInput,
} from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import {
  heroicActionFromLibrary,
  newHeroicAction,
  newRule,
  newSpell,
  newWargear,
  ruleFromLibrary,
  spellFromLibrary,
  wargearCopyType,
  wargearFromLibrary,
} from './entry-copies';
import { libraryId, librarySpell, libraryText, libraryWargear } from './fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('copies of library entries', () => {
  it('copy every field of an armoury item, with a temporary id and the armoury id', () => {
    const horse = libraryWargear(7, 'Horse', {
      mount: 1,
      move: 10,
      strength: 3,
      adjustmentStat: 'move',
      adjustmentValue: 1,
      specialRules: [{ name: 'Swift', description: 'Fast.' }],
    });
    const copy = wargearFromLibrary(horse, 'armoury', false);
    expect(copy.id).toMatch(UUID);
    expect(copy).toMatchObject({
      new: true,
      remove: false,
      armouryId: libraryId(7),
      type: 'armoury',
      name: 'Horse',
      pointsLow: 5,
      pointsHigh: 10,
      influence: 1,
      mount: 1,
      move: 10,
      strength: 3,
      adjustmentStat: 'move',
      adjustmentValue: 1,
      statEnabled: true,
      specialRules: [{ name: 'Swift', description: 'Fast.' }],
    });
    // The server takes the copy as it is.
    expect(WarriorWargearInput.parse(copy)).toEqual(copy);
    // Editing the copy's rows never touches the library's cached entry.
    expect(copy.specialRules[0]).not.toBe(horse.specialRules[0]);
  });

  it('leave out an Intelligence adjustment under the older ruleset only', () => {
    const helm = libraryWargear(8, 'Helm of Wits', {
      adjustmentStat: 'intelligence',
      adjustmentValue: 1,
    });
    expect(wargearFromLibrary(helm, 'armoury', false)).toMatchObject({
      adjustmentStat: null,
      adjustmentValue: 0,
    });
    expect(wargearFromLibrary(helm, 'armoury', true)).toMatchObject({
      adjustmentStat: 'intelligence',
      adjustmentValue: 1,
    });
  });

  it('start as armoury wargear on a warrior and base wargear on a profile', () => {
    expect(wargearCopyType('warrior')).toBe('armoury');
    expect(wargearCopyType('profile')).toBe('base');
  });

  it('copy a rule, a heroic action and a spell with their library ids', () => {
    const rule = ruleFromLibrary(libraryText(1, 'Terror', 'Scary.'), 'base');
    expect(rule).toMatchObject({ new: true, myRuleId: libraryId(1), wargearId: null });
    expect(WarriorRuleInput.parse(rule)).toEqual(rule);
    const action = heroicActionFromLibrary(libraryText(2, 'Heroic Strike'), 'progression');
    expect(action).toMatchObject({
      myHeroicActionsId: libraryId(2),
      type: 'progression',
      modifyCastingValue: 0,
    });
    expect(WarriorHeroicActionInput.parse(action)).toEqual(action);
    const spell = spellFromLibrary(librarySpell(3, 'Blinding Light', 3), 'base');
    expect(spell).toMatchObject({
      mySpellsId: libraryId(3),
      baseCastingValue: 3,
      modifyCastingValue: 0,
      description: '',
    });
    expect(WarriorSpellInput.parse(spell)).toEqual(spell);
  });
});

describe('entries made in a tab', () => {
  it('are new, from no library, and valid as they are', () => {
    const fields = { name: 'Rope', description: '', type: 'base' as const };
    const item = newWargear(fields);
    expect(item).toMatchObject({ new: true, armouryId: null, pointsLow: 0, mount: 0 });
    expect(WarriorWargearInput.parse(item)).toEqual(item);
    const rule = newRule(fields);
    expect(WarriorRuleInput.parse(rule)).toEqual(rule);
    const action = newHeroicAction({ ...fields, type: 'progression' });
    expect(WarriorHeroicActionInput.parse(action)).toEqual(action);
    const spell = newSpell({ ...fields, baseCastingValue: 5 });
    expect(WarriorSpellInput.parse(spell)).toEqual(spell);
    expect(new Set([item.id, rule.id, action.id, spell.id]).size).toBe(4);
  });
});
