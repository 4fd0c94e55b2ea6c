import { WargearInput } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { initialValues, sectionOf, toInput } from './wargear-form';

const saved = {
  id: 'w1',
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  name: 'Horse',
  description: 'Swift.',
  pointsLow: 10,
  pointsHigh: 10,
  influence: 2,
  mount: 1 as const,
  adjustmentStat: 'intelligence' as const,
  adjustmentValue: 1,
  move: 10,
  fight: 0,
  shoot: 0,
  strength: 3,
  defence: 4,
  attacks: 0,
  wounds: 1,
  courage: 3,
  intelligence: 1,
  specialRules: [{ name: 'Sure-footed', description: '' }],
  specialAttacks: [],
};

describe('wargear form', () => {
  it('starts a new entry empty, with no adjustment', () => {
    const values = initialValues(null);
    expect(values).toMatchObject({ name: '', pointsLow: 0, adjustmentStat: null, move: 0 });
    expect(values.specialRules).toEqual([]);
  });

  it('turns a saved entry into the form and back without loss', () => {
    const values = initialValues(saved);
    expect(values.specialRules).toEqual([
      { key: expect.any(String), name: 'Sure-footed', description: '' },
    ]);
    const input = WargearInput.parse(toInput(values, 1));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = saved;
    expect(input).toEqual(fields);
  });

  it('reads empty number fields as missing and drops the value of no adjustment', () => {
    const values = { ...initialValues(null), pointsLow: '', adjustmentValue: 2 };
    const input = toInput(values, 0);
    expect(input.pointsLow).toBeUndefined();
    expect(input.adjustmentStat).toBeNull();
    expect(input.adjustmentValue).toBe(0);
    expect(WargearInput.safeParse(input).success).toBe(false);
  });

  it('knows the section of every field', () => {
    expect(sectionOf('pointsHigh')).toBe('details');
    expect(sectionOf('courage')).toBe('characteristics');
    expect(sectionOf('adjustmentValue')).toBe('adjustment');
    expect(sectionOf('specialAttacks.1.name')).toBe('specialAttacks');
    expect(sectionOf('somethingElse')).toBe('details');
  });
});
