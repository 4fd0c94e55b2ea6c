import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Company } from '@warband/schemas';
import { companyEvents } from '../db/schema';
import {
  COMPANY,
  companiesApi,
  createWarrior,
  heroPayload,
  NO_LISTS,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { eventsOf, newEvents } from '../../test/company-events';
import { registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

/** Every line of a player's log, of every company: a refused request must add none. */
async function linesOfPlayer(userId: string) {
  return t.db.select().from(companyEvents).where(eq(companyEvents.userId, userId));
}

describe('the founding of a company', () => {
  it('is the first line of its log, with its name, race and influence', async () => {
    const { company } = await playerWithCompany(t.app);
    expect(await eventsOf(t.db, company.id)).toEqual([
      {
        kind: 'companyFounded',
        warriorId: null,
        battleId: null,
        changes: { name: COMPANY.name, race: COMPANY.race, influence: COMPANY.influence },
      },
    ]);
  });

  it('is not logged when the company is refused', async () => {
    const user = await registerUser(t.app);
    const response = await companiesApi(t.app, user).createCompany({ ...COMPANY, name: '' });
    expect(response.statusCode).toBe(400);
    expect(await linesOfPlayer(user.id)).toEqual([]);
  });
});

describe('retiring and re-enlisting a company', () => {
  it('logs each change of the flag with the rating, and a repeated request not again', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    const before = (await eventsOf(t.db, company.id)).length;

    expect((await api.retire(company.id, true)).statusCode).toBe(200);
    expect((await api.retire(company.id, true)).statusCode).toBe(200);
    const back = await api.retire(company.id, false);
    expect(back.json<Company>().retired).toBe(false);

    expect(await newEvents(t.db, company.id, before)).toEqual([
      {
        kind: 'companyRetired',
        warriorId: null,
        battleId: null,
        changes: { rating: hero.totalPoints },
      },
      {
        kind: 'companyReenlisted',
        warriorId: null,
        battleId: null,
        changes: { rating: hero.totalPoints },
      },
    ]);
  });

  it("logs nothing for another player's company or a body naming another company", async () => {
    const { user, company } = await playerWithCompany(t.app);
    const stranger = await registerUser(t.app);
    expect((await companiesApi(t.app, stranger).retire(company.id, true)).statusCode).toBe(404);
    const mixedUp = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}/retire`,
      headers: user.headers,
      payload: { id: randomUUID(), retire: true },
    });
    expect(mixedUp.statusCode).toBe(400);
    expect((await eventsOf(t.db, company.id)).map((event) => event.kind)).toEqual([
      'companyFounded',
    ]);
    expect(await linesOfPlayer(stranger.id)).toEqual([]);
  });
});

describe('recruiting a warrior', () => {
  it("logs the recruit's name, rank and points", async () => {
    const { user, company } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    expect(hero.totalPoints).toBe(62);
    expect(await newEvents(t.db, company.id, 1)).toEqual([
      {
        kind: 'warriorRecruited',
        warriorId: hero.id,
        battleId: null,
        changes: { name: 'Háma', rank: 'Hero', points: 62 },
      },
    ]);
  });

  it("logs nothing for bad input or another player's company", async () => {
    const { company, api } = await playerWithCompany(t.app);
    const bad = await api.createWarrior({ ...heroPayload({ name: '' }), companyId: company.id });
    expect(bad.statusCode).toBe(400);
    const stranger = await registerUser(t.app);
    const theirs = await companiesApi(t.app, stranger).createWarrior({
      ...heroPayload(),
      companyId: company.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(await newEvents(t.db, company.id, 1)).toEqual([]);
    expect(await linesOfPlayer(stranger.id)).toEqual([]);
    expect((await api.warriors(company.id)).json()).toEqual([]);
  });
});

describe('dismissing a warrior', () => {
  async function leaderWithHound() {
    const player = await playerWithCompany(t.app);
    const { user, company } = player;
    const leader = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, name: 'Théoden', rank: 'Leader' }),
    );
    const hound = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, name: 'Hound', rank: 'Creature', owner: leader.id }),
    );
    return { ...player, leader, hound };
  }

  it('logs the warrior and each Creature deleted with it, as they were', async () => {
    const { company, api, leader, hound } = await leaderWithHound();
    const injured = await api.updateWarrior(hound.id, toPayload(hound, { status: 'injured' }));
    expect(injured.statusCode).toBe(200);
    const before = (await eventsOf(t.db, company.id)).length;

    expect((await api.deleteWarrior(leader.id)).statusCode).toBe(204);
    const lines = await newEvents(t.db, company.id, before);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        {
          kind: 'warriorDismissed',
          warriorId: leader.id,
          battleId: null,
          changes: {
            name: 'Théoden',
            rank: 'Leader',
            status: '',
            points: leader.totalPoints,
            withOwner: null,
          },
        },
        {
          kind: 'warriorDismissed',
          warriorId: hound.id,
          battleId: null,
          changes: {
            name: 'Hound',
            rank: 'Creature',
            status: 'injured',
            points: hound.totalPoints,
            withOwner: leader.id,
          },
        },
      ]),
    );
  });

  it("logs nothing for another player's warrior, which stays", async () => {
    const { company, api, leader } = await leaderWithHound();
    const before = await eventsOf(t.db, company.id);
    const stranger = await registerUser(t.app);
    expect((await companiesApi(t.app, stranger).deleteWarrior(leader.id)).statusCode).toBe(404);
    expect(await eventsOf(t.db, company.id)).toEqual(before);
    expect((await api.warriors(company.id)).json()).toHaveLength(2);
  });
});

describe('deleting a company', () => {
  it('deletes its log with it, and leaves the other companies their own', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const kept = await api.createCompany({ ...COMPANY, name: 'Kept' });
    const keptId = kept.json<Company>().id;
    const hero = await createWarrior(t.app, user, company.id);
    await api.updateWarrior(hero.id, toPayload(hero, { status: 'dead' }));
    await api.retire(company.id, true);
    expect((await eventsOf(t.db, company.id)).length).toBe(4);

    expect((await api.deleteCompany(company.id)).statusCode).toBe(204);
    expect(await eventsOf(t.db, company.id)).toEqual([]);
    expect((await eventsOf(t.db, keptId)).map((event) => event.kind)).toEqual(['companyFounded']);
  });
});
