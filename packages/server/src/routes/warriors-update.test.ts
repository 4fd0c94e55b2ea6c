import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Company, Warrior } from '@warband/schemas';
import { warriors, warriorWargear } from '../db/schema';
import {
  UNKNOWN_ID,
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  toPayload,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

async function player() {
  const user = await registerUser(t.app);
  const company = await createCompany(t.app, user);
  const hero = await createWarrior(t.app, user, company.id);
  return { user, company, hero, api: companiesApi(t.app, user) };
}

async function wargearRows(warriorId: string) {
  return t.db.select().from(warriorWargear).where(eq(warriorWargear.warriorId, warriorId));
}

describe('PUT /api/warrior/:id', () => {
  it('saves the warrior and applies its lists: new inserted, removed deleted, others updated', async () => {
    const { hero, api } = await player();
    const [shield, bow] = hero.wargear;
    const response = await api.updateWarrior(
      hero.id,
      toPayload(hero, {
        name: 'Háma the Doorward',
        wargear: [
          {
            id: 'new-horse',
            new: true,
            type: 'armoury',
            name: 'Horse',
            pointsLow: 10,
            pointsHigh: 10,
            mount: 1,
            move: 10,
          },
          { ...bow, name: 'Long bow' },
          { ...shield, remove: true },
          {
            id: 'gone-already',
            new: true,
            remove: true,
            type: 'base',
            name: 'Spear',
            pointsLow: 1,
            pointsHigh: 1,
            mount: 0,
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<Warrior>();
    expect(saved.name).toBe('Háma the Doorward');
    expect(saved.wargear.map((item) => item.name)).toEqual(['Horse', 'Long bow']);
    expect(saved.wargear[1]!.id).toBe(bow!.id);
    // Shield gone: Defence back to 5; Horse 10 + Long bow 10.
    expect(saved.totalStats.defence).toBe(5);
    expect(saved.wargearPoints).toBe(20);
    expect((await wargearRows(hero.id)).map((row) => row.name).sort()).toEqual([
      'Horse',
      'Long bow',
    ]);
  });

  it('leaves entries the lists do not mention as they are', async () => {
    const { hero, api } = await player();
    const response = await api.updateWarrior(hero.id, {
      ...toPayload(hero),
      wargear: [],
      specialRules: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Warrior>().wargear).toHaveLength(2);
    expect(response.json<Warrior>().specialRules).toHaveLength(1);
  });

  it('refuses an id of another warrior, changes nothing, and never touches that row', async () => {
    const { user, company, hero, api } = await player();
    const other = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Other' }));
    const foreign = other.wargear[0]!;
    const response = await api.updateWarrior(
      hero.id,
      toPayload(hero, {
        name: 'Renamed',
        wargear: [
          { ...hero.wargear[0], remove: true },
          { ...foreign, name: 'Stolen' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'wargear.1.id': 'This entry is not on this warrior' });
    const [row] = await t.db.select().from(warriors).where(eq(warriors.id, hero.id));
    expect(row!.name).toBe('Háma');
    expect(await wargearRows(hero.id)).toHaveLength(2);
    expect((await wargearRows(other.id)).map((r) => r.name)).toContain(foreign.name);
    const removal = await api.updateWarrior(
      hero.id,
      toPayload(hero, { spells: [], specialRules: [{ ...other.specialRules[0], remove: true }] }),
    );
    expect(removal.statusCode).toBe(400);
    expect((await api.warriors(company.id)).json<Warrior[]>()[1]!.specialRules).toHaveLength(1);
  });

  it("refuses another player's entry ids the same way", async () => {
    const { hero, api } = await player();
    const stranger = await player();
    const response = await api.updateWarrior(
      hero.id,
      toPayload(hero, { heroicActions: stranger.hero.heroicActions }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'heroicActions.0.id': 'This entry is not on this warrior',
    });
  });

  it("refuses a new entry posing under a stored entry's id", async () => {
    const { hero, api } = await player();
    const response = await api.updateWarrior(
      hero.id,
      toPayload(hero, { specialRules: [{ ...hero.specialRules[0], new: true }] }),
    );
    expect(response.json().fields).toEqual({
      'specialRules.0.id': 'This id belongs to another entry',
    });
  });

  it('keeps a rule whose granting item is removed, unlinked', async () => {
    const { user, company, api } = await player();
    const rule = {
      id: 'r',
      new: true,
      type: 'wargear',
      name: 'Shield wall',
      wargearId: 'new-shield',
    };
    const warrior = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ specialRules: [rule] }),
    );
    const saved = await api.updateWarrior(
      warrior.id,
      toPayload(warrior, { wargear: [{ ...warrior.wargear[0], remove: true }] }),
    );
    expect(saved.json<Warrior>().specialRules).toMatchObject([
      { name: 'Shield wall', wargearId: null },
    ]);
  });

  it("recomputes derived values in the company's ruleset, ignoring any sent", async () => {
    const { company, hero, api } = await player();
    const payload = toPayload(hero, {
      modifyStats: { ...hero.modifyStats, intelligence: 1 },
      totalPoints: 1,
    });
    const older = (await api.updateWarrior(hero.id, payload)).json<Warrior>();
    // Courage 4 + 1 is 5; Intelligence costs nothing under the older ruleset.
    expect([older.totalStats.courage, older.totalStats.intelligence, older.totalPoints]).toEqual([
      5, 6, 62,
    ]);

    expect((await api.setCompanyRuleset(company.id, true)).statusCode).toBe(200);
    const [listed] = (await api.list()).json<Company[]>();
    const newer = listed!.warriors[hero.id]!;
    // Courage 4+ improved by 1 is 3+, Intelligence 5+ is 4+, and Intelligence costs 5.
    expect([newer.totalStats.courage, newer.totalStats.intelligence, newer.totalPoints]).toEqual([
      3, 4, 67,
    ]);
    expect(listed!.currentRating).toBe(67);
    expect((await api.warriors(company.id)).json<Warrior[]>()[0]!.totalPoints).toBe(67);
    const again = { ...payload, revision: older.revision };
    expect((await api.updateWarrior(hero.id, again)).json<Warrior>().totalPoints).toBe(67);
  });

  it('keeps an Intelligence adjustment saved under 2024 after switching back', async () => {
    const { user, company, api } = await player();
    await api.setCompanyRuleset(company.id, true);
    const item = { ...heroPayload().wargear[0], adjustmentStat: 'intelligence' };
    const warrior = await createWarrior(t.app, user, company.id, heroPayload({ wargear: [item] }));
    await api.setCompanyRuleset(company.id, false);
    const kept = await api.updateWarrior(warrior.id, toPayload(warrior, { name: 'Kept' }));
    expect(kept.statusCode).toBe(200);
    const added = toPayload(kept.json<Warrior>(), { wargear: [{ ...item, id: 'another' }] });
    const response = await api.updateWarrior(warrior.id, added);
    expect(response.json().fields).toEqual({
      'wargear.0.adjustmentStat': 'Intelligence is only available with the new ruleset',
    });
  });

  it('checks a Creature owner when it is chosen, and kills Creatures with their owner', async () => {
    const { user, company, hero, api } = await player();
    const leader = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ rank: 'Leader', wargear: [] }),
    );
    const beast = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ rank: 'Creature', owner: leader.id }),
    );
    const toHero = await api.updateWarrior(beast.id, toPayload(beast, { owner: hero.id }));
    expect(toHero.json().fields).toEqual({
      owner: 'The owner must be a living Leader or Sergeant of this company',
    });
    const itself = await api.updateWarrior(beast.id, toPayload(beast, { owner: beast.id }));
    expect(itself.statusCode).toBe(400);

    const demoted = await api.updateWarrior(leader.id, toPayload(leader, { rank: 'Hero' }));
    expect(
      (await api.updateWarrior(beast.id, toPayload(beast, { name: 'Still his' }))).statusCode,
    ).toBe(200);
    await api.updateWarrior(leader.id, toPayload(demoted.json<Warrior>(), { status: 'dead' }));
    const left = (await api.warriors(company.id)).json<Warrior[]>();
    expect(left.find((w) => w.id === beast.id)).toMatchObject({ status: 'dead', owner: leader.id });
    expect(left.find((w) => w.id === hero.id)!.status).toBe('');
  });

  it('never shows Fate above 3', async () => {
    const { user, company, api } = await player();
    const charm = {
      id: 'c',
      new: true,
      type: 'armoury',
      name: 'Charm',
      pointsLow: 1,
      pointsHigh: 1,
      mount: 0,
      adjustmentStat: 'fate',
      adjustmentValue: 2,
    };
    const warrior = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ modifyStats: { fate: 1 }, wargear: [charm] }),
    );
    expect([warrior.subTotalStats.fate, warrior.totalStats.fate]).toEqual([2, 3]);
    const refused = await api.updateWarrior(
      warrior.id,
      toPayload(warrior, { modifyStats: { fate: 3 } }),
    );
    expect(refused.json().fields).toEqual({ 'modifyStats.fate': 'Fate can be at most 3' });
  });

  it("answers 404 for another player's warrior, a missing one or a malformed id, and changes nothing", async () => {
    const { hero } = await player();
    const stranger = await registerUser(t.app);
    for (const id of [hero.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await companiesApi(t.app, stranger).updateWarrior(
        id,
        toPayload(hero, { name: 'Mine' }),
      );
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(warriors).where(eq(warriors.id, hero.id));
    expect(row!.name).toBe('Háma');
  });

  it('answers 401 without a token', async () => {
    expect((await companiesApi(t.app).updateWarrior(UNKNOWN_ID, heroPayload())).statusCode).toBe(
      401,
    );
  });
});
