import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Warrior } from '@warband/schemas';
import { warriorHeroicActions, warriorRules, warriorSpells, warriorWargear } from '../db/schema';
import {
  UNKNOWN_ID,
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  NEW_SPELL,
  NO_LISTS,
  playerWithCompany,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

const player = () => playerWithCompany(t.app);

describe('GET /api/warrior/:companyId', () => {
  it("answers the company's warriors by rank, with derived values", async () => {
    const { user, company, api } = await player();
    await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, name: 'Nomad', rank: 'Wanderer' }),
    );
    await createWarrior(t.app, user, company.id, heroPayload({ name: 'Háma' }));
    const other = await createCompany(t.app, user, { name: 'Other' });
    await createWarrior(t.app, user, other.id);
    const response = await api.warriors(company.id);
    expect(response.statusCode).toBe(200);
    const list = response.json<Warrior[]>();
    expect(list.map((w) => [w.name, w.totalPoints])).toEqual([
      ['Háma', 62],
      // 35 + Fight 5 + Courage 5, no wargear
      ['Nomad', 45],
    ]);
  });

  it("answers 404 for another player's company", async () => {
    const { user, company } = await player();
    await createWarrior(t.app, user, company.id);
    const stranger = await registerUser(t.app);
    for (const id of [company.id, UNKNOWN_ID, 'x']) {
      expect((await companiesApi(t.app, stranger).warriors(id)).statusCode).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).warriors(UNKNOWN_ID)).statusCode).toBe(401);
  });
});

describe('DELETE /api/warrior/:id', () => {
  it('deletes the warrior, its four lists and the Creatures it owns', async () => {
    const { user, company, api } = await player();
    const leader = await createWarrior(t.app, user, company.id, {
      ...heroPayload({ rank: 'Leader', spells: [NEW_SPELL] }),
    });
    const beast = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ rank: 'Creature', owner: leader.id }),
    );
    const bystander = await createWarrior(t.app, user, company.id);
    expect((await api.deleteWarrior(leader.id)).statusCode).toBe(204);

    const left = (await api.warriors(company.id)).json<Warrior[]>();
    expect(left.map((w) => w.id)).toEqual([bystander.id]);
    expect(left[0]!.wargear).toHaveLength(2);
    for (const id of [leader.id, beast.id]) {
      for (const table of [warriorWargear, warriorRules, warriorHeroicActions, warriorSpells]) {
        expect(await t.db.select().from(table).where(eq(table.warriorId, id))).toEqual([]);
      }
    }
  });

  it("answers 404 for another player's warrior and deletes nothing", async () => {
    const { user, company, api } = await player();
    const hero = await createWarrior(t.app, user, company.id);
    const stranger = await registerUser(t.app);
    for (const id of [hero.id, UNKNOWN_ID, 'x']) {
      expect((await companiesApi(t.app, stranger).deleteWarrior(id)).statusCode).toBe(404);
    }
    expect((await api.warriors(company.id)).json()).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).deleteWarrior(UNKNOWN_ID)).statusCode).toBe(401);
  });
});
