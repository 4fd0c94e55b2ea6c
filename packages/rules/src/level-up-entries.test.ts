import { describe, expect, it } from 'vitest';
import { withLevelUpEntries, type LevelUpEntryMaker } from './level-up';
import type { Phase } from './phases';

interface Entry {
  id: string;
  name: string;
  modifyCastingValue?: number | null;
  touched?: boolean;
}

const LISTS: { specialRules: Entry[]; heroicActions: Entry[]; spells: Entry[] } = {
  specialRules: [{ id: 'r1', name: 'Fearless' }],
  heroicActions: [{ id: 'a1', name: 'Heroic Strike', modifyCastingValue: 0 }],
  spells: [{ id: 's1', name: 'Blinding Light', modifyCastingValue: -1 }],
};

const MAKE: LevelUpEntryMaker<Entry, Entry, Entry> = {
  rule: (add) => ({ id: 'new-rule', name: add.name }),
  heroicAction: (add) => ({ id: 'new-action', name: add.name, modifyCastingValue: 0 }),
  spell: (add) => ({ id: 'new-spell', name: add.name, modifyCastingValue: 0 }),
  improved: (entry) => ({ ...entry, touched: true }),
};

const NO_PHASES: Phase[] = [];
const NEW = { description: '', phases: NO_PHASES, type: 'progression', new: true } as const;

describe('a hero level-up on the lists', () => {
  it('leaves the lists as they are when it changes none of them', () => {
    const lists = withLevelUpEntries(LISTS, { chosenPath: 'Warrior' }, MAKE);
    expect(lists.specialRules).toBe(LISTS.specialRules);
    expect(lists.heroicActions).toBe(LISTS.heroicActions);
    expect(lists.spells).toBe(LISTS.spells);
  });

  it('adds a new rule, heroic action or spell at the end, made by the caller', () => {
    const lists = withLevelUpEntries(
      LISTS,
      {
        addRule: { ...NEW, name: 'Resistant', myRuleId: null },
        addHeroicAction: {
          ...NEW,
          name: 'Heroic Defence',
          myHeroicActionsId: null,
          modifyCastingValue: 0,
        },
        addSpell: {
          ...NEW,
          name: 'Sorcerous Blast',
          mySpellsId: null,
          baseCastingValue: 5,
          modifyCastingValue: 0,
        },
      },
      MAKE,
    );
    expect(lists.specialRules.map((entry) => entry.name)).toEqual(['Fearless', 'Resistant']);
    expect(lists.heroicActions.at(-1)).toEqual({
      id: 'new-action',
      name: 'Heroic Defence',
      modifyCastingValue: 0,
    });
    expect(lists.spells.at(-1)?.id).toBe('new-spell');
  });

  it("hands the caller the new entry's fields, without the mark of an addition", () => {
    const given: unknown[] = [];
    withLevelUpEntries(
      LISTS,
      { addRule: { ...NEW, name: 'Resistant', myRuleId: 'lib-1' } },
      { ...MAKE, rule: (fields) => (given.push(fields), MAKE.rule(fields)) },
    );
    expect(given).toEqual([
      { name: 'Resistant', description: '', phases: [], type: 'progression', myRuleId: 'lib-1' },
    ]);
  });

  it('improves the named heroic action and spell, marked by the caller, and no other', () => {
    const lists = withLevelUpEntries(
      { ...LISTS, spells: [...LISTS.spells, { id: 's2', name: 'Other', modifyCastingValue: 0 }] },
      {
        improveHeroicAction: { id: 'a1', modifyCastingValue: -1 },
        improveSpell: { id: 's1', modifyCastingValue: -2 },
      },
      MAKE,
    );
    expect(lists.heroicActions).toEqual([
      { id: 'a1', name: 'Heroic Strike', modifyCastingValue: -1, touched: true },
    ]);
    expect(lists.spells).toEqual([
      { id: 's1', name: 'Blinding Light', modifyCastingValue: -2, touched: true },
      { id: 's2', name: 'Other', modifyCastingValue: 0 },
    ]);
  });
});
