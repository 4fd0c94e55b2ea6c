import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Company } from '@warband/schemas';
import {
  companies,
  warriorHeroicActions,
  warriorRules,
  warriors,
  warriorSpells,
  warriorWargear,
} from '../db/schema';
import {
  COMPANY,
  UNKNOWN_ID,
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('POST /api/company/create', () => {
  it('creates an active company and answers the whole of it', async () => {
    const user = await registerUser(t.app);
    const response = await companiesApi(t.app, user).createCompany({
      ...COMPANY,
      backstory: 'Sworn to Théoden',
      id: UNKNOWN_ID,
      rating: 900,
      retired: true,
    });
    expect(response.statusCode).toBe(201);
    const company = response.json<Company>();
    expect(company).toMatchObject({
      name: 'Riders of the Mark',
      race: 'Rohan',
      influence: 5,
      backstory: 'Sworn to Théoden',
      rating: 0,
      currentRating: 0,
      retired: false,
      warriors: {},
    });
    expect(company.id).not.toBe(UNKNOWN_ID);
    expect(company.updatedAt).toBe(company.createdAt);
  });

  it('fills influence and backstory when left out', async () => {
    const user = await registerUser(t.app);
    const response = await companiesApi(t.app, user).createCompany({
      name: 'Ents',
      race: 'Custom',
    });
    expect(response.json()).toMatchObject({ influence: 0, backstory: '' });
  });

  it.each([
    [{ name: '  ' }, { name: 'Please enter a name' }],
    [{ race: undefined }, { race: 'Please select a race' }],
    [{ race: 'Narnia' }, { race: 'Please select a race' }],
    [{ influence: -1 }, { influence: 'Must be at least 0' }],
    [{ influence: 2.5 }, { influence: 'Please enter a whole number' }],
  ])('refuses %j with a field message', async (change, fields) => {
    const user = await registerUser(t.app);
    const response = await companiesApi(t.app, user).createCompany({ ...COMPANY, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
    expect(await t.db.select().from(companies).where(eq(companies.userId, user.id))).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).createCompany(COMPANY)).statusCode).toBe(401);
  });
});

describe('GET /api/companies', () => {
  it("answers the caller's companies, retired ones too, each with its warriors by id", async () => {
    const user = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const first = await createCompany(t.app, user, { name: 'First' });
    const second = await createCompany(t.app, user, { name: 'Second', race: 'Mordor' });
    await createCompany(t.app, stranger, { name: 'Not yours' });
    const hero = await createWarrior(t.app, user, first.id);
    const recruit = await createWarrior(t.app, user, first.id, {
      ...heroPayload({ name: 'Recruit', rank: 'Warrior', wargear: [], specialRules: [] }),
      heroicActions: [],
      baseStats: { fight: 3, attacks: 1, wounds: 1 },
      modifyStats: {},
    });
    await companiesApi(t.app, user).retire(second.id, true);

    const response = await companiesApi(t.app, user).list();
    expect(response.statusCode).toBe(200);
    const list = response.json<Company[]>();
    expect(list.map((c) => [c.name, c.retired])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    expect(Object.keys(list[0]!.warriors)).toEqual([hero.id, recruit.id]);
    expect(list[0]!.warriors[hero.id]).toMatchObject({ name: 'Háma', totalPoints: 62 });
    expect(list[0]!.currentRating).toBe(62 + recruit.totalPoints);
    expect(list[1]!.warriors).toEqual({});
  });

  it('lists warriors by rank, Leader first', async () => {
    const user = await registerUser(t.app);
    const company = await createCompany(t.app, user);
    const plain = { wargear: [], specialRules: [], heroicActions: [] };
    await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...plain, name: 'W', rank: 'Wanderer' }),
    );
    await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...plain, name: 'H', rank: 'Hero' }),
    );
    await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...plain, name: 'L', rank: 'Leader' }),
    );
    const [listed] = (await companiesApi(t.app, user).list()).json<Company[]>();
    expect(Object.values(listed!.warriors).map((w) => w.name)).toEqual(['L', 'H', 'W']);
  });

  it('leaves the dead out of the current rating', async () => {
    const user = await registerUser(t.app);
    const company = await createCompany(t.app, user);
    await createWarrior(t.app, user, company.id);
    await createWarrior(t.app, user, company.id, heroPayload({ status: 'dead' }));
    const [listed] = (await companiesApi(t.app, user).list()).json<Company[]>();
    expect(listed!.currentRating).toBe(62);
  });

  it('answers an empty list for a new player', async () => {
    const user = await registerUser(t.app);
    expect((await companiesApi(t.app, user).list()).json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).list()).statusCode).toBe(401);
  });
});

describe('PUT /api/company/:id', () => {
  it('updates the details and answers the company with its warriors', async () => {
    const user = await registerUser(t.app);
    const company = await createCompany(t.app, user);
    const hero = await createWarrior(t.app, user, company.id);
    const response = await companiesApi(t.app, user).updateCompany(company.id, {
      name: 'Éored',
      race: 'Dale',
      influence: 0,
      backstory: 'Moved north',
      rating: 500,
      revision: company.revision,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: company.id,
      name: 'Éored',
      race: 'Dale',
      influence: 0,
      backstory: 'Moved north',
      rating: 0,
      currentRating: 62,
      warriors: { [hero.id]: { name: 'Háma' } },
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const user = await registerUser(t.app);
    const company = await createCompany(t.app, user);
    const response = await companiesApi(t.app, user).updateCompany(company.id, {
      ...COMPANY,
      name: '',
      influence: -3,
      revision: company.revision,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Please enter a name',
      influence: 'Must be at least 0',
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.name).toBe(COMPANY.name);
  });

  it("answers 404 for another player's company, a missing one or a malformed id", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const company = await createCompany(t.app, owner);
    for (const id of [company.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await companiesApi(t.app, stranger).updateCompany(id, {
        ...COMPANY,
        revision: company.revision,
      });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.userId).toBe(owner.id);
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).updateCompany(UNKNOWN_ID, COMPANY)).statusCode).toBe(401);
  });
});

describe('PUT /api/company/:id/retire', () => {
  it('retires and re-enlists a company', async () => {
    const user = await registerUser(t.app);
    const company = await createCompany(t.app, user);
    const api = companiesApi(t.app, user);
    expect((await api.retire(company.id, true)).json()).toMatchObject({ retired: true });
    expect((await api.retire(company.id, false)).json()).toMatchObject({ retired: false });
  });

  it("answers 404 for another player's company and 400 without the flag", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const company = await createCompany(t.app, owner);
    expect((await companiesApi(t.app, stranger).retire(company.id, true)).statusCode).toBe(404);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.retired).toBe(false);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}/retire`,
      headers: owner.headers,
      payload: {},
    });
    expect(response.json()).toMatchObject({ fields: { retire: 'This field is required' } });
  });
});

describe('DELETE /api/company/:id', () => {
  it('deletes the company, its warriors and everything on them', async () => {
    const user = await registerUser(t.app);
    const company = await createCompany(t.app, user);
    const kept = await createCompany(t.app, user, { name: 'Kept' });
    const hero = await createWarrior(t.app, user, company.id);
    const other = await createWarrior(t.app, user, kept.id);
    const response = await companiesApi(t.app, user).deleteCompany(company.id);
    expect(response.statusCode).toBe(204);

    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    expect(await t.db.select().from(warriors).where(eq(warriors.id, hero.id))).toEqual([]);
    for (const table of [warriorWargear, warriorRules, warriorHeroicActions, warriorSpells]) {
      expect(await t.db.select().from(table).where(eq(table.warriorId, hero.id))).toEqual([]);
    }
    const [left] = (await companiesApi(t.app, user).list()).json<Company[]>();
    expect(left!.warriors[other.id]?.wargear).toHaveLength(2);
  });

  it("answers 404 for another player's company and deletes nothing", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const company = await createCompany(t.app, owner);
    await createWarrior(t.app, owner, company.id);
    for (const id of [company.id, UNKNOWN_ID, 'x']) {
      expect((await companiesApi(t.app, stranger).deleteCompany(id)).statusCode).toBe(404);
    }
    const [listed] = (await companiesApi(t.app, owner).list()).json<Company[]>();
    expect(Object.keys(listed!.warriors)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).deleteCompany(UNKNOWN_ID)).statusCode).toBe(401);
  });
});

describe('GET /api/docs', () => {
  it('publishes the company and warrior routes under their tags', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const operations: [string, string, string][] = [
      ['/api/companies', 'get', 'companies'],
      ['/api/company/create', 'post', 'companies'],
      ['/api/company/{id}', 'put', 'companies'],
      ['/api/company/{id}', 'delete', 'companies'],
      ['/api/company/{id}/retire', 'put', 'companies'],
      ['/api/warrior/{companyId}', 'get', 'warriors'],
      ['/api/warrior/create', 'post', 'warriors'],
      ['/api/warrior/{id}', 'put', 'warriors'],
      ['/api/warrior/{id}', 'delete', 'warriors'],
    ];
    for (const [path, method, tag] of operations) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    }
  });
});
