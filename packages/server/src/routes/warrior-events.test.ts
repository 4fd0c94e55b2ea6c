import { describe, expect, it } from 'vitest';
import type { Warrior } from '@warband/schemas';
import { aftermathFor, applied, companyForBattle, plainWarriorPayload } from '../../test/battles';
import {
  companiesApi,
  createWarrior,
  heroPayload,
  NO_LISTS,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { eventsOf, newEvents } from '../../test/company-events';
import { registerUser, useTestApp } from '../../test/helpers';
import { lifecycleApi } from '../../test/lifecycle';

const t = useTestApp();

/** A player's company with a hero (Háma, 7 experience), and the log's length after that. */
async function companyWithHero() {
  const player = await playerWithCompany(t.app);
  const hero = await createWarrior(t.app, player.user, player.company.id);
  const logged = (await eventsOf(t.db, player.company.id)).length;
  return { ...player, hero, logged, graves: lifecycleApi(t.app, player.user) };
}

const statusLine = (kind: string, warriorId: string, changes: object) => ({
  kind,
  warriorId,
  battleId: null,
  changes,
});

describe('status changes in the editor', () => {
  it('logs each status set, and nothing for a save that keeps it', async () => {
    const { company, api, hero, logged } = await companyWithHero();
    let saved = hero;
    const save = async (extra: Record<string, unknown>) => {
      const response = await api.updateWarrior(hero.id, toPayload(saved, extra));
      expect(response.statusCode, response.body).toBe(200);
      saved = response.json<Warrior>();
    };
    await save({ status: 'injured' });
    await save({ status: 'injured', name: 'Háma the Bold' });
    await save({ status: 'lost' });
    await save({ status: '' });

    expect(await newEvents(t.db, company.id, logged)).toEqual([
      statusLine('warriorInjured', hero.id, { statusBefore: '', statusAfter: 'injured' }),
      statusLine('warriorLost', hero.id, { statusBefore: 'injured', statusAfter: 'lost' }),
      statusLine('warriorRecovered', hero.id, { statusBefore: 'lost', statusAfter: '' }),
    ]);
  });

  it('logs a warrior killed, with its living Creatures killed with it', async () => {
    const { user, company, api, logged } = await companyWithHero();
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
      plainWarriorPayload({ name: 'Hound', rank: 'Creature', owner: leader.id }),
    );
    await api.updateWarrior(hound.id, toPayload(hound, { status: 'injured' }));
    const before = logged + 3;

    await api.updateWarrior(leader.id, toPayload(leader, { status: 'dead' }));
    const lines = await newEvents(t.db, company.id, before);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        statusLine('warriorKilled', leader.id, {
          statusBefore: '',
          statusAfter: 'dead',
          withOwner: null,
        }),
        statusLine('warriorKilled', hound.id, {
          statusBefore: 'injured',
          statusAfter: 'dead',
          withOwner: leader.id,
        }),
      ]),
    );
  });

  it("logs nothing for a refused save or another player's warrior", async () => {
    const { company, api, hero, logged } = await companyWithHero();
    const bad = await api.updateWarrior(hero.id, toPayload(hero, { status: 'dead', name: '' }));
    expect(bad.statusCode).toBe(400);
    const stranger = await registerUser(t.app);
    const theirs = await companiesApi(t.app, stranger).updateWarrior(
      hero.id,
      toPayload(hero, { status: 'dead', rank: 'Leader', experience: 40 }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(await newEvents(t.db, company.id, logged)).toEqual([]);
    const [stored] = (await api.warriors(company.id)).json<Warrior[]>();
    expect(stored).toMatchObject({ status: '', rank: 'Hero', experience: 7 });
  });
});

describe('rank and level in the editor', () => {
  it('logs a promotion and experience reaching a new level, before and after', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const spear = await createWarrior(t.app, user, company.id, plainWarriorPayload());
    const logged = (await eventsOf(t.db, company.id)).length;

    const promoted = await api.updateWarrior(
      spear.id,
      toPayload(spear, { rank: 'Hero', experience: 12 }),
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    // Within a level, and back down: corrections, not level-ups.
    const within = await api.updateWarrior(
      spear.id,
      toPayload(promoted.json<Warrior>(), { experience: 14 }),
    );
    await api.updateWarrior(spear.id, toPayload(within.json<Warrior>(), { experience: 3 }));

    expect(await newEvents(t.db, company.id, logged)).toEqual([
      statusLine('warriorLevelledUp', spear.id, {
        experienceBefore: 0,
        experienceAfter: 12,
        levelBefore: 1,
        levelAfter: 3,
      }),
      statusLine('warriorRankChanged', spear.id, { rankBefore: 'Warrior', rankAfter: 'Hero' }),
    ]);
  });
});

describe('the graveyard', () => {
  it('logs a warrior brought back, and nothing for wounds of one who stays dead', async () => {
    const { company, api, hero, graves, logged } = await companyWithHero();
    await api.updateWarrior(hero.id, toPayload(hero, { status: 'dead' }));
    expect(
      (await graves.updateGraveyard(hero.id, { status: 'dead', oldWound: 1 })).statusCode,
    ).toBe(200);
    const back = await graves.updateGraveyard(hero.id, { status: 'injured', legWound: 1 });
    expect(back.statusCode, back.body).toBe(200);

    expect((await newEvents(t.db, company.id, logged)).map((line) => line.kind)).toEqual([
      'warriorKilled',
      'warriorBroughtBack',
    ]);
    expect((await newEvents(t.db, company.id, logged + 1))[0]!.changes).toEqual({
      statusBefore: 'dead',
      statusAfter: 'injured',
    });
  });

  it('logs nothing when bringing back is refused', async () => {
    const { user, company, api, graves } = await companyWithHero();
    const spear = await createWarrior(t.app, user, company.id, plainWarriorPayload());
    await api.updateWarrior(spear.id, toPayload(spear, { status: 'dead' }));
    const logged = (await eventsOf(t.db, company.id)).length;
    expect((await graves.updateGraveyard(spear.id, { status: 'lost' })).statusCode).toBe(400);
    const stranger = lifecycleApi(t.app, await registerUser(t.app));
    expect((await stranger.updateGraveyard(spear.id, { status: '' })).statusCode).toBe(404);
    expect((await stranger.deleteGraveyard(spear.id)).statusCode).toBe(404);
    expect(await newEvents(t.db, company.id, logged)).toEqual([]);
  });

  it('logs a dead warrior forgotten for good as dismissed, dead', async () => {
    const { company, api, hero, graves, logged } = await companyWithHero();
    await api.updateWarrior(hero.id, toPayload(hero, { status: 'dead' }));
    expect((await graves.deleteGraveyard(hero.id)).statusCode).toBe(204);
    expect(await newEvents(t.db, company.id, logged + 1)).toEqual([
      statusLine('warriorDismissed', hero.id, {
        name: 'Háma',
        rank: 'Hero',
        status: 'dead',
        points: hero.totalPoints,
        withOwner: null,
      }),
    ]);
  });
});

describe("the aftermath's undo after logged edits", () => {
  it('is refused, then discards the edits, keeping their lines and logging the undo', async () => {
    const { user, company, hero, api, battles } = await companyForBattle(t.app);
    const battle = aftermathFor([hero]);
    const after = await applied(await battles.apply(company.id, battle));
    const edited = toPayload(after.warriors[hero.id]!, { experience: 10, status: 'injured' });
    expect((await api.updateWarrior(hero.id, edited)).statusCode).toBe(200);
    const recruit = await createWarrior(t.app, user, company.id, plainWarriorPayload());

    expect((await battles.undo(company.id, battle.battleId)).statusCode).toBe(409);
    const undone = await applied(await battles.undoConfirmed(company.id, battle.battleId));
    expect(undone.warriors[hero.id]).toMatchObject({ experience: 7, status: '' });
    expect(undone.warriors[recruit.id]).toBeUndefined();

    const kinds = (await eventsOf(t.db, company.id)).map((line) => line.kind);
    expect(kinds.slice(-5)).toEqual([
      'battleApplied',
      'warriorInjured',
      'warriorLevelledUp',
      'warriorRecruited',
      'battleUndone',
    ]);
    const [undoLine] = (await eventsOf(t.db, company.id)).slice(-1);
    expect(undoLine).toMatchObject({
      battleId: battle.battleId,
      changes: { discardedEdits: true },
    });
  });
});
