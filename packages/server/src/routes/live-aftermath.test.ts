import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TEXTS } from '@warband/rules';
import {
  MATCH_SIDE_TAKEN,
  NOT_IN_MATCH,
  type BattleHistory,
  type CampaignMatch,
  type CreatedFriendlyMatch,
  type LiveBattleState,
  type LiveLogEntry,
  type MatchSummary,
} from '@warband/schemas';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { campaignApi, campaignWithInvite, ok } from '../../test/campaigns';
import { createCompany, createWarrior, heroPayload, NO_LISTS } from '../../test/companies';
import { registerUser, useSecondServer, useTestApp, type TestUser } from '../../test/helpers';
import { liveApi, openEventStream, type EventStream } from '../../test/live';

// A side's War's Aftermath after a live battle: applied to the company from where the battle
// ended, at the match's kept ratings, and its dice logged in the live battle for the opponent
// (docs/adr/new-live-battle-record.md).

const t = useTestApp({ LOG_LEVEL: 'error' });
const second = useSecondServer(t);

let secondBase = '';
beforeAll(async () => {
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  secondBase = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
});
const streams: EventStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

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
  return { user, company, warriors: made, battles: battleApi(t.app, user) };
}

/** A friendly match made from an invite link and joined: the host has two heroes, the guest one. */
async function friendlyMatch() {
  const host = await playerWith('Éomer', ['Háma', 'Gamling']);
  const guest = await playerWith('Erkenbrand', ['Grimbold']);
  const made = await ok<CreatedFriendlyMatch>(
    await liveApi(t.app, host.user).createFriendly(host.company.id),
    201,
  );
  const joined = await ok<MatchSummary>(
    await liveApi(t.app, guest.user).joinFriendly(made.token, guest.company.id),
  );
  return { host, guest, match: joined };
}

const read = async (user: TestUser, matchId: string) =>
  ok<LiveBattleState>(await liveApi(t.app, user).read(matchId));
const act = async (user: TestUser, matchId: string, action: object) =>
  ok<{ seq: number }>(await liveApi(t.app, user).act(matchId, action));
const logOf = async (user: TestUser, matchId: string) =>
  ok<LiveLogEntry[]>(await liveApi(t.app, user).log(matchId));

describe('a friendly match’s War’s Aftermath', () => {
  it('is applied once from where the live battle ended, at the ratings the match kept', async () => {
    const { host, guest, match } = await friendlyMatch();
    const [hama, gamling] = host.warriors;
    const [kept, theirs] = match.sides;
    await read(host.user, match.id);
    await act(host.user, match.id, { kind: 'wound', warriorId: hama!.id, delta: 2 });
    await act(host.user, match.id, { kind: 'state', warriorId: hama!.id, state: 'outOfAction' });
    await act(host.user, match.id, { kind: 'inflicted', warriorId: gamling!.id, delta: 2 });
    expect((await read(guest.user, match.id)).sides[0].warriors[gamling!.id]).toMatchObject({
      woundsInflicted: 2,
    });

    const battle = aftermathFor(host.warriors, {
      result: 'loss',
      matchId: match.id,
      // The device's rating is not the match's: the kept one counts.
      opponentRating: 1,
      participants: [
        { warriorId: hama!.id, wounded: true, remainingWounds: 0 },
        { warriorId: gamling!.id, woundsInflicted: 2 },
      ],
      injuries: [
        { warriorId: hama!.id, roll: { total: 7, rolledBy: 'app' }, result: 'fullRecovery' },
      ],
    });
    // Not before the host's side has ended the live battle: nothing is written.
    const early = await host.battles.apply(host.company.id, battle);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ message: LIVE_TEXTS.endBeforeAftermath });
    expect((await ok<BattleHistory>(await host.battles.history(host.company.id))).battles).toEqual(
      [],
    );

    await act(host.user, match.id, { kind: 'end' });
    const { ticket } = await ok<{ ticket: string }>(
      await liveApi(t.app, guest.user).ticket(match.id),
      201,
    );
    // The guest follows the battle from the other server.
    const guestStream = await openEventStream(
      secondBase,
      `/api/match/${match.id}/live/events?ticket=${ticket}&after=4`,
    );
    streams.push(guestStream);
    const first = await applied(await host.battles.apply(host.company.id, battle));
    const again = await applied(await host.battles.apply(host.company.id, battle));
    expect(again).toEqual(first);

    const history = await ok<BattleHistory>(await host.battles.history(host.company.id));
    expect(history.battles).toHaveLength(1);
    expect(history.battles[0]).toMatchObject({
      ratingBefore: kept!.rating,
      opponentRating: theirs!.rating,
    });
    expect(history.battles[0]!.influence.againstTheOdds).toBe(kept!.againstTheOdds);

    for (const player of [host.user, guest.user]) {
      expect((await read(player, match.id)).aftermathApplied).toEqual([true, false]);
    }
    const [logged] = await guestStream.waitFor(1);
    expect(logged).toMatchObject({ seq: 5, kind: 'aftermath', side: 0, userId: host.user.id });

    // The guest reads the host's dice in the log, once.
    const log = await logOf(guest.user, match.id);
    expect(log.map((entry) => entry.action.kind)).toEqual([
      'wound',
      'state',
      'inflicted',
      'end',
      'aftermath',
    ]);
    expect(log[0]).toMatchObject({
      seq: 1,
      side: 0,
      action: { kind: 'wound', warriorId: hama!.id, delta: 2 },
    });
    expect(log[4]).toMatchObject({
      seq: 5,
      side: 0,
      action: {
        kind: 'aftermath',
        battleId: battle.battleId,
        result: 'loss',
        warriors: [
          {
            warriorId: hama!.id,
            name: 'Háma',
            injury: {
              roll: { total: 7, rolledBy: 'app' },
              result: 'fullRecovery',
              influence: null,
            },
          },
          { warriorId: gamling!.id, name: 'Gamling', injury: null, experienceBefore: 0 },
        ],
      },
    });
  });

  it('refuses a second battle for the side, until the first is undone', async () => {
    const { host, guest, match } = await friendlyMatch();
    await act(host.user, match.id, { kind: 'end' });
    const first = aftermathFor(host.warriors, { matchId: match.id });
    await applied(await host.battles.apply(host.company.id, first));
    const other = await host.battles.apply(
      host.company.id,
      aftermathFor(host.warriors, { matchId: match.id }),
    );
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({ message: MATCH_SIDE_TAKEN });

    await ok(await host.battles.undoConfirmed(host.company.id, first.battleId));
    expect((await read(guest.user, match.id)).aftermathApplied).toEqual([false, false]);
    await applied(
      await host.battles.apply(host.company.id, aftermathFor(host.warriors, { matchId: match.id })),
    );
    expect((await read(guest.user, match.id)).aftermathApplied).toEqual([true, false]);
    const kinds = (await logOf(guest.user, match.id)).map((entry) => entry.action.kind);
    expect(kinds).toEqual(['end', 'aftermath', 'aftermath']);
  });

  it('refuses a match the company does not play in, or not joined yet, with nothing written', async () => {
    const { host, match } = await friendlyMatch();
    const outsider = await playerWith('Gríma', ['Wormtongue']);
    const theirs = await outsider.battles.apply(
      outsider.company.id,
      aftermathFor(outsider.warriors, { matchId: match.id }),
    );
    expect(theirs.statusCode, theirs.body).toBe(400);
    expect(theirs.json()).toMatchObject({ fields: { matchId: NOT_IN_MATCH } });

    const waiting = await ok<CreatedFriendlyMatch>(
      await liveApi(t.app, outsider.user).createFriendly(outsider.company.id),
      201,
    );
    const unjoined = await outsider.battles.apply(
      outsider.company.id,
      aftermathFor(outsider.warriors, { matchId: waiting.match.id }),
    );
    expect(unjoined.statusCode, unjoined.body).toBe(400);
    expect(unjoined.json()).toMatchObject({ fields: { matchId: NOT_IN_MATCH } });
    const history = await ok<BattleHistory>(await outsider.battles.history(outsider.company.id));
    expect(history.battles).toEqual([]);

    // Another player's company is not the caller's to apply a battle to.
    const notMine = await outsider.battles.apply(
      host.company.id,
      aftermathFor(host.warriors, { matchId: match.id }),
    );
    expect(notMine.statusCode).toBe(404);
  });

  it('is played without the live battle too: nothing starts it', async () => {
    const { host, guest, match } = await friendlyMatch();
    await applied(
      await host.battles.apply(host.company.id, aftermathFor(host.warriors, { matchId: match.id })),
    );
    const listed = await ok<MatchSummary[]>(await liveApi(t.app, guest.user).matches());
    expect(listed.map((each) => [each.id, each.live])).toEqual([[match.id, false]]);
  });
});

describe('GET /api/match/:matchId/live/log', () => {
  /** A campaign of an owner who plays in none of its matches, two players and their match. */
  async function campaignMatch() {
    const owner = await registerUser(t.app, { name: 'Owner' });
    const a = await playerWith('Éomer', ['Háma']);
    const b = await playerWith('Erkenbrand', ['Grimbold']);
    const { campaign, invite } = await campaignWithInvite(t.app, owner);
    await ok(await campaignApi(t.app, a.user).join(invite.token, [a.company.id]));
    await ok(await campaignApi(t.app, b.user).join(invite.token, [b.company.id]));
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [a.company.id, b.company.id],
      }),
      201,
    );
    return { owner, a, b, match };
  }

  it('shows both players and the campaign’s owner each side’s actions and aftermath', async () => {
    const { owner, a, b, match } = await campaignMatch();
    const grimbold = b.warriors[0]!.id;
    await act(b.user, match.id, { kind: 'fate', warriorId: grimbold, delta: 1 });
    await act(a.user, match.id, { kind: 'phase', turn: 1, phase: 'priority' });
    await act(a.user, match.id, { kind: 'end' });
    await act(b.user, match.id, { kind: 'end' });
    await applied(
      await b.battles.apply(
        b.company.id,
        aftermathFor(b.warriors, { matchId: match.id, result: 'win' }),
      ),
    );
    await act(a.user, match.id, { kind: 'confirm' });
    for (const reader of [a.user, b.user, owner]) {
      const log = await logOf(reader, match.id);
      expect(log.map((entry) => [entry.seq, entry.side, entry.action.kind])).toEqual([
        [1, 1, 'fate'],
        [2, 0, 'phase'],
        [3, 0, 'end'],
        [4, 1, 'end'],
        [5, 1, 'aftermath'],
        [6, 0, 'confirm'],
      ]);
    }
    expect((await logOf(a.user, match.id))[4]?.action).toMatchObject({
      kind: 'aftermath',
      result: 'win',
      warriors: [{ warriorId: grimbold, experienceBefore: 0 }],
    });
    expect((await read(owner, match.id)).aftermathApplied).toEqual([false, true]);
  });

  it('is 404 to anyone else and for an unknown match, and 401 without a token', async () => {
    const { a, match } = await campaignMatch();
    await act(a.user, match.id, { kind: 'end' });
    const outsider = await registerUser(t.app, { name: 'Outsider' });
    expect((await liveApi(t.app, outsider).log(match.id)).statusCode).toBe(404);
    expect((await liveApi(t.app, a.user).log('not-an-id')).statusCode).toBe(404);
    expect(
      (await liveApi(t.app, a.user).log('00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await liveApi(t.app).log(match.id)).statusCode).toBe(401);
  });

  it('is empty before the battle is played', async () => {
    const { a, match } = await campaignMatch();
    expect(await logOf(a.user, match.id)).toEqual([]);
  });
});
