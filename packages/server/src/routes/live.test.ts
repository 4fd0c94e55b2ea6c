import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CampaignMatch,
  CreatedFriendlyMatch,
  CreatedInvite,
  FriendlyInvitePreview,
  LiveBattleState,
  LiveStreamTicket,
  MatchSummary,
} from '@warband/schemas';
import { LIVE_TEXTS } from '@warband/rules';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { campaignApi, campaignWithInvite, ok, readView } from '../../test/campaigns';
import {
  createCompany,
  createWarrior,
  heroPayload,
  NO_LISTS,
  UNKNOWN_ID,
} from '../../test/companies';
import {
  buildTestApp,
  captureLogs,
  makeTempDir,
  registerUser,
  type TestUser,
  useSecondServer,
  useTestApp,
} from '../../test/helpers';
import { liveApi, openEventStream, type EventStream } from '../../test/live';

const t = useTestApp({ LOG_LEVEL: 'error' });
const second = useSecondServer(t);

let base = '';
let secondBase = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  secondBase = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
});

const streams: EventStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function stream(url: string, path: string, headers: Record<string, string> = {}) {
  const opened = await openEventStream(url, path, headers);
  streams.push(opened);
  return opened;
}

async function playerWith(name: string, warriors: string[]) {
  const user = await registerUser(t.app, { name });
  const company = await createCompany(t.app, user, { name: `${name}'s Riders` });
  const made = [];
  for (const warrior of warriors) {
    made.push(
      await createWarrior(
        t.app,
        user,
        company.id,
        heroPayload({ ...NO_LISTS, name: warrior, experience: 0 }),
      ),
    );
  }
  return { user, company, warriors: made };
}

/**
 * A campaign of an owner who plays in none of its matches, an arbiter, two players with a
 * company each and a match between them; and a player outside it.
 */
async function campaignMatch() {
  const owner = await registerUser(t.app, { name: 'Owner' });
  const arbiter = await playerWith('Arbiter', []);
  const a = await playerWith('Éomer', ['Háma', 'Gamling']);
  const b = await playerWith('Erkenbrand', ['Grimbold']);
  const outsider = await registerUser(t.app, { name: 'Outsider' });
  const { campaign, invite } = await campaignWithInvite(t.app, owner);
  await ok(await campaignApi(t.app, a.user).join(invite.token, [a.company.id]));
  await ok(await campaignApi(t.app, b.user).join(invite.token, [b.company.id]));
  await ok(await campaignApi(t.app, arbiter.user).join(invite.token, [arbiter.company.id]));
  const role = await campaignApi(t.app, owner).setRole(campaign.id, arbiter.user.id, 'arbiter');
  expect(role.statusCode, role.body).toBe(204);
  const match = await ok<CampaignMatch>(
    await campaignApi(t.app, owner).recordMatch(campaign.id, {
      companyIds: [a.company.id, b.company.id],
    }),
    201,
  );
  return { owner, arbiter: arbiter.user, a, b, outsider, campaign, match };
}

const read = async (user: TestUser, matchId: string) =>
  ok<LiveBattleState>(await liveApi(t.app, user).read(matchId));
const act = async (user: TestUser, matchId: string, action: object) =>
  ok<{ seq: number }>(await liveApi(t.app, user).act(matchId, action));

describe('GET /api/match/:matchId/live', () => {
  it('starts the battle from both companies and answers it to the players and the owner', async () => {
    const { owner, arbiter, a, b, match } = await campaignMatch();
    const battle = await read(a.user, match.id);
    expect(battle).toMatchObject({
      matchId: match.id,
      seq: 0,
      turn: 1,
      phase: 'priority',
      confirmation: 'waiting',
      mySide: 0,
    });
    expect(battle.sides[0]).toMatchObject({
      companyId: a.company.id,
      userId: a.user.id,
      name: a.company.name,
      broken: false,
      quartered: false,
      ended: false,
      confirmed: false,
    });
    const hama = battle.sides[0].warriors[a.warriors[0]!.id];
    expect(hama).toMatchObject({
      name: 'Háma',
      wounds: 2,
      fate: 1,
      woundsTaken: 0,
      mightSpent: 0,
      willSpent: 0,
      fateSpent: 0,
      state: 'fighting',
    });
    expect(Object.keys(battle.sides[1].warriors)).toEqual([b.warriors[0]!.id]);
    expect((await read(b.user, match.id)).mySide).toBe(1);
    expect((await read(owner, match.id)).mySide).toBeNull();
    expect((await read(arbiter, match.id)).sides[1].companyId).toBe(b.company.id);
  });

  it('leaves out the warriors who sit the battle out: the injured and the lost', async () => {
    const { a, match } = await campaignMatch();
    const injured = await createWarrior(
      t.app,
      a.user,
      a.company.id,
      heroPayload({ ...NO_LISTS, name: 'Déorwine', experience: 0, status: 'injured' }),
    );
    const lost = await createWarrior(
      t.app,
      a.user,
      a.company.id,
      heroPayload({ ...NO_LISTS, name: 'Elfhelm', experience: 0, status: 'lost' }),
    );
    const { warriors } = (await read(a.user, match.id)).sides[0];
    expect(Object.keys(warriors).sort()).toEqual(a.warriors.map((w) => w.id).sort());
    expect(warriors[injured.id]).toBeUndefined();
    expect(warriors[lost.id]).toBeUndefined();
  });

  it('is 404 to anyone else, for a malformed or unknown id, and 401 without a token', async () => {
    const { outsider, a, match } = await campaignMatch();
    expect((await liveApi(t.app, outsider).read(match.id)).statusCode).toBe(404);
    expect((await liveApi(t.app, a.user).read(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await liveApi(t.app, a.user).read('not-an-id')).statusCode).toBe(404);
    expect((await liveApi(t.app).read(match.id)).statusCode).toBe(401);
  });
});

describe('POST /api/match/:matchId/live/actions', () => {
  it('applies a player’s action on their own side and numbers it', async () => {
    const { a, b, match } = await campaignMatch();
    const hama = a.warriors[0]!.id;
    expect(await act(a.user, match.id, { kind: 'wound', warriorId: hama, delta: 1 })).toEqual({
      seq: 1,
    });
    expect(await act(a.user, match.id, { kind: 'fate', warriorId: hama, delta: 1 })).toEqual({
      seq: 2,
    });
    await act(a.user, match.id, { kind: 'state', warriorId: hama, state: 'outOfAction' });
    await act(b.user, match.id, { kind: 'broken', value: true });
    const battle = await read(b.user, match.id);
    expect(battle.seq).toBe(4);
    expect(battle.sides[0].warriors[hama]).toMatchObject({
      woundsTaken: 1,
      fateSpent: 1,
      state: 'outOfAction',
    });
    expect(battle.sides[1].broken).toBe(true);
  });

  it('applies an action sent again with its Operation-Id once', async () => {
    const { a, match } = await campaignMatch();
    const api = liveApi(t.app, a.user);
    const action = { kind: 'wound', warriorId: a.warriors[0]!.id, delta: 1 };
    const operationId = randomUUID();
    const first = await api.act(match.id, action, operationId);
    const again = await api.act(match.id, action, operationId);
    expect(first.json()).toEqual({ seq: 1 });
    expect(again.json()).toEqual({ seq: 1 });
    expect(again.headers['operation-replayed']).toBe('true');
    expect((await read(a.user, match.id)).sides[0].warriors[a.warriors[0]!.id]?.woundsTaken).toBe(
      1,
    );
  });

  it('refuses an action on the other side’s warriors, and nothing is written', async () => {
    const { a, b, match } = await campaignMatch();
    const response = await liveApi(t.app, a.user).act(match.id, {
      kind: 'wound',
      warriorId: b.warriors[0]!.id,
      delta: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { warriorId: LIVE_TEXTS.unknownWarrior },
    });
    expect((await read(b.user, match.id)).seq).toBe(0);
  });

  it('refuses wounds and points beyond the warrior’s profile with the field', async () => {
    const { a, match } = await campaignMatch();
    const api = liveApi(t.app, a.user);
    const hama = a.warriors[0]!.id;
    const beyond = await api.act(match.id, { kind: 'wound', warriorId: hama, delta: 3 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ fields: { delta: LIVE_TEXTS.woundsBeyond(2) } });
    const might = await api.act(match.id, { kind: 'might', warriorId: hama, delta: 1 });
    expect(might.json()).toMatchObject({ fields: { delta: LIVE_TEXTS.spentBeyond('Might', 0) } });
    const healed = await api.act(match.id, { kind: 'wound', warriorId: hama, delta: -1 });
    expect(healed.statusCode).toBe(400);
    expect((await read(a.user, match.id)).seq).toBe(0);
  });

  it('refuses a malformed action with its fields', async () => {
    const { a, match } = await campaignMatch();
    const api = liveApi(t.app, a.user);
    const unknown = await api.act(match.id, { kind: 'teleport' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { kind: expect.any(String) },
    });
    const fraction = await api.act(match.id, {
      kind: 'wound',
      warriorId: a.warriors[0]!.id,
      delta: 0.5,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({ fields: { delta: expect.any(String) } });
    const noNote = await api.act(match.id, { kind: 'dispute', note: '' });
    expect(noNote.json()).toMatchObject({ fields: { note: expect.any(String) } });
  });

  it('is 404 to the owner who plays no side, to an outsider, and 401 without a token', async () => {
    const { owner, outsider, a, match } = await campaignMatch();
    const action = { kind: 'wound', warriorId: a.warriors[0]!.id, delta: 1 };
    expect((await liveApi(t.app, owner).act(match.id, action)).statusCode).toBe(404);
    expect((await liveApi(t.app, outsider).act(match.id, action)).statusCode).toBe(404);
    expect((await liveApi(t.app).act(match.id, action)).statusCode).toBe(401);
    expect((await read(a.user, match.id)).seq).toBe(0);
  });

  it('moves the phase on once when both players tap it at once', async () => {
    const { a, b, match } = await campaignMatch();
    const from = { kind: 'phase', turn: 1, phase: 'priority' };
    const [first, other] = await Promise.all([
      liveApi(t.app, a.user).act(match.id, from),
      liveApi(t.app, b.user).act(match.id, from),
    ]);
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    expect(await read(a.user, match.id)).toMatchObject({ seq: 1, turn: 1, phase: 'move' });
    for (const phase of ['move', 'shoot', 'fight', 'end']) {
      await act(b.user, match.id, { kind: 'phase', turn: 1, phase });
    }
    expect(await read(a.user, match.id)).toMatchObject({ turn: 2, phase: 'priority' });
  });
});

describe('ending, confirming and settling a match', () => {
  it('counts the match in the league only once both players confirmed it', async () => {
    const { owner, a, b, campaign, match } = await campaignMatch();
    await applied(
      await battleApi(t.app, a.user).apply(
        a.company.id,
        aftermathFor(a.warriors, { result: 'win', matchId: match.id }),
      ),
    );
    const row = async () =>
      (await readView(t.app, owner, campaign.id)).table.find(
        (entry) => entry.companyId === a.company.id,
      );
    const shown = async () =>
      (await readView(t.app, owner, campaign.id)).matches.find((entry) => entry.id === match.id);
    // Never played live: it counts as matches always did.
    expect(await row()).toMatchObject({ battles: 1, won: 1 });
    expect((await shown())?.confirmation).toBe('confirmed');

    await act(a.user, match.id, { kind: 'end' });
    expect((await shown())?.confirmation).toBe('waiting');
    expect(await row()).toMatchObject({ battles: 0, won: 0 });
    const early = await liveApi(t.app, b.user).act(match.id, { kind: 'confirm' });
    expect(early.statusCode).toBe(409);
    const afterEnd = await liveApi(t.app, a.user).act(match.id, {
      kind: 'wound',
      warriorId: a.warriors[0]!.id,
      delta: 1,
    });
    expect(afterEnd.statusCode).toBe(409);
    await act(b.user, match.id, { kind: 'end' });
    await act(a.user, match.id, { kind: 'confirm' });
    expect(await row()).toMatchObject({ battles: 0 });
    await act(b.user, match.id, { kind: 'confirm' });
    expect((await read(a.user, match.id)).confirmation).toBe('confirmed');
    expect((await shown())?.confirmation).toBe('confirmed');
    expect(await row()).toMatchObject({ battles: 1, won: 1 });
  });

  it('flags a disputed match, which only the owner or an arbiter settles', async () => {
    const { owner, arbiter, outsider, a, b, campaign, match } = await campaignMatch();
    await act(a.user, match.id, { kind: 'end' });
    await act(b.user, match.id, { kind: 'end' });
    await act(b.user, match.id, { kind: 'dispute', note: 'Háma was slain, not wounded.' });
    const battle = await read(owner, match.id);
    expect(battle.confirmation).toBe('disputed');
    expect(battle.sides[1].dispute).toBe('Háma was slain, not wounded.');
    const shown = (await readView(t.app, owner, campaign.id)).matches[0];
    expect(shown?.confirmation).toBe('disputed');

    expect((await liveApi(t.app, a.user).settle(match.id)).statusCode).toBe(404);
    expect((await liveApi(t.app, outsider).settle(match.id)).statusCode).toBe(404);
    // A plain member who plays neither side settles nothing, and reads nothing of the battle.
    const member = await playerWith('Gamling', []);
    const invite = await ok<CreatedInvite>(
      await campaignApi(t.app, owner).invite(campaign.id),
      201,
    );
    await ok(await campaignApi(t.app, member.user).join(invite.token, [member.company.id]));
    expect((await liveApi(t.app, member.user).settle(match.id)).statusCode).toBe(404);
    expect((await liveApi(t.app, member.user).read(match.id)).statusCode).toBe(404);
    expect((await read(owner, match.id)).confirmation).toBe('disputed');
    expect((await liveApi(t.app).settle(match.id)).statusCode).toBe(401);
    const settled = await liveApi(t.app, arbiter).settle(match.id, 'Agreed at the table.');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await read(a.user, match.id)).toMatchObject({ confirmation: 'confirmed' });
    expect((await liveApi(t.app, owner).settle(match.id)).statusCode).toBe(409);
  });
});

describe('GET /api/match/:matchId/live/events', () => {
  async function ticketFor(user: TestUser, matchId: string) {
    return ok<LiveStreamTicket>(await liveApi(t.app, user).ticket(matchId), 201);
  }

  it('replays the events after Last-Event-ID or ?after, then sends each as it is taken', async () => {
    const { a, b, match } = await campaignMatch();
    const hama = a.warriors[0]!.id;
    await act(a.user, match.id, { kind: 'wound', warriorId: hama, delta: 1 });
    await act(b.user, match.id, { kind: 'phase', turn: 1, phase: 'priority' });
    await act(a.user, match.id, { kind: 'fate', warriorId: hama, delta: 1 });
    const { ticket } = await ticketFor(b.user, match.id);
    const path = `/api/match/${match.id}/live/events?ticket=${ticket}`;

    const all = await stream(base, path);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/event-stream/);
    expect((await all.waitFor(3)).map((event) => event.seq)).toEqual([1, 2, 3]);
    expect(all.events[0]).toMatchObject({
      seq: 1,
      kind: 'wound',
      side: 0,
      userId: a.user.id,
      warriorId: hama,
      delta: 1,
    });
    expect(all.events[1]).toMatchObject({ kind: 'phase', side: 1, turn: 1, phase: 'priority' });

    const fromHeader = await stream(base, path, { 'last-event-id': '1' });
    expect((await fromHeader.waitFor(2)).map((event) => event.seq)).toEqual([2, 3]);
    const fromQuery = await stream(base, `${path}&after=2`);
    expect((await fromQuery.waitFor(1)).map((event) => event.seq)).toEqual([3]);

    await act(a.user, match.id, { kind: 'end' });
    expect((await all.waitFor(4))[3]).toMatchObject({ seq: 4, kind: 'end', side: 0 });
    expect((await fromQuery.waitFor(2))[1]).toMatchObject({ seq: 4 });
    expect(all.events).toHaveLength(4);
  });

  it('delivers one server’s events to a stream read from another', async () => {
    const { a, b, match } = await campaignMatch();
    const { ticket } = await ticketFor(b.user, match.id);
    const onSecond = await stream(
      secondBase,
      `/api/match/${match.id}/live/events?ticket=${ticket}`,
    );
    expect(onSecond.status).toBe(200);
    // The stream listens before it reads: an action taken once it answered is not missed.
    await act(a.user, match.id, { kind: 'wound', warriorId: a.warriors[0]!.id, delta: 1 });
    expect((await onSecond.waitFor(1))[0]).toMatchObject({ seq: 1, kind: 'wound' });
  });

  it('is 401 without a ticket, with a wrong one, with another match’s, and after logout', async () => {
    const { a, b, match } = await campaignMatch();
    const other = await campaignMatch();
    const { ticket } = await ticketFor(a.user, match.id);
    const refused = async (path: string) => {
      const opened = await stream(base, path);
      await opened.ended;
      return opened.status;
    };
    expect(await refused(`/api/match/${match.id}/live/events`)).toBe(401);
    expect(await refused(`/api/match/${match.id}/live/events?ticket=nope`)).toBe(401);
    expect(await refused(`/api/match/${other.match.id}/live/events?ticket=${ticket}`)).toBe(401);
    expect(await refused(`/api/match/not-an-id/live/events?ticket=${ticket}`)).toBe(401);
    const { ticket: bs } = await ticketFor(b.user, match.id);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: b.user.headers });
    expect(await refused(`/api/match/${match.id}/live/events?ticket=${bs}`)).toBe(401);
  });

  it('keeps a quiet stream alive with comments, ends it as its server closes, and logs no ticket', async () => {
    const { a, match } = await campaignMatch();
    const { ticket } = await ticketFor(a.user, match.id);
    const temp = makeTempDir();
    const logs = captureLogs();
    const quick = await buildTestApp(
      t.db,
      temp.dir,
      { LOG_LEVEL: 'info' },
      { liveKeepAliveMs: 20, logStream: logs.stream },
    );
    try {
      await quick.listen({ port: 0, host: '127.0.0.1' });
      const address = `http://127.0.0.1:${(quick.server.address() as AddressInfo).port}`;
      const quiet = await stream(address, `/api/match/${match.id}/live/events?ticket=${ticket}`);
      await vi.waitFor(() => expect(quiet.comments.length).toBeGreaterThanOrEqual(2));
      expect(quiet.comments[0]).toBe(': keep-alive');
      expect(quiet.events).toEqual([]);
      await quick.close();
      await quiet.ended;
      expect(logs.text()).toContain(`/api/match/${match.id}/live/events`);
      expect(logs.text()).not.toContain(ticket);
    } finally {
      await quick.close();
      temp.remove();
    }
  });

  it('gives a ticket only to who may read the battle', async () => {
    const { owner, outsider, match } = await campaignMatch();
    expect((await liveApi(t.app, outsider).ticket(match.id)).statusCode).toBe(404);
    expect((await liveApi(t.app).ticket(match.id)).statusCode).toBe(401);
    expect((await liveApi(t.app, owner).ticket(match.id)).statusCode).toBe(201);
  });
});

describe('friendly matches', () => {
  it('are made from an invite link, joined once, and listed for both players', async () => {
    const a = await playerWith('Éomer', ['Háma']);
    const b = await playerWith('Erkenbrand', ['Grimbold', 'Ceorl']);
    const c = await playerWith('Gríma', ['Wormtongue']);
    const made = await ok<CreatedFriendlyMatch>(
      await liveApi(t.app, a.user).createFriendly(a.company.id),
      201,
    );
    expect(made.token.length).toBeGreaterThan(20);
    expect(made.match).toMatchObject({
      kind: 'friendly',
      campaignId: null,
      mySide: 0,
      live: false,
      sides: [{ companyId: a.company.id }],
    });
    // Not its maker's to join, nor to read before the other joined.
    expect((await liveApi(t.app, a.user).joinFriendly(made.token, a.company.id)).statusCode).toBe(
      404,
    );
    expect((await liveApi(t.app, a.user).read(made.match.id)).statusCode).toBe(404);

    const preview = await ok<FriendlyInvitePreview>(
      await liveApi(t.app, b.user).previewFriendly(made.token),
    );
    expect(preview).toMatchObject({ matchId: made.match.id, invitedBy: 'Éomer' });
    // Another player's company is not the joiner's to bring.
    expect((await liveApi(t.app, b.user).joinFriendly(made.token, a.company.id)).statusCode).toBe(
      404,
    );
    const joined = await ok<MatchSummary>(
      await liveApi(t.app, b.user).joinFriendly(made.token, b.company.id),
    );
    expect(joined).toMatchObject({ id: made.match.id, mySide: 1, confirmation: 'waiting' });
    // The stronger company by a hero's points gives the weaker Against the Odds.
    expect(joined.sides[1]).toMatchObject({ companyId: b.company.id, ownerName: 'Erkenbrand' });
    expect(joined.sides[0]?.rating).toBeLessThan(joined.sides[1]!.rating);
    expect(joined.sides[0]?.againstTheOdds).toBeGreaterThanOrEqual(0);

    expect((await liveApi(t.app, c.user).joinFriendly(made.token, c.company.id)).statusCode).toBe(
      404,
    );
    expect((await liveApi(t.app, c.user).previewFriendly(made.token)).statusCode).toBe(404);
    expect((await liveApi(t.app, c.user).read(made.match.id)).statusCode).toBe(404);

    const battle = await read(b.user, made.match.id);
    expect(battle.sides[0].warriors[a.warriors[0]!.id]).toBeDefined();
    await act(b.user, made.match.id, { kind: 'wound', warriorId: b.warriors[0]!.id, delta: 1 });

    const mine = await ok<MatchSummary[]>(await liveApi(t.app, a.user).matches());
    expect(mine.map((match) => [match.id, match.live, match.mySide])).toEqual([
      [made.match.id, true, 0],
    ]);
    const theirs = await ok<MatchSummary[]>(await liveApi(t.app, b.user).matches());
    expect(theirs.map((match) => match.mySide)).toEqual([1]);
    expect(await ok<MatchSummary[]>(await liveApi(t.app, c.user).matches())).toEqual([]);
  });

  it('lists a player’s campaign matches too, and refuses a company that is not theirs', async () => {
    const { a, match } = await campaignMatch();
    const mine = await ok<MatchSummary[]>(await liveApi(t.app, a.user).matches());
    expect(mine).toEqual([
      expect.objectContaining({
        id: match.id,
        kind: 'campaign',
        confirmation: 'confirmed',
        live: false,
        mySide: 0,
      }),
    ]);
    const other = await playerWith('Gríma', []);
    expect((await liveApi(t.app, other.user).createFriendly(a.company.id)).statusCode).toBe(404);
    const bad = await liveApi(t.app, other.user).createFriendly('');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { companyId: expect.any(String) } });
    expect((await liveApi(t.app).matches()).statusCode).toBe(401);
  });

  it('answers the invite made again with its Operation-Id without its token', async () => {
    const a = await playerWith('Éomer', []);
    const operationId = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/friendly-matches',
        headers: { ...a.user.headers, 'operation-id': operationId },
        payload: { companyId: a.company.id },
      });
    const first = await ok<CreatedFriendlyMatch>(await send(), 201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ match: first.match, expiresAt: first.expiresAt });
    expect(await ok<MatchSummary[]>(await liveApi(t.app, a.user).matches())).toHaveLength(1);
  });
});
