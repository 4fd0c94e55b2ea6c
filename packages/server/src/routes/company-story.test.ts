import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  BattleHistory,
  CompanyShare,
  GraveyardWarrior,
  SharedCompany,
  Timeline,
  Warrior,
} from '@warband/schemas';
import { companies, companyEvents, warriors } from '../db/schema';
import { aftermathFor, applied, companyForBattle } from '../../test/battles';
import { createWarrior, heroPayload, playerWithCompany, toPayload } from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { lifecycleApi } from '../../test/lifecycle';
import { BAD_CURSOR } from '../services/events/list-timeline';
import { shortOfInfluence } from '../services/influence/pay-influence';

const t = useTestApp();

const OPPONENT = {
  name: 'Saruman Smith',
  company: 'Raiders of Dunland',
  scenario: 'Hold the Ford',
  note: 'Won on the last turn.',
};

function timelineOf(headers: Record<string, string>, companyId: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/company/${companyId}/timeline${query}`,
    headers,
  });
}

async function influenceOf(companyId: string) {
  const [row] = await t.db
    .select({ influence: companies.influence })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.influence;
}

describe('the opponent of a battle', () => {
  it('is stored with the battle and shown in its history, the rating unchanged', async () => {
    const { company, hero, warrior, leader, creature, battles } = await companyForBattle(t.app);
    const who = [hero, warrior, leader, creature];
    await applied(
      await battles.apply(
        company.id,
        aftermathFor(who, {
          opponentRating: 80,
          opponent: { ...OPPONENT, name: '  Saruman Smith ' },
        }),
      ),
    );
    await applied(await battles.apply(company.id, aftermathFor(who)));

    const history = (await battles.history(company.id)).json<BattleHistory>();
    expect(history.battles[1]).toMatchObject({ opponentRating: 80, opponent: OPPONENT });
    expect(history.battles[0]!.opponent).toEqual({ name: '', company: '', scenario: '', note: '' });
  });

  it('is refused when too long, and the battle is not applied', async () => {
    const { company, hero, battles } = await companyForBattle(t.app);
    const long = { ...OPPONENT, note: 'x'.repeat(1001) };
    const response = await battles.apply(company.id, aftermathFor([hero], { opponent: long }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['opponent.note']);
    expect((await battles.history(company.id)).json<BattleHistory>().battles).toEqual([]);
  });
});

describe('GET /api/company/:id/timeline', () => {
  it('tells the whole story newest first, a page at a time, linking warriors still there', async () => {
    const { user, company, api, hero, warrior, leader, creature, battles } = await companyForBattle(
      t.app,
    );
    await applied(
      await battles.apply(
        company.id,
        aftermathFor([hero, warrior, leader, creature], {
          result: 'win',
          opponent: OPPONENT,
          participants: [
            { warriorId: hero.id, wounded: true, woundsInflicted: 2 },
            { warriorId: warrior.id, wounded: true },
            { warriorId: leader.id, wounded: true },
            { warriorId: creature.id },
          ],
          injuries: [
            { warriorId: hero.id, result: 'legWound' },
            { warriorId: warrior.id, result: 'fullRecovery' },
            { warriorId: leader.id, result: 'dead' },
          ],
          levelUps: [
            {
              kind: 'hero',
              warriorId: hero.id,
              chosenPath: 'Knight',
              perks: [{ kind: 'characteristic', stat: 'fight' }],
            },
          ],
        }),
      ),
    );
    const graveyard = lifecycleApi(t.app, user);
    const dead = (await graveyard.graveyard()).json<GraveyardWarrior[]>();
    const fallen = dead.find((one) => one.id === leader.id)!;
    const back = await graveyard.updateGraveyard(leader.id, toPayload(fallen, { status: '' }));
    expect(back.statusCode, back.body).toBe(200);
    const [stored] = await t.db.select().from(warriors).where(eq(warriors.id, warrior.id));
    const promoted = await api.updateWarrior(
      warrior.id,
      toPayload(
        (await api.warriors(company.id)).json<Warrior[]>().find((w) => w.id === warrior.id)!,
        {
          rank: 'Sergeant',
          revision: stored!.revision,
        },
      ),
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await api.deleteWarrior(creature.id)).statusCode).toBe(204);
    expect((await api.retire(company.id, true)).statusCode).toBe(200);
    expect((await api.retire(company.id, false)).statusCode).toBe(200);

    const all = (await timelineOf(user.headers, company.id, '?limit=50')).json<Timeline>();
    expect(all.next).toBeNull();
    expect(all.entries.map((entry) => entry.kind)).toEqual([
      'companyReenlisted',
      'companyRetired',
      'warriorDismissed',
      'warriorRankChanged',
      'warriorBroughtBack',
      'battle',
      'warriorRecruited',
      'warriorRecruited',
      'warriorRecruited',
      'warriorRecruited',
      'companyFounded',
    ]);
    const battle = all.entries.find((entry) => entry.kind === 'battle')!.battle!;
    expect(battle).toMatchObject({
      result: 'win',
      opponentName: OPPONENT.name,
      opponentCompany: OPPONENT.company,
      scenario: OPPONENT.scenario,
      undone: false,
      corrected: false,
      // The Hound died with its owner, and has since been dismissed.
      killed: expect.arrayContaining([
        { id: leader.id, name: 'Théoden' },
        { id: null, name: 'Hound' },
      ]),
      levelledUp: [{ id: hero.id, name: 'Háma' }],
    });
    // Each who rolled on the injury table, with the result that applied: Full Recovery too.
    expect(battle.hurt).toEqual([
      { id: hero.id, name: 'Háma', injury: 'legWound' },
      { id: warrior.id, name: warrior.name, injury: 'fullRecovery' },
    ]);
    expect(all.entries[3]).toMatchObject({ rankBefore: 'Warrior', rankAfter: 'Sergeant' });
    // The Creature is gone: named, not linked, on its dismissal and on its recruit.
    const gone = all.entries.filter((entry) => entry.warrior?.name === 'Hound');
    expect(gone.map((entry) => entry.warrior)).toEqual([
      { id: null, name: 'Hound' },
      { id: null, name: 'Hound' },
    ]);

    const paged: string[] = [];
    let query = '?limit=3';
    for (;;) {
      const page = (await timelineOf(user.headers, company.id, query)).json<Timeline>();
      expect(page.entries.length).toBeLessThanOrEqual(3);
      paged.push(...page.entries.map((entry) => entry.id));
      if (!page.next) break;
      query = `?limit=3&before=${page.next}`;
    }
    expect(paged).toEqual(all.entries.map((entry) => entry.id));
  });

  it("answers 404 for another player's company, and 400 for a cursor it did not give", async () => {
    const { user, company } = await playerWithCompany(t.app);
    const stranger = await registerUser(t.app);
    expect((await timelineOf(stranger.headers, company.id)).statusCode).toBe(404);
    const bad = await timelineOf(user.headers, company.id, '?before=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: object }>().fields).toEqual({ before: BAD_CURSOR });
    // A cursor of the right shape whose time is none: refused before the database reads it.
    for (const at of [
      '2024-02-30 10:00:00+00',
      '0000-01-01 00:00:00+00',
      '2024-13-01 10:00:00+00',
      '2024-01-01 25:00:00+00',
      '2024-01-01 10:00:00+16',
      '2024-01-01 10:00:00+05:60',
    ]) {
      const cursor = Buffer.from(JSON.stringify([at, company.id])).toString('base64url');
      const refused = await timelineOf(user.headers, company.id, `?before=${cursor}`);
      expect(refused.statusCode, at).toBe(400);
      expect(refused.json<{ fields: object }>().fields).toEqual({ before: BAD_CURSOR });
    }
  });
});

describe('paying influence from the company', () => {
  it("takes a recruit's cost exactly, and gives it back exactly when the recruit is undone", async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    // Háma costs 2 influence, and his bow 1; the company holds 5.
    const paid = await createWarrior(t.app, user, company.id, heroPayload({ payInfluence: 3 }));
    expect(await influenceOf(company.id)).toBe(2);
    const unpaid = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Free' }));
    expect(await influenceOf(company.id)).toBe(2);

    const timeline = (await timelineOf(user.headers, company.id)).json<Timeline>();
    expect(timeline.entries.slice(0, 2)).toMatchObject([
      { kind: 'warriorRecruited', warrior: { id: unpaid.id }, influence: null },
      { kind: 'warriorRecruited', warrior: { id: paid.id }, influence: 3 },
    ]);

    expect((await api.deleteWarrior(unpaid.id)).statusCode).toBe(204);
    expect(await influenceOf(company.id)).toBe(2);
    expect((await api.deleteWarrior(paid.id)).statusCode).toBe(204);
    expect(await influenceOf(company.id)).toBe(5);
    const after = (await timelineOf(user.headers, company.id)).json<Timeline>();
    expect(after.entries[0]).toMatchObject({ kind: 'warriorDismissed', influence: 3 });
  });

  it('gives nothing back once the company has fought a battle since the recruit', async () => {
    const { company, api, hero, battles } = await companyForBattle(t.app);
    const recruit = (
      await api.createWarrior({
        ...heroPayload({ name: 'Late', payInfluence: 3 }),
        companyId: company.id,
      })
    ).json<Warrior>();
    await applied(
      await battles.apply(company.id, aftermathFor([hero, recruit], { result: 'loss' })),
    );
    const held = await influenceOf(company.id);
    expect((await api.deleteWarrior(recruit.id)).statusCode).toBe(204);
    expect(await influenceOf(company.id)).toBe(held);
  });

  it('takes the cost of the wargear an edit adds, and logs it', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(t.app, user, company.id);
    const spear = {
      id: 'new-spear',
      new: true,
      type: 'armoury',
      name: 'Spear',
      pointsLow: 1,
      pointsHigh: 1,
      influence: 2,
      mount: 0,
    };
    const response = await api.updateWarrior(
      hero.id,
      toPayload(hero, { wargear: [...hero.wargear, spear], payInfluence: 2 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await influenceOf(company.id)).toBe(3);
    const [line] = (await timelineOf(user.headers, company.id)).json<Timeline>().entries;
    expect(line).toMatchObject({ kind: 'influenceSpent', influence: 2, warrior: { id: hero.id } });
  });

  it('is refused when the company is short or the cost is not the one shown, writing nothing', async () => {
    const { company, api } = await playerWithCompany(t.app);
    const linesBefore = await t.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    const costly = heroPayload({ influence: 10, payInfluence: 11, companyId: company.id });
    const short = await api.createWarrior(costly);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fields: object }>().fields).toEqual({
      payInfluence: shortOfInfluence(5, 11),
    });
    const wrong = await api.createWarrior({ ...costly, payInfluence: 4 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fields: Record<string, string> }>().fields.payInfluence).toMatch(
      /costs 11/,
    );

    expect(await influenceOf(company.id)).toBe(5);
    expect((await api.warriors(company.id)).json<Warrior[]>()).toEqual([]);
    const linesAfter = await t.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(linesAfter).toEqual(linesBefore);
  });
});

describe('the shared view', () => {
  it('shows the campaign so far: battles by result and the fallen', async () => {
    const { user, company, hero, warrior, leader, creature, battles } = await companyForBattle(
      t.app,
    );
    await applied(
      await battles.apply(
        company.id,
        aftermathFor([hero, warrior, leader, creature], {
          result: 'loss',
          participants: [
            { warriorId: hero.id },
            { warriorId: warrior.id, wounded: true },
            { warriorId: leader.id },
            { warriorId: creature.id },
          ],
          injuries: [{ warriorId: warrior.id, result: 'dead' }],
        }),
      ),
    );
    const lifecycle = lifecycleApi(t.app, user);
    const { shareUrl } = (await lifecycle.shareState(company.id)).json<CompanyShare>();
    const shared = await lifecycle.shared(user.id, shareUrl.split('/').at(-1)!);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<SharedCompany>().campaign).toEqual({
      battles: 1,
      won: 0,
      drawn: 0,
      lost: 1,
      fallen: 1,
    });
  });
});
