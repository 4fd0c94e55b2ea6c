import { CreateWarriorInput, ProfileInput, WarriorInput } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import type { EditorValues } from './editor-form';
import {
  changeEditorRank,
  copyName,
  duplicateInput,
  loadProfile,
  newProfileValues,
  newWarriorValues,
  numberOf,
  profileFormPath,
  profileValues,
  toCreateWarriorInput,
  toProfileInput,
  toWarriorInput,
  warriorValues,
} from './editor-values';
import {
  MAN_PROFILE,
  storedItem,
  storedProfile,
  storedRule,
  storedWarrior,
} from '../../app/test-stored-entities';

function counter() {
  let next = 0;
  return () => `temp-${++next}`;
}

const OWNER = '6f1c1d2e-0000-4000-8000-0000000000aa';

describe('initial values', () => {
  it("starts a new warrior as a Warrior of the company's race, with nothing else filled in", () => {
    const values = newWarriorValues({ race: 'Rohan' });
    expect(values).toMatchObject({ name: '', race: 'Rohan', rank: 'Warrior', owner: null });
    expect(values.baseStats.move).toBe(0);
    expect(values.wargear).toEqual([]);
    // Nothing to send until it has a name.
    const parsed = CreateWarriorInput.safeParse(toCreateWarriorInput(values, 'c1'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
  });

  it('round-trips a stored warrior: its input is what is stored, entries flagged as kept', () => {
    const stored = storedWarrior('w1', {
      rank: 'Hero',
      chosenPath: 'Custom',
      customPath: 'Oathkeeper',
      experience: 12,
      biography: 'Once of Dol Amroth.',
      modifyStats: { fight: 1 },
      wargear: [storedItem('sword', 0), storedItem('horse', 10, { mount: 1, move: 10 })],
      specialRules: [storedRule('loyal', { type: 'progression' })],
      heroicActions: [
        {
          id: 'ha1',
          warriorId: 'w1',
          name: 'Strike',
          description: '',
          phases: [],
          myHeroicActionsId: null,
          type: 'base',
          modifyCastingValue: 0,
        },
      ],
    });
    const values = warriorValues(stored);
    expect(values.wargear[1]).toMatchObject({ id: 'horse', mount: 1, new: false, remove: false });
    expect(values.wargear[1]).not.toHaveProperty('warriorId');
    expect(values.specialRules[0]).toMatchObject({ id: 'loyal', type: 'progression' });
    const input = WarriorInput.parse({ ...toWarriorInput(values), revision: 1 });
    expect(input).toMatchObject({
      name: 'w1',
      rank: 'Hero',
      chosenPath: 'Custom',
      customPath: 'Oathkeeper',
      experience: 12,
      biography: 'Once of Dol Amroth.',
      race: 'Minas Tirith',
    });
    expect(input.modifyStats.fight).toBe(1);
    expect(input.heroicActions).toHaveLength(1);
    expect(input).not.toHaveProperty('totalPoints');
  });

  it('starts a new profile for any race, and reads a stored one back', () => {
    expect(newProfileValues()).toMatchObject({ profileRaces: [], race: '', rank: 'Warrior' });
    const profile = storedProfile('p1', {
      race: ['Rohan', 'No Such Realm', 'Dale'],
      rank: 'Hero',
      baseClass: 'Rider',
      basePoints: 12,
      wargear: [storedItem('spear', 1)],
    });
    const values = profileValues(profile);
    expect(values).toMatchObject({ name: 'p1', rank: 'Hero', baseClass: 'Rider', basePoints: 12 });
    expect(values.profileRaces).toEqual(['Rohan', 'Dale']);
    expect(ProfileInput.parse(toProfileInput(values))).toMatchObject({
      name: 'p1',
      race: ['Rohan', 'Dale'],
      rank: 'Hero',
      baseClass: 'Rider',
      basePoints: 12,
      wargear: [{ id: 'spear', type: 'base', new: false }],
    });
  });
});

describe('loadProfile', () => {
  const rider = storedProfile('rider', {
    baseClass: 'Rider of Rohan',
    basePoints: 9,
    baseStats: { fight: 4, courage: 4 },
    modifyStats: { fight: 2 },
    wargear: [storedItem('spear', 1), storedItem('horse', 10, { type: 'armoury', mount: 1 })],
    specialRules: [
      storedRule('charge', { wargearId: 'horse' }),
      storedRule('loose', { wargearId: 'gone' }),
    ],
  });

  it('copies base stats, base points, base class, wargear and rules with fresh ids', () => {
    const start = { ...newWarriorValues({ race: 'Rohan' }), name: 'Eothain' };
    const loaded = loadProfile(start, rider, counter());
    expect(loaded).toMatchObject({
      name: 'Eothain',
      baseClass: 'Rider of Rohan',
      basePoints: 9,
      rank: 'Warrior',
    });
    expect(loaded.baseStats).toEqual({ ...MAN_PROFILE, fight: 4, courage: 4 });
    // The profile's modifiers are its own business; the warrior's stay.
    expect(loaded.modifyStats.fight).toBe(0);
    expect(loaded.wargear.map((item) => [item.id, item.name, item.new, item.type])).toEqual([
      ['temp-1', 'spear', true, 'base'],
      ['temp-2', 'horse', true, 'armoury'],
    ]);
    expect(loaded.specialRules.map((rule) => [rule.id, rule.new, rule.wargearId])).toEqual([
      ['temp-3', true, 'temp-2'],
      ['temp-4', true, null],
    ]);
    expect(CreateWarriorInput.safeParse(toCreateWarriorInput(loaded, 'c1')).success).toBe(true);
  });

  it("replaces the warrior's base entries and keeps what was bought or earned", () => {
    const stored = warriorValues(
      storedWarrior('w', {
        wargear: [storedItem('old-sword', 0), storedItem('shield', 5, { type: 'armoury' })],
        specialRules: [storedRule('old-rule'), storedRule('earned', { type: 'progression' })],
      }),
    );
    const unsaved = {
      ...stored,
      wargear: [...stored.wargear, { ...stored.wargear[0]!, id: 'draft', new: true }],
    };
    const loaded = loadProfile(unsaved, rider, counter());
    expect(loaded.wargear.map((item) => [item.id, item.remove])).toEqual([
      ['old-sword', true],
      ['shield', false],
      ['temp-1', false],
      ['temp-2', false],
    ]);
    expect(loaded.specialRules.map((rule) => [rule.id, rule.remove])).toEqual([
      ['old-rule', true],
      ['earned', false],
      ['temp-3', false],
      ['temp-4', false],
    ]);
  });
});

describe('duplicateInput', () => {
  it('copies the warrior under its name marked a copy, its lists as new entries', () => {
    const veteran = storedWarrior('veteran', {
      name: 'Grimbold',
      rank: 'Sergeant',
      experience: 7,
      chosenPath: 'Knight',
      baseStats: { fight: 4, might: 1 },
      wargear: [storedItem('horse', 10, { type: 'armoury', mount: 1, armouryId: OWNER })],
      specialRules: [storedRule('charge', { wargearId: 'horse' }), storedRule('fearless')],
    });
    const copy = duplicateInput(veteran, counter());
    expect(copy).toMatchObject({
      companyId: 'company-1',
      name: 'Grimbold (copy)',
      rank: 'Sergeant',
      experience: 7,
      chosenPath: 'Knight',
      basePoints: 7,
      baseStats: { fight: 4, might: 1 },
      payInfluence: null,
    });
    // New entries with fresh ids: the rule the horse grants follows the horse's new id.
    expect(copy.wargear.map((item) => [item.id, item.name, item.new, item.armouryId])).toEqual([
      ['temp-1', 'horse', true, OWNER],
    ]);
    expect(copy.specialRules.map((rule) => [rule.id, rule.new, rule.wargearId])).toEqual([
      ['temp-2', true, 'temp-1'],
      ['temp-3', true, null],
    ]);
  });

  it('keeps a long name within the length a name may have', () => {
    expect(copyName('Tam')).toBe('Tam (copy)');
    const long = 'x'.repeat(100);
    expect(copyName(long)).toHaveLength(100);
    expect(copyName(long).endsWith(' (copy)')).toBe(true);
  });
});

describe('loadProfile and the rank', () => {
  it("takes the profile's rank, with its effects on Might, Will and Fate", () => {
    const captain = storedProfile('captain', {
      rank: 'Leader',
      baseStats: { might: 2, will: 0, fate: 1 },
    });
    const start = { ...newWarriorValues({ race: 'Rohan' }), name: 'Eothain' };
    const loaded = loadProfile(start, captain, counter());
    expect(loaded.rank).toBe('Leader');
    expect(loaded.baseStats).toMatchObject({ might: 2, will: 0, fate: 1 });
    // A new Leader gets +1 where the profile's base has none (docs/rules.md#rank-changes), as if
    // chosen by hand.
    expect(loaded.modifyStats).toMatchObject({ might: 0, will: 1, fate: 0 });
  });

  it('makes a hero loaded with a Warrior profile a Warrior, without an owner', () => {
    const creature = { ...newWarriorValues({ race: 'Rohan' }), rank: 'Creature' as const };
    const loaded = loadProfile({ ...creature, owner: OWNER }, storedProfile('man'), counter());
    expect(loaded).toMatchObject({ rank: 'Warrior', owner: null });
  });
});

describe('changeEditorRank', () => {
  const base = (fields: Partial<EditorValues> = {}): EditorValues => ({
    ...newWarriorValues({ race: 'Rohan' }),
    name: 'Grim',
    ...fields,
  });

  it('gives a new Leader +1 Might, Will and Fate where the base has none', () => {
    const values = base({ baseStats: { ...MAN_PROFILE, will: 1 } });
    const leader = changeEditorRank(values, 'Leader');
    expect(leader.rank).toBe('Leader');
    expect(leader.modifyStats).toMatchObject({ might: 1, will: 0, fate: 1 });
    expect(leader.baseStats).toEqual(values.baseStats);
  });

  it("keeps a player's own Might, Will and Fate when changing between heroes", () => {
    const values = base({
      rank: 'Sergeant',
      modifyStats: { ...MAN_PROFILE, might: 2, will: 0, fate: 0, move: 0 },
    });
    expect(changeEditorRank(values, 'Hero').modifyStats.might).toBe(2);
  });

  it('zeroes Might, Will and Fate, base and modifier, for a Warrior', () => {
    const values = base({
      rank: 'Hero',
      baseStats: { ...MAN_PROFILE, might: 1, fate: 1 },
      modifyStats: { ...MAN_PROFILE, move: 0, fight: 1, fate: 1 },
    });
    const warrior = changeEditorRank(values, 'Warrior');
    expect(warrior.baseStats).toMatchObject({ might: 0, will: 0, fate: 0, fight: 3 });
    expect(warrior.modifyStats).toMatchObject({ might: 0, will: 0, fate: 0, fight: 1 });
  });

  it('keeps the owner only for a Creature', () => {
    const creature = base({ rank: 'Creature', owner: OWNER });
    expect(changeEditorRank(creature, 'Hero').owner).toBeNull();
    expect(changeEditorRank(base({ owner: OWNER }), 'Creature').owner).toBe(OWNER);
  });

  it('changes nothing when the rank is chosen again', () => {
    const values = base({ rank: 'Leader' });
    expect(changeEditorRank(values, 'Leader')).toBe(values);
  });

  it('reads fields emptied by the player as 0, and leaves the other fields as typed', () => {
    const values = base({ modifyStats: { ...MAN_PROFILE, move: '' as unknown as number } });
    const hero = changeEditorRank(values, 'Hero');
    expect(hero.modifyStats.fate).toBe(1);
    expect(hero.modifyStats.move).toBe('');
  });
});

describe('the API inputs', () => {
  it('turns emptied number fields into the schema defaults', () => {
    const values = {
      ...newWarriorValues({ race: 'Rohan' }),
      name: 'Grim',
      basePoints: '' as unknown as number,
      baseStats: { ...MAN_PROFILE, fight: '' as unknown as number },
    };
    const input = CreateWarriorInput.parse(toCreateWarriorInput(values, 'c1'));
    expect(input.basePoints).toBe(0);
    expect(input.baseStats.fight).toBe(0);
    expect(input.companyId).toBe('c1');
  });

  it('sends an owner only for a Creature, and a path only for the ranks that show one', () => {
    const values = {
      ...newWarriorValues({ race: 'Rohan' }),
      name: 'Grim',
      owner: OWNER,
      chosenPath: 'Custom' as const,
      customPath: '',
    };
    // A Warrior's hidden, unfinished path does not block the save.
    const input = WarriorInput.parse({ ...toWarriorInput(values), revision: 1 });
    expect(input).toMatchObject({ owner: null, chosenPath: '', customPath: '' });
    const hero = WarriorInput.safeParse({
      ...toWarriorInput({ ...values, rank: 'Hero' }),
      revision: 1,
    });
    expect(hero.error?.issues[0]).toMatchObject({
      path: ['customPath'],
      message: 'Please enter a custom path',
    });
    const creature = toWarriorInput({ ...values, rank: 'Creature' });
    expect(creature.owner).toBe(OWNER);
  });

  it("asks for a profile's base class, and maps its race errors onto the races field", () => {
    const parsed = ProfileInput.safeParse(toProfileInput({ ...newProfileValues(), name: 'P' }));
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['baseClass'],
      message: 'Please enter a base class',
    });
    expect(profileFormPath('race')).toBe('profileRaces');
    expect(profileFormPath('race.2')).toBe('profileRaces.2');
    expect(profileFormPath('baseClass')).toBe('baseClass');
    expect(profileFormPath('raceless')).toBe('raceless');
  });

  it('reads number fields as typed', () => {
    expect(numberOf(3)).toBe(3);
    expect(numberOf('4')).toBe(4);
    expect(numberOf('')).toBe(0);
    expect(numberOf('x')).toBe(0);
    expect(numberOf(undefined)).toBe(0);
  });
});
