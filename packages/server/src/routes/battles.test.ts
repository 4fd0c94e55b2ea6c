import { describe, expect, it } from 'vitest';
import {
  CHANGED_SINCE_BATTLE,
  COMPANY_INFLUENCE_MAX,
  ONLY_THE_LAST_BATTLE,
  type ApiError,
  type BattleHistory,
  type Company,
  type Warrior,
} from '@warband/schemas';
import {
  companiesApi,
  createWarrior,
  heroPayload,
  NEW_SPELL,
  NO_LISTS,
  playerWithCompany,
  toPayload,
  UNKNOWN_ID,
} from '../../test/companies';
import { aftermathFor, applied, battleApi, companyForBattle } from '../../test/battles';
import { registerUser, useTestApp } from '../../test/helpers';
import { snapshotTables } from '../../test/table-snapshot';
import { COMPANY_RETIRED } from '../services/battle/apply-aftermath';
import { BATTLE_ID_TAKEN, BATTLE_UNDONE } from '../services/battle/claim-battle';

const t = useTestApp();

describe('PUT /api/company/:id/battle', () => {
  it('writes the casting value a level-up improved on a spell the hero already held', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const hero = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, spells: [NEW_SPELL] }),
    );
    const spell = hero.spells[0]!;
    const battles = battleApi(t.app, user);
    // 7 + 1 taking part + 2 wounds inflicted = 10: one level-up, taken on the spell.
    const payload = aftermathFor([hero], {
      participants: [{ warriorId: hero.id, woundsInflicted: 2 }],
      levelUps: [
        {
          kind: 'hero',
          warriorId: hero.id,
          chosenPath: 'Knight',
          perks: [{ kind: 'spell', spell: { mode: 'improve', id: spell.id } }],
        },
      ],
    });
    const answer = await applied(await battles.apply(company.id, payload));
    const improved = answer.warriors[hero.id]!.spells;
    expect(improved).toHaveLength(1);
    expect(improved[0]).toMatchObject({ id: spell.id, modifyCastingValue: -1 });
    const stored = (await companiesApi(t.app, user).list()).json<Company[]>()[0]!;
    expect(stored.warriors[hero.id]!.spells[0]).toMatchObject({ modifyCastingValue: -1 });
  });

  it('applies injuries, experience, a level-up and influence, and answers the company', async () => {
    const { company, api, hero, warrior, leader, creature, battles } = await companyForBattle(
      t.app,
    );
    const rating = (await api.list()).json<Company[]>()[0]!.currentRating;
    const payload = aftermathFor([hero, warrior, leader, creature], {
      result: 'win',
      opponentRating: rating + 31,
      participants: [
        { warriorId: hero.id, wounded: true, woundsInflicted: 2 },
        { warriorId: warrior.id, fled: true, woundsInflicted: 3 },
        { warriorId: leader.id, wounded: true },
        { warriorId: creature.id },
      ],
      rewards: { influence: 3, experience: { [warrior.id]: 1 } },
      injuries: [
        { warriorId: hero.id, roll: { total: 5, rolledBy: 'app' }, result: 'legWound' },
        { warriorId: leader.id, roll: { total: 2, rolledBy: 'player' }, result: 'dead' },
      ],
      levelUps: [
        {
          kind: 'hero',
          warriorId: hero.id,
          chosenPath: 'Knight',
          perks: [{ kind: 'characteristic', stat: 'fight' }],
        },
      ],
    });
    const answer = await applied(await battles.apply(company.id, payload));

    // 7 + 1 taking part + 2 wounds + 1 for the win = 11: one level-up, Fight +1.
    expect(answer.warriors[hero.id]).toMatchObject({
      experience: 11,
      legWound: 1,
      chosenPath: 'Knight',
      modifyStats: expect.objectContaining({ fight: 2 }),
    });
    // A plain warrior's wounds count at most 1: 1 + 1 + 1 bonus.
    expect(answer.warriors[warrior.id]!.experience).toBe(3);
    expect(answer.warriors[leader.id]!.status).toBe('dead');
    expect(answer.warriors[creature.id]!.status).toBe('dead');
    // 5 + 4 for the win + 2 against the odds + 3 bonus.
    expect(answer.influence).toBe(14);
    expect(answer.rating).toBe(answer.currentRating);

    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.record).toEqual({ won: 1, drawn: 0, lost: 0 });
    expect(history.battles[0]).toMatchObject({
      battleId: payload.battleId,
      result: 'win',
      influence: { before: 5, after: 14, againstTheOdds: 2, influenceReward: 3 },
    });
    const leaderRecord = history.battles[0]!.warriors.find((w) => w.warriorId === leader.id);
    expect(leaderRecord!.injury).toMatchObject({ roll: { total: 2, rolledBy: 'player' } });
    const hound = history.battles[0]!.warriors.find((w) => w.warriorId === creature.id);
    expect(hound).toMatchObject({ diedWithOwner: true, experienceAfter: 0 });
  });
});

describe('PUT /api/company/:id/battle, the same battle twice', () => {
  it('applies two concurrent submissions of one battleId once, both answering the first result', async () => {
    const { company, hero, warrior, battles } = await companyForBattle(t.app);
    const payload = aftermathFor([hero, warrior], { result: 'loss' });
    const [first, second] = await Promise.all([
      battles.apply(company.id, payload),
      battles.apply(company.id, payload),
    ]);
    expect(await applied(first)).toEqual(await applied(second));
    const again = await applied(await battles.apply(company.id, payload));
    expect(again).toEqual(first.json());
    expect(again.influence).toBe(5 + 2);
    expect(again.warriors[hero.id]!.experience).toBe(8);
    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles).toHaveLength(1);
    expect(history.record).toEqual({ won: 0, drawn: 0, lost: 1 });
  });
});

describe('PUT /api/company/:id/battle, one battle id for two companies', () => {
  it('refuses the second company with a 409 and changes nothing', async () => {
    const first = await companyForBattle(t.app);
    const second = await companyForBattle(t.app);
    const payload = aftermathFor([first.hero]);
    await applied(await first.battles.apply(first.company.id, payload));
    const before = await snapshotTables(t.db);
    const response = await second.battles.apply(
      second.company.id,
      aftermathFor([second.hero], { battleId: payload.battleId }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: BATTLE_ID_TAKEN });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('PUT /api/company/:id/battle on a retired company', () => {
  it('is refused with a 409 and writes nothing, but a battle applied before still answers', async () => {
    const { company, api, hero, battles } = await companyForBattle(t.app);
    const earlier = aftermathFor([hero]);
    const first = await applied(await battles.apply(company.id, earlier));
    expect((await api.retire(company.id, true)).statusCode).toBe(200);
    const before = await snapshotTables(t.db);

    const response = await battles.apply(company.id, aftermathFor([hero]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: COMPANY_RETIRED });
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await applied(await battles.apply(company.id, earlier))).id).toBe(first.id);
  });
});

describe('PUT /api/company/:id/battle at the most influence a company holds', () => {
  it('keeps the company at the maximum, so its details still save as they are', async () => {
    const { user, company, api, hero, battles } = await companyForBattle(t.app);
    const details = (held: Company) => {
      const { name, race, influence, backstory, revision } = held;
      return { name, race, influence, backstory, revision };
    };
    const saved = async (body: object) => {
      const response = await api.updateCompany(company.id, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Company>();
    };
    const full = await saved({ ...details(company), influence: COMPANY_INFLUENCE_MAX });

    const won = await applied(
      await battles.apply(company.id, aftermathFor([hero], { result: 'win' })),
    );
    expect(won.influence).toBe(COMPANY_INFLUENCE_MAX);
    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles[0]!.influence).toMatchObject({
      before: COMPANY_INFLUENCE_MAX,
      total: 4,
      after: COMPANY_INFLUENCE_MAX,
    });
    await saved(details(won));

    // A recruit paid for and put right gives back only what fits under the maximum.
    const recruit = await createWarrior(t.app, user, company.id, heroPayload({ payInfluence: 3 }));
    const current = (await api.list()).json<Company[]>().find((c) => c.id === full.id)!;
    await saved({ ...details(current), influence: COMPANY_INFLUENCE_MAX });
    expect((await api.deleteWarrior(recruit.id)).statusCode).toBe(204);
    const after = (await api.list()).json<Company[]>().find((c) => c.id === full.id)!;
    expect(after.influence).toBe(COMPANY_INFLUENCE_MAX);
    await saved(details(after));
  });
});

describe('the rewards', () => {
  it('copies an armoury item to the warrior and makes a plain Warrior a Hero', async () => {
    const { user, company, hero, warrior, battles } = await companyForBattle(t.app);
    const armoury = await t.app.inject({
      method: 'POST',
      url: '/api/wargear/create',
      headers: user.headers,
      payload: { name: 'Horn of Helm', pointsLow: 5, pointsHigh: 5, mount: 0, influence: 1 },
    });
    const armouryId = armoury.json<{ id: string }>().id;
    const answer = await applied(
      await battles.apply(
        company.id,
        aftermathFor([hero, warrior], {
          rewards: {
            levelUp: warrior.id,
            item: { source: 'armoury', warriorId: hero.id, armouryId },
          },
        }),
      ),
    );
    const horn = answer.warriors[hero.id]!.wargear.find((item) => item.name === 'Horn of Helm');
    expect(horn).toMatchObject({ armouryId, type: 'armoury', influence: 1 });
    expect(answer.warriors[warrior.id]).toMatchObject({
      rank: 'Hero',
      modifyStats: expect.objectContaining({ fate: 1 }),
    });
  });
});

describe('GET /api/company/:id/battles and undo, for another player', () => {
  it("answers 404 for another player's company everywhere and changes nothing", async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const payload = aftermathFor([hero]);
    await applied(await battles.apply(company.id, payload));
    const intruder = await registerUser(t.app);
    const theirs = battleApi(t.app, intruder);
    const before = await snapshotTables(t.db);
    expect((await theirs.apply(company.id, aftermathFor([hero]))).statusCode).toBe(404);
    expect((await theirs.history(company.id)).statusCode).toBe(404);
    expect(
      (await theirs.undo(company.id, payload.battleId, { discardEdits: true })).statusCode,
    ).toBe(404);
    expect((await theirs.history(UNKNOWN_ID)).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
    const anonymous = battleApi(t.app, { headers: {} });
    expect((await anonymous.history(company.id)).statusCode).toBe(401);
    expect((await anonymous.apply(company.id, aftermathFor([hero]))).statusCode).toBe(401);
  });
});

describe('POST /api/company/:id/battles/:battleId/undo', () => {
  it('restores the company, its warriors and their lists byte for byte', async () => {
    const { company, hero, warrior, leader, creature, battles } = await companyForBattle(t.app);
    const before = await snapshotTables(t.db);
    const payload = aftermathFor([hero, warrior, leader, creature], {
      result: 'win',
      participants: [
        { warriorId: hero.id, wounded: true, woundsInflicted: 2 },
        { warriorId: warrior.id },
        { warriorId: leader.id, wounded: true },
        { warriorId: creature.id },
      ],
      injuries: [
        { warriorId: hero.id, result: 'protected' },
        { warriorId: leader.id, result: 'dead' },
      ],
      levelUps: [
        {
          kind: 'hero',
          warriorId: hero.id,
          chosenPath: 'Custom',
          customPath: 'Horse-lord',
          perks: [{ kind: 'rule', rule: { mode: 'new', libraryId: null, name: 'Swift' } }],
        },
      ],
    });
    await applied(await battles.apply(company.id, payload));
    const undone = await applied(await battles.undo(company.id, payload.battleId));
    expect(undone.warriors[creature.id]!.status).toBe('');
    const after = await snapshotTables(t.db);
    // Only the history knows: the record is marked undone and the event log has its lines;
    // and the player's data version has moved on, so no kept answer is sent again.
    for (const table of Object.keys(before)) {
      if (['battle_records', 'company_events', 'data_versions'].includes(table)) continue;
      expect(after[table], table).toBe(before[table]);
    }
    expect((await battles.history(company.id)).json<BattleHistory>().battles).toEqual([]);
    const resent = await battles.apply(company.id, payload);
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({ message: BATTLE_UNDONE });
  });

  it('is refused after a later edit unless the player discards it, and only for the last battle', async () => {
    const { company, api, hero, battles } = await companyForBattle(t.app);
    const first = aftermathFor([hero]);
    const second = aftermathFor([hero]);
    await applied(await battles.apply(company.id, first));
    const afterSecond = await applied(await battles.apply(company.id, second));

    const notLast = await battles.undo(company.id, first.battleId);
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json()).toMatchObject({ message: ONLY_THE_LAST_BATTLE });

    const renamed = toPayload(afterSecond.warriors[hero.id]!, { name: 'Háma the Bold' });
    expect((await api.updateWarrior(hero.id, renamed)).statusCode).toBe(200);
    const refused = await battles.undo(company.id, second.battleId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CHANGED_SINCE_BATTLE',
      message: CHANGED_SINCE_BATTLE,
      current: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await battles.history(company.id)).json<BattleHistory>().battles).toHaveLength(2);

    const seen = refused.json<ApiError>().current;
    const discarded = await applied(
      await battles.undo(company.id, second.battleId, { discardEdits: true, seen }),
    );
    expect(discarded.warriors[hero.id]).toMatchObject({ name: 'Háma', experience: 8 });
    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles.map((battle) => battle.battleId)).toEqual([first.battleId]);
    // Now the first is the last.
    const back = await applied(await battles.undo(company.id, first.battleId));
    expect(back.warriors[hero.id]!.experience).toBe(7);
    expect(back.influence).toBe(company.influence);
  });

  it('discards only the changes of the refusal the player confirmed, and asks again about later ones', async () => {
    const { company, api, hero, battles } = await companyForBattle(t.app);
    const battle = aftermathFor([hero]);
    const after = await applied(await battles.apply(company.id, battle));
    const renamed = await api.updateWarrior(
      hero.id,
      toPayload(after.warriors[hero.id]!, { name: 'Háma the Bold' }),
    );
    expect(renamed.statusCode).toBe(200);
    const refused = await battles.undo(company.id, battle.battleId);
    expect(refused.statusCode).toBe(409);
    const seen = refused.json<ApiError>().current;

    // Another device edits the company while the player reads the question.
    const elsewhere = await api.updateWarrior(
      hero.id,
      toPayload(renamed.json<Warrior>(), { name: 'Háma the Bolder' }),
    );
    expect(elsewhere.statusCode).toBe(200);
    const before = await snapshotTables(t.db);
    const asked = await battles.undo(company.id, battle.battleId, { discardEdits: true, seen });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CHANGED_SINCE_BATTLE',
      message: CHANGED_SINCE_BATTLE,
    });
    const now = asked.json<ApiError>().current;
    expect(now).not.toBe(seen);
    // A confirmation naming no state, as an older app sends it, is asked again too.
    const unnamed = await battles.undo(company.id, battle.battleId, { discardEdits: true });
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json<ApiError>().current).toBe(now);
    expect(await snapshotTables(t.db)).toEqual(before);

    const undone = await applied(
      await battles.undo(company.id, battle.battleId, { discardEdits: true, seen: now }),
    );
    expect(undone.warriors[hero.id]).toMatchObject({ name: 'Háma' });
  });
});
