import { describe, expect, it } from 'vitest';
import {
  CASTING_MODIFIER_OPTIONS,
  CASTING_VALUE_OPTIONS,
  entryTitle,
  heroicActionFacts,
  ruleFacts,
  spellFacts,
  typeOptions,
  wargearFacts,
} from './entry-labels';
import { storedHeroicAction, storedRule, storedSpell, storedWargear } from './fixtures';

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('entry labels', () => {
  it("offers each list's types", () => {
    expect(labels(typeOptions('wargear'))).toEqual(['Base', 'Armoury']);
    expect(labels(typeOptions('specialRules'))).toEqual(['Base', 'Progression', 'Wargear']);
    expect(labels(typeOptions('heroicActions'))).toEqual(['Base', 'Progression']);
    expect(labels(typeOptions('spells'))).toEqual(['Base', 'Progression']);
  });

  it('offers casting values 6+ to 2+ and modifiers 0 to -3', () => {
    expect(labels(CASTING_VALUE_OPTIONS)).toEqual(['6+', '5+', '4+', '3+', '2+']);
    expect(CASTING_MODIFIER_OPTIONS.map((option) => option.value)).toEqual(['0', '-1', '-2', '-3']);
  });

  it('shows an item with its prices and type, and says when it is a mount', () => {
    expect(wargearFacts(storedWargear('Bow', { pointsLow: 5, pointsHigh: 10 }))).toBe(
      '5/10 pts · Armoury',
    );
    expect(wargearFacts(storedWargear('Horse', { type: 'base', mount: 1 }))).toBe(
      '1/2 pts · Base · Mount',
    );
  });

  it('names the item that grants a rule while the item is kept', () => {
    const cloak = storedWargear('cloak', { name: 'Elven Cloak' });
    const rule = storedRule('r', { type: 'wargear', wargearId: 'cloak' });
    expect(ruleFacts(rule, [cloak])).toBe('Wargear · from Elven Cloak');
    expect(ruleFacts(rule, [{ ...cloak, remove: true }])).toBe('Wargear');
    expect(ruleFacts(storedRule('p', { type: 'progression' }), [cloak])).toBe('Progression');
  });

  it("prints a spell's casting value as base minus modifier, then +", () => {
    expect(spellFacts(storedSpell('s', { baseCastingValue: 5, modifyCastingValue: -1 }))).toBe(
      '4+ · Base',
    );
    expect(spellFacts(storedSpell('s', { baseCastingValue: 3, modifyCastingValue: -3 }))).toBe(
      '2+ · Base',
    );
  });

  it("shows a heroic action's modifier only when it has one", () => {
    expect(heroicActionFacts(storedHeroicAction('h'))).toBe('Base');
    expect(heroicActionFacts(storedHeroicAction('h', { modifyCastingValue: -2 }))).toBe(
      'Base · Modifier -2',
    );
  });

  it('titles an entry whose name was cleared', () => {
    expect(entryTitle('  ')).toBe('Unnamed');
    expect(entryTitle('Bow')).toBe('Bow');
  });
});
