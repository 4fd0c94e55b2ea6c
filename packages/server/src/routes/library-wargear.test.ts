import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryWargear } from '../db/schema';
import { registerUser, useTestApp } from '../../test/helpers';
import { SAMPLES, libraryApi } from '../../test/library';

const t = useTestApp();
const { api, create } = libraryApi(t);

describe('POST /api/wargear/create (wargear rules)', () => {
  const expectFieldError = async (overrides: object, fields: Record<string, string>) => {
    const user = await registerUser(t.app);
    const response = await api(user.headers).create('wargear', {
      ...SAMPLES.wargear,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  };
  const namedTexts = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `Entry ${i + 1}`, description: '' }));

  it('refuses an adjustment of 4 and of -4', async () => {
    await expectFieldError({ adjustmentValue: 4 }, { adjustmentValue: 'Must be at most 3' });
    await expectFieldError({ adjustmentValue: -4 }, { adjustmentValue: 'Must be at least -3' });
  });

  it('refuses 4 special rules and 4 special attacks', async () => {
    await expectFieldError(
      { specialRules: namedTexts(4) },
      { specialRules: 'At most 3 special rules' },
    );
    await expectFieldError(
      { specialAttacks: namedTexts(4) },
      { specialAttacks: 'At most 3 special attacks' },
    );
  });

  it('refuses a special rule without a name, naming its position', async () => {
    await expectFieldError(
      {
        specialRules: [
          { name: 'Fine', description: '' },
          { name: '', description: 'x' },
        ],
      },
      { 'specialRules.1.name': 'Please enter a name' },
    );
  });

  it('refuses mount 2', async () => {
    await expectFieldError({ mount: 2 }, { mount: 'Mount must be 0 (item) or 1 (mount)' });
  });

  it('refuses negative points', async () => {
    await expectFieldError({ pointsLow: -1 }, { pointsLow: 'Must be at least 0' });
    await expectFieldError({ pointsHigh: -5 }, { pointsHigh: 'Must be at least 0' });
  });

  it('refuses Intelligence as the adjustment under the old ruleset, also on update', async () => {
    const user = await registerUser(t.app);
    const response = await api(user.headers).create('wargear', {
      ...SAMPLES.wargear,
      adjustmentStat: 'intelligence',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { adjustmentStat: 'Intelligence is only available with the new ruleset' },
    });
    const entry = await create(user, 'wargear');
    const update = await api(user.headers).update('wargear', entry.id, {
      ...SAMPLES.wargear,
      adjustmentStat: 'intelligence',
    });
    expect(update.statusCode).toBe(400);
    expect((await api(user.headers).list('wargear')).json()).toHaveLength(1);
  });

  it('accepts Intelligence under the new ruleset', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.headers,
      payload: { newRuleset: true },
    });
    const entry = await create(user, 'wargear', {
      adjustmentStat: 'intelligence',
      adjustmentValue: -2,
    });
    expect(entry).toMatchObject({ adjustmentStat: 'intelligence', adjustmentValue: -2 });
  });

  it('stores a mount as the integer 1 with its own characteristics and special rules', async () => {
    const user = await registerUser(t.app);
    const mount = {
      name: 'Horse',
      pointsLow: 10,
      pointsHigh: 10,
      mount: 1,
      move: 10,
      fight: 0,
      strength: 3,
      defence: 4,
      attacks: 0,
      wounds: 1,
      courage: 3,
      intelligence: 0,
      specialRules: [{ name: 'Fleet', description: 'Moves fast' }],
    };
    const response = await api(user.headers).create('wargear', mount);
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    const [row] = await t.db.select().from(libraryWargear).where(eq(libraryWargear.id, entry.id));
    expect(row!.mount).toBe(1);
    expect(row!.specialRules).toEqual([{ name: 'Fleet', description: 'Moves fast' }]);
    expect(entry).toMatchObject({
      ...mount,
      adjustmentStat: null,
      adjustmentValue: 0,
      specialAttacks: [],
    });
  });
});

describe('POST /api/spell/create (casting value)', () => {
  it('refuses a casting value of 7', async () => {
    const user = await registerUser(t.app);
    const response = await api(user.headers).create('spell', {
      ...SAMPLES.spell,
      baseCastingValue: 7,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      baseCastingValue: 'Please select a casting value from 2+ to 6+',
    });
  });

  it('requires a casting value', async () => {
    const user = await registerUser(t.app);
    const response = await api(user.headers).create('spell', { name: 'No value' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ baseCastingValue: 'Please select a casting value' });
  });
});
