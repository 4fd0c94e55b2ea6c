import { describe, expect, it } from 'vitest';
import type { WarriorRule, WarriorSpell } from '@warband/schemas';
import { wargearItem, warrior } from '../warrior-card/fixtures';
import {
  companyReferences,
  experienceCircles,
  injuryNotes,
  inLevels,
  spellsWithValues,
  wargearWithPoints,
} from './print-content';

const rule = (name: string, description: string): WarriorRule => ({
  id: `rule-${name}-${description}`,
  warriorId: 'w',
  myRuleId: null,
  wargearId: null,
  name,
  description,
  phases: [],
  type: 'base',
});

const spell = (name: string, base: number, modifier = 0): WarriorSpell => ({
  id: `spell-${name}`,
  warriorId: 'w',
  mySpellsId: null,
  name,
  description: `${name} does things`,
  phases: [],
  type: 'base',
  baseCastingValue: base,
  modifyCastingValue: modifier,
});

describe('experienceCircles', () => {
  it('has 105 circles, the earned ones filled, and never more than 105', () => {
    expect(experienceCircles(7).filter(Boolean)).toHaveLength(7);
    expect(experienceCircles(7)).toHaveLength(105);
    expect(experienceCircles(7).slice(0, 8)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(experienceCircles(0).some(Boolean)).toBe(false);
    expect(experienceCircles(200).every(Boolean)).toBe(true);
    expect(experienceCircles(-3).some(Boolean)).toBe(false);
  });

  it('groups them in 21 levels of five', () => {
    const groups = inLevels(experienceCircles(12));
    expect(groups).toHaveLength(21);
    expect(groups.map((group) => group.filter(Boolean).length).slice(0, 4)).toEqual([5, 5, 2, 0]);
  });
});

describe('injuryNotes', () => {
  it('names the status and every wound, and nothing for a warrior in good health', () => {
    expect(injuryNotes({ status: '', legWound: 0, armWound: 0, oldWound: 0 })).toEqual([]);
    expect(injuryNotes({ status: 'lost', legWound: 1, armWound: 1, oldWound: 2 })).toEqual([
      'Lost in Battle',
      'Leg wound',
      'Arm wound',
      'Old battle wounds ×2',
    ]);
    expect(injuryNotes({ status: 'injured', legWound: 0, armWound: 0, oldWound: 1 })).toEqual([
      'Injured',
      'Old battle wound',
    ]);
  });
});

describe('a warrior in words', () => {
  it("prices wargear for this warrior: an armoury item's high price above two Attacks and Wounds", () => {
    const items = [
      wargearItem('Sword', 0),
      wargearItem('Bow', 5, { type: 'armoury', pointsHigh: 10 }),
    ];
    expect(wargearWithPoints(warrior('a', { wargear: items }))).toEqual(['Sword', 'Bow (5)']);
    expect(
      wargearWithPoints(warrior('b', { wargear: items, baseStats: { attacks: 2, wounds: 2 } })),
    ).toEqual(['Sword', 'Bow (10)']);
  });

  it('gives each spell the value this warrior casts it on', () => {
    expect(spellsWithValues({ spells: [spell('Sap', 5, -1), spell('Blind', 3)] })).toEqual([
      'Sap 4+',
      'Blind 3+',
    ]);
  });
});

describe('companyReferences', () => {
  it('lists each rule, heroic action and spell once, by name, with its text', () => {
    const a = warrior('a', {
      specialRules: [rule('Terror', 'Foes test Courage'), rule('Expert Rider', '')],
      spells: [spell('Sap', 5)],
      wargear: [
        wargearItem('Banner', 5, { specialRules: [{ name: 'Banner', description: 'Re-roll' }] }),
      ],
    });
    const b = warrior('b', {
      specialRules: [rule('terror ', 'Foes test Courage'), rule('Terror', 'Another text')],
      spells: [spell('Sap', 4, -2)],
    });
    const references = companyReferences([a, b], false);
    expect(references.rules).toEqual([
      { name: 'Banner', description: 'Re-roll' },
      { name: 'Expert Rider', description: '' },
      { name: 'Terror', description: 'Another text' },
      { name: 'Terror', description: 'Foes test Courage' },
    ]);
    expect(references.spells).toEqual([{ name: 'Sap', description: 'Sap does things' }]);
    expect(references.heroicActions).toEqual([]);
    expect(references.mounts).toEqual([]);
  });

  it("lists mounts with their profile in the owner's ruleset and their rules", () => {
    const horse = wargearItem('Horse', 10, {
      mount: 1,
      description: 'A steed of Rohan.',
      move: 10,
      fight: 0,
      strength: 3,
      defence: 4,
      wounds: 1,
      courage: 3,
      intelligence: 5,
      specialRules: [{ name: 'Sure-footed', description: 'Never slips.' }],
    });
    const riders = [warrior('a', { wargear: [horse] }), warrior('b', { wargear: [horse] })];
    const [old] = companyReferences(riders, false).mounts;
    expect(companyReferences(riders, false).mounts).toHaveLength(1);
    expect(old).toEqual({
      name: 'Horse',
      description: 'A steed of Rohan. Sure-footed: Never slips.',
      profile: 'Mv 10"  F 0  Sh -  S 3  D 4  A 0  W 1  C 3',
    });
    // The 2024 ruleset adds Intelligence and makes Courage a target number.
    expect(companyReferences(riders, true).mounts[0]!.profile).toBe(
      'Mv 10"  F 0  Sh -  S 3  D 4  A 0  W 1  C 3+  I 5+',
    );
  });
});
