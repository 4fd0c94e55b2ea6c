import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryWargear } from '../db/schema';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';

const t = useTestApp();

type Headers = Record<string, string>;

const SAMPLES = {
  wargear: {
    name: 'Elven blade',
    description: 'Light and keen',
    pointsLow: 5,
    pointsHigh: 10,
    mount: 0,
    adjustmentStat: 'fight',
    adjustmentValue: 1,
    specialRules: [{ name: 'Parry', description: 'Re-roll a duel die' }],
    specialAttacks: [{ name: 'Feint', description: '' }],
  },
  rule: { name: 'Woodland Creature', description: 'Moves freely through woods' },
  spell: { name: 'Blinding Light', description: 'Lights up the area', baseCastingValue: 3 },
  heroicAction: { name: 'Heroic Strike', description: 'Adds D6 to Fight' },
} as const;

type Kind = keyof typeof SAMPLES;
const KINDS = Object.keys(SAMPLES) as Kind[];

function api(headers: Headers = {}) {
  return {
    list: (kind: Kind) => t.app.inject({ method: 'GET', url: `/api/${kind}`, headers }),
    create: (kind: Kind, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/${kind}/create`, headers, payload }),
    update: (kind: Kind, id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/${kind}/${id}`, headers, payload }),
    remove: (kind: Kind, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/${kind}/${id}`, headers }),
  };
}

async function create(user: TestUser, kind: Kind, overrides: object = {}) {
  const response = await api(user.headers).create(kind, { ...SAMPLES[kind], ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; name: string; createdAt: string; updatedAt: string }>();
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

for (const kind of KINDS) {
  describe(`POST /api/${kind}/create`, () => {
    it('creates the entry and answers it with id and timestamps', async () => {
      const user = await registerUser(t.app);
      const response = await api(user.headers).create(kind, {
        ...SAMPLES[kind],
        id: 'chosen-by-client',
        userId: 'someone-else',
      });
      expect(response.statusCode).toBe(201);
      const entry = response.json();
      expect(entry).toMatchObject({ ...SAMPLES[kind] });
      expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
      expect(entry.updatedAt).toBe(entry.createdAt);
      expect(entry).not.toHaveProperty('userId');
    });

    it('fills the optional description', async () => {
      const user = await registerUser(t.app);
      const { description: _description, ...withoutDescription } = SAMPLES[kind];
      const response = await api(user.headers).create(kind, withoutDescription);
      expect(response.statusCode).toBe(201);
      expect(response.json().description).toBe('');
    });

    it('refuses a blank name', async () => {
      const user = await registerUser(t.app);
      const response = await api(user.headers).create(kind, { ...SAMPLES[kind], name: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Please check the highlighted fields.',
        fields: { name: 'Please enter a name' },
      });
    });

    it('answers 401 without a token', async () => {
      expect((await api().create(kind, SAMPLES[kind])).statusCode).toBe(401);
    });
  });

  describe(`GET /api/${kind}`, () => {
    it("lists the player's own entries by name, ignoring case and accents", async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      for (const name of ['charlie', 'Fox', 'Éclair', 'Alpha', 'echo', 'bravo'])
        await create(user, kind, { name });
      await create(stranger, kind, { name: 'Aardvark' });
      const response = await api(user.headers).list(kind);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((entry: { name: string }) => entry.name)).toEqual([
        'Alpha',
        'bravo',
        'charlie',
        'echo',
        'Éclair',
        'Fox',
      ]);
    });

    it('answers an empty list for a new player', async () => {
      const user = await registerUser(t.app);
      expect((await api(user.headers).list(kind)).json()).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      expect((await api().list(kind)).statusCode).toBe(401);
    });
  });

  describe(`PUT /api/${kind}/:id`, () => {
    it('updates the entry', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const response = await api(user.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        name: 'Renamed',
        description: 'Changed',
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({
        id: entry.id,
        name: 'Renamed',
        description: 'Changed',
        createdAt: entry.createdAt,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.updatedAt));
      const listed = (await api(user.headers).list(kind)).json();
      expect(listed).toEqual([updated]);
    });

    it("answers 404 for another player's entry and leaves it alone", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const entry = await create(owner, kind);
      const response = await api(stranger.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        name: 'Stolen',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
      expect((await api(owner.headers).list(kind)).json()[0].name).toBe(SAMPLES[kind].name);
    });

    it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
      const user = await registerUser(t.app);
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const response = await api(user.headers).update(kind, id, SAMPLES[kind]);
        expect(response.statusCode).toBe(404);
      }
    });

    it('validates the body like create', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const response = await api(user.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        name: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: 'Please enter a name' });
    });

    it('answers 401 without a token', async () => {
      expect((await api().update(kind, UNKNOWN_ID, SAMPLES[kind])).statusCode).toBe(401);
    });
  });

  describe(`DELETE /api/${kind}/:id`, () => {
    it('deletes the entry', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const response = await api(user.headers).remove(kind, entry.id);
      expect(response.statusCode).toBe(204);
      expect((await api(user.headers).list(kind)).json()).toEqual([]);
      expect((await api(user.headers).remove(kind, entry.id)).statusCode).toBe(404);
    });

    it("answers 404 for another player's entry and keeps it", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const entry = await create(owner, kind);
      expect((await api(stranger.headers).remove(kind, entry.id)).statusCode).toBe(404);
      expect((await api(owner.headers).list(kind)).json()).toHaveLength(1);
    });

    it('answers 404 for an id that is not a UUID', async () => {
      const user = await registerUser(t.app);
      expect((await api(user.headers).remove(kind, 'nope')).statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      expect((await api().remove(kind, UNKNOWN_ID)).statusCode).toBe(401);
    });
  });
}

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
