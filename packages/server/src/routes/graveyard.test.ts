import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GraveyardWarrior, Warrior } from '@warband/schemas';
import { warriors, warriorWargear } from '../db/schema';
import { COMPANY_RETIRED } from '../services/company/enlisted';
import {
  createCompany,
  createWarrior,
  heroPayload,
  NO_LISTS,
  playerWithCompany,
  toPayload,
  UNKNOWN_ID,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { lifecycleApi } from '../../test/lifecycle';

const t = useTestApp();

/** A player with a company, a living hero and a fallen one. */
async function playerWithDead() {
  const { user, company, api } = await playerWithCompany(t.app);
  const living = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Éomer' }));
  const fallen = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Théodred' }));
  const killed = await api.updateWarrior(fallen.id, toPayload(fallen, { status: 'dead' }));
  expect(killed.statusCode, killed.body).toBe(200);
  return { user, company, api, living, fallen, graves: lifecycleApi(t.app, user) };
}

describe('GET /api/graveyard', () => {
  it("lists the player's dead warriors of every company, with the company's name", async () => {
    const { user, company, api, fallen, graves } = await playerWithDead();
    const retired = await createCompany(t.app, user, { name: 'Old Guard' });
    const veteran = await createWarrior(t.app, user, retired.id, heroPayload({ name: 'Grimbold' }));
    await api.updateWarrior(veteran.id, toPayload(veteran, { status: 'dead' }));
    await api.retire(retired.id, true);

    const response = await graves.graveyard();
    expect(response.statusCode).toBe(200);
    const dead = response.json<GraveyardWarrior[]>();
    expect(dead.map((w) => [w.name, w.companyName, w.companyRetired, w.status])).toEqual([
      ['Théodred', company.name, false, 'dead'],
      ['Grimbold', 'Old Guard', true, 'dead'],
    ]);
    // The warrior whole, with the values the server works out.
    expect(dead[0]).toMatchObject({ id: fallen.id, totalPoints: fallen.totalPoints });
    expect(dead[0]!.wargear.map((item) => item.name)).toEqual(['Shield', 'Bow']);
  });

  it("shows nothing of another player's dead, and needs a login", async () => {
    await playerWithDead();
    const stranger = await registerUser(t.app);
    expect((await lifecycleApi(t.app, stranger).graveyard()).json()).toEqual([]);
    expect((await lifecycleApi(t.app).graveyard()).statusCode).toBe(401);
  });
});

describe('PUT /api/graveyard/:id', () => {
  it('brings a warrior back to its company with a status other than dead', async () => {
    const { api, company, fallen, graves } = await playerWithDead();
    const response = await graves.updateGraveyard(fallen.id, { status: 'injured', legWound: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Warrior>()).toMatchObject({ status: 'injured', legWound: 1 });
    expect((await graves.graveyard()).json()).toEqual([]);
    const back = (await api.warriors(company.id)).json<Warrior[]>();
    expect(back.find((w) => w.id === fallen.id)).toMatchObject({ status: 'injured' });
    // A leg wound: one Move less on the card.
    expect(back.find((w) => w.id === fallen.id)!.totalStats.move).toBe(5);
  });

  it('keeps a warrior that stays dead in the graveyard, with its wounds changed', async () => {
    const { fallen, graves } = await playerWithDead();
    const response = await graves.updateGraveyard(fallen.id, { status: 'dead', armWound: 1 });
    expect(response.json<Warrior>()).toMatchObject({ status: 'dead', armWound: 1, legWound: 0 });
    expect((await graves.graveyard()).json<Warrior[]>().map((w) => w.id)).toEqual([fallen.id]);
  });

  it('changes only the Injuries tab, whatever else a whole warrior body says', async () => {
    const { fallen, graves } = await playerWithDead();
    const [dead] = (await graves.graveyard()).json<GraveyardWarrior[]>();
    const response = await graves.updateGraveyard(
      fallen.id,
      toPayload(dead!, { status: '', name: 'Renamed', experience: 50, wargear: [] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Warrior>()).toMatchObject({ name: 'Théodred', experience: 7 });
    const items = await t.db
      .select()
      .from(warriorWargear)
      .where(eq(warriorWargear.warriorId, fallen.id));
    expect(items).toHaveLength(2);
  });

  it('refuses Lost and hero wounds on a warrior who is not a hero, changing nothing', async () => {
    const { user, company, api, graves } = await playerWithDead();
    const spear = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({
        ...NO_LISTS,
        name: 'Spearman',
        rank: 'Warrior',
        baseStats: { ...heroPayload().baseStats, fate: 0 },
      }),
    );
    await api.updateWarrior(spear.id, toPayload(spear, { status: 'dead' }));
    const response = await graves.updateGraveyard(spear.id, { status: 'lost', oldWound: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        status: 'Only heroes can be Lost in Battle',
        oldWound: 'Only heroes can have old battle wounds',
      },
    });
    const [row] = await t.db.select().from(warriors).where(eq(warriors.id, spear.id));
    expect(row).toMatchObject({ status: 'dead', oldWound: 0 });
  });

  it('refuses a save based on an older revision, answering the warrior as stored', async () => {
    const { fallen, graves } = await playerWithDead();
    const [opened] = (await graves.graveyard()).json<GraveyardWarrior[]>();
    const wounded = await graves.updateGraveyard(fallen.id, { status: 'dead', armWound: 1 });
    expect(wounded.statusCode).toBe(200);
    const stale = await graves.updateGraveyard(fallen.id, {
      status: '',
      revision: opened!.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE', current: { armWound: 1, status: 'dead' } });
    const [row] = await t.db.select().from(warriors).where(eq(warriors.id, fallen.id));
    expect(row).toMatchObject({ status: 'dead', armWound: 1 });
  });

  it('answers 400 for a status that does not exist', async () => {
    const { fallen, graves } = await playerWithDead();
    const response = await graves.updateGraveyard(fallen.id, { status: 'resting' });
    expect(response.json()).toMatchObject({ fields: { status: 'Please select a status' } });
  });

  it("answers 404 for a living warrior, another player's dead and unknown ids", async () => {
    const { fallen, living, graves } = await playerWithDead();
    const stranger = lifecycleApi(t.app, await registerUser(t.app));
    for (const [api, id] of [
      [graves, living.id],
      [graves, UNKNOWN_ID],
      [graves, 'not-an-id'],
      [stranger, fallen.id],
    ] as const) {
      expect((await api.updateGraveyard(id, { status: '' })).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(warriors).where(eq(warriors.id, fallen.id));
    expect(row!.status).toBe('dead');
    expect((await lifecycleApi(t.app).updateGraveyard(fallen.id, { status: '' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/graveyard/:id', () => {
  it('deletes a dead warrior and the Creatures that died with it, not a living one', async () => {
    const { user, company, api, graves } = await playerWithDead();
    const leader = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, name: 'Erkenbrand', rank: 'Leader' }),
    );
    const creature = (name: string) =>
      createWarrior(
        t.app,
        user,
        company.id,
        heroPayload({ ...NO_LISTS, name, rank: 'Creature', owner: leader.id }),
      );
    const hound = await creature('Hound');
    const horse = await creature('Horse');
    // The leader falls, and his Creatures with him; the horse is brought back.
    await api.updateWarrior(leader.id, toPayload(leader, { status: 'dead' }));
    expect((await graves.updateGraveyard(horse.id, { status: '' })).statusCode).toBe(200);

    expect((await graves.deleteGraveyard(leader.id)).statusCode).toBe(204);
    const left = await t.db.select().from(warriors).where(eq(warriors.companyId, company.id));
    const byName = Object.fromEntries(left.map((row) => [row.name, row]));
    expect(byName.Erkenbrand).toBeUndefined();
    expect(byName.Hound).toBeUndefined();
    expect(byName.Horse).toMatchObject({ status: '', owner: null });
    expect(hound.id).not.toBe(horse.id);
  });

  it("answers 404 for a living warrior or another player's dead, deleting nothing", async () => {
    const { fallen, living, graves } = await playerWithDead();
    const stranger = lifecycleApi(t.app, await registerUser(t.app));
    expect((await graves.deleteGraveyard(living.id)).statusCode).toBe(404);
    expect((await stranger.deleteGraveyard(fallen.id)).statusCode).toBe(404);
    expect((await lifecycleApi(t.app).deleteGraveyard(fallen.id)).statusCode).toBe(401);
    const rows = await t.db.select().from(warriors).where(eq(warriors.companyId, living.companyId));
    expect(rows.map((row) => row.name).sort()).toEqual(['Théodred', 'Éomer']);
  });
});

describe("a retired company's graveyard", () => {
  it('refuses to change, bring back or delete its dead until the company is re-enlisted', async () => {
    const { api, company, fallen, graves } = await playerWithDead();
    expect((await api.retire(company.id, true)).statusCode).toBe(200);

    const refused = [
      await graves.updateGraveyard(fallen.id, { status: 'dead', armWound: 1 }),
      await graves.updateGraveyard(fallen.id, { status: '' }),
      await graves.deleteGraveyard(fallen.id),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ message: COMPANY_RETIRED });
    }
    const [row] = await t.db.select().from(warriors).where(eq(warriors.id, fallen.id));
    expect(row).toMatchObject({ status: 'dead', armWound: 0 });

    expect((await api.retire(company.id, false)).statusCode).toBe(200);
    expect((await graves.updateGraveyard(fallen.id, { status: '' })).statusCode).toBe(200);
  });
});
