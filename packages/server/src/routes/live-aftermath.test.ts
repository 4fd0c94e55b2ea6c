import { describe, expect, it } from 'vitest';
import {
  MATCH_SIDE_TAKEN,
  NOT_IN_MATCH,
  type BattleHistory,
  type CreatedFriendlyMatch,
  type LiveBattleState,
  type MatchSummary,
} from '@warband/schemas';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { ok } from '../../test/campaigns';
import { createCompany, createWarrior, heroPayload, NO_LISTS } from '../../test/companies';
import { registerUser, useTestApp, type TestUser } from '../../test/helpers';
import { liveApi } from '../../test/live';

// A side's War's Aftermath after a live battle: applied to the company from where the battle
// ended, at the match's kept ratings, as its match's side (docs/adr/new-live-battle-record.md).

const t = useTestApp({ LOG_LEVEL: 'error' });

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
    await act(host.user, match.id, { kind: 'end' });
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
