import { describe, expect, it } from 'vitest';
import { CompanyInput } from './company';
import { CreateWarriorInput, WarriorInput } from './warrior';

/** The messages of a failed parse, keyed by field path as the API answers them. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const warrior = (extra: object = {}) => ({ name: 'Hama', rank: 'Hero', revision: 3, ...extra });

describe('WarriorInput', () => {
  it('needs only a name and a rank, and fills the rest', () => {
    const parsed = WarriorInput.parse(warrior());
    expect(parsed).toMatchObject({
      name: 'Hama',
      rank: 'Hero',
      status: '',
      experience: 0,
      owner: null,
      chosenPath: '',
      wargear: [],
      specialRules: [],
    });
    expect(parsed.baseStats.fate).toBe(0);
    expect(parsed.modifyStats.intelligence).toBe(0);
  });

  it('asks for a name and a rank', () => {
    expect(fieldErrors(WarriorInput.safeParse({ name: ' ', revision: 3 }))).toEqual({
      name: 'Please enter a name',
      rank: 'Please select a rank',
    });
  });

  it('needs the revision a save was based on; creating needs none', () => {
    const { revision: _revision, ...unversioned } = warrior();
    expect(fieldErrors(WarriorInput.safeParse(unversioned))).toEqual({
      revision: 'The revision this change is based on is required',
    });
    expect(WarriorInput.parse(warrior()).revision).toBe(3);
    expect(CreateWarriorInput.parse({ ...unversioned, companyId: 'c' })).not.toHaveProperty(
      'revision',
    );
  });

  it.each([
    [{ experience: 106 }, 'experience', 'Must be at most 105'],
    [{ experience: 1.5 }, 'experience', 'Please enter a whole number'],
    [{ baseStats: { fight: 21 } }, 'baseStats.fight', 'Must be at most 20'],
    [{ baseStats: { fate: 4 } }, 'baseStats.fate', 'Must be at most 3'],
    [{ modifyStats: { attacks: -11 } }, 'modifyStats.attacks', 'Must be at least -10'],
    [{ legWound: 2 }, 'legWound', 'Must be at most 1'],
    [{ owner: 'not-an-id' }, 'owner', expect.any(String)],
    [{ image: 'javascript:alert(1)' }, 'image', 'Please upload the image again'],
    [
      {
        wargear: [
          { id: 'n1', new: true, name: 'Bow', type: 'shop', pointsLow: 1, pointsHigh: 1, mount: 0 },
        ],
      },
      'wargear.0.type',
      'Please select a type',
    ],
    [
      {
        spells: [
          {
            id: 'n1',
            new: true,
            name: 'Sap',
            type: 'base',
            baseCastingValue: 4,
            modifyCastingValue: 1,
          },
        ],
      },
      'spells.0.modifyCastingValue',
      'Must be at most 0',
    ],
  ])('refuses %j', (extra, field, message) => {
    expect(fieldErrors(WarriorInput.safeParse(warrior(extra)))).toEqual({ [field]: message });
  });

  it('needs a custom path for the Custom path', () => {
    expect(fieldErrors(WarriorInput.safeParse(warrior({ chosenPath: 'Custom' })))).toEqual({
      customPath: 'Please enter a custom path',
    });
    expect(
      WarriorInput.safeParse(warrior({ chosenPath: 'Custom', customPath: 'Bard' })).success,
    ).toBe(true);
  });

  it('keeps Fate at most 3, base and modifier together', () => {
    const errors = fieldErrors(
      WarriorInput.safeParse(warrior({ baseStats: { fate: 2 }, modifyStats: { fate: 2 } })),
    );
    expect(errors).toEqual({ 'modifyStats.fate': 'Fate can be at most 3' });
  });

  it('offers hero injuries to heroes only, by the rules', () => {
    const hurt = { status: 'lost', legWound: 1 };
    expect(WarriorInput.safeParse(warrior(hurt)).success).toBe(true);
    expect(fieldErrors(WarriorInput.safeParse(warrior({ ...hurt, rank: 'Warrior' })))).toEqual({
      status: 'Only heroes can be Lost in Battle',
      legWound: 'Only heroes can have a leg wound',
    });
  });

  it('refuses an entry id used twice in a list', () => {
    const rule = { name: 'Parry', type: 'base', new: true };
    const errors = fieldErrors(
      WarriorInput.safeParse(
        warrior({
          specialRules: [
            { ...rule, id: 'a' },
            { ...rule, id: 'a' },
          ],
        }),
      ),
    );
    expect(errors).toEqual({ 'specialRules.1.id': 'This id is used twice' });
  });

  it('takes a company id on create only', () => {
    expect(fieldErrors(CreateWarriorInput.safeParse(warrior()))).toEqual({
      companyId: 'This field is required',
    });
    expect(WarriorInput.parse(warrior({ companyId: 'x' }))).not.toHaveProperty('companyId');
  });

  it('ignores derived values sent by a client', () => {
    const parsed = WarriorInput.parse(warrior({ totalPoints: 999, totalStats: { fight: 9 } }));
    expect(parsed).not.toHaveProperty('totalPoints');
    expect(parsed).not.toHaveProperty('totalStats');
  });
});

describe('CompanyInput', () => {
  it('needs a name and a race from the three lists', () => {
    expect(fieldErrors(CompanyInput.safeParse({ name: '' }))).toEqual({
      name: 'Please enter a name',
      race: 'Please select a race',
    });
    expect(fieldErrors(CompanyInput.safeParse({ name: 'Riders', race: 'Narnia' }))).toEqual({
      race: 'Please select a race',
    });
    expect(CompanyInput.parse({ name: 'Riders', race: 'Rohan' })).toEqual({
      name: 'Riders',
      race: 'Rohan',
      influence: 0,
      backstory: '',
    });
  });

  it('keeps influence a whole number of at least 0', () => {
    expect(
      fieldErrors(CompanyInput.safeParse({ name: 'R', race: 'Custom', influence: -1 })),
    ).toEqual({
      influence: 'Must be at least 0',
    });
  });
});
