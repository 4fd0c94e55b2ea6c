import { describe, expect, it } from 'vitest';
import { HeroicActionInput, Rule, RuleInput, SpellInput } from './library';
import { LibraryPack } from './library-pack';
import { WarriorHeroicActionInput, WarriorRuleInput, WarriorSpellInput } from './warrior';
import { WarriorSpell } from './warrior-entity';

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success ? [] : (result.error?.issues ?? []);

describe('phases of rules, heroic actions and spells', () => {
  const entry = { name: 'Terror', description: '' };
  const spell = { ...entry, name: 'Fury', baseCastingValue: 3 };
  const warriorEntry = { id: 'e1', type: 'base' };

  it.each([
    ['a rule', RuleInput, entry],
    ['a heroic action', HeroicActionInput, entry],
    ['a spell', SpellInput, spell],
    ['a warrior rule', WarriorRuleInput, { ...entry, ...warriorEntry }],
    ['a warrior heroic action', WarriorHeroicActionInput, { ...entry, ...warriorEntry }],
    ['a warrior spell', WarriorSpellInput, { ...spell, ...warriorEntry }],
  ] as const)(
    '%s keeps the phases it names, and has none when it names none',
    (_, schema, body) => {
      expect(schema.parse({ ...body, phases: ['move', 'fight'] }).phases).toEqual([
        'move',
        'fight',
      ]);
      expect(schema.parse(body).phases).toEqual([]);
      expect(schema.parse({ ...body, phases: [] }).phases).toEqual([]);
    },
  );

  it('refuses a phase the game does not have, on the field, with the phases it has', () => {
    const result = RuleInput.safeParse({ ...entry, phases: ['move', 'magic'] });
    expect(issuesOf(result)).toEqual([
      expect.objectContaining({
        path: ['phases', 1],
        message: 'Please choose phases from Priority, Move, Shoot, Fight, End',
      }),
    ]);
    expect(SpellInput.safeParse({ ...spell, phases: ['Move'] }).success).toBe(false);
    expect(SpellInput.safeParse({ ...spell, phases: 'move' }).success).toBe(false);
  });

  it('refuses a phase named twice', () => {
    const result = HeroicActionInput.safeParse({ ...entry, phases: ['fight', 'fight'] });
    expect(issuesOf(result)).toEqual([
      expect.objectContaining({ path: ['phases'], message: 'Please choose each phase once' }),
    ]);
  });

  it('reads an entry kept before entries had phases as naming none', () => {
    const stored = { id: 'r', createdAt: 'then', updatedAt: 'then', ...entry };
    expect(Rule.parse(stored).phases).toEqual([]);
    const copy = {
      id: 's',
      warriorId: 'w',
      mySpellsId: null,
      type: 'base',
      modifyCastingValue: 0,
      ...spell,
    };
    expect(WarriorSpell.parse(copy).phases).toEqual([]);
  });

  it('carries phases in a library file, and reads an older file as naming none', () => {
    const pack = LibraryPack.parse({
      format: 'warband-ledger-library',
      version: 1,
      rules: [{ ...entry, phases: ['move'] }, entry],
      spells: [{ ...spell, phases: ['move'] }],
    });
    expect(pack.rules.map((rule) => rule.phases)).toEqual([['move'], []]);
    expect(pack.spells[0]?.phases).toEqual(['move']);
  });
});
