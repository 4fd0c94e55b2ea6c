import { describe, expect, it } from 'vitest';
import type { BattleHistory, CampaignMatch, CampaignView, Company } from '@warband/schemas';
import { aftermathFor, applied, battleApi, plainWarriorPayload } from '../../test/battles';
import { campaignApi, campaignWithInvite, ok, readView } from '../../test/campaigns';
import {
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  NO_LISTS,
} from '../../test/companies';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

const hero = (name: string, extra: Record<string, unknown> = {}) =>
  heroPayload({ ...NO_LISTS, name, experience: 0, ...extra });

async function companyOf(user: TestUser, names: string[]) {
  const company = await createCompany(t.app, user, { name: `${user.name}'s Riders` });
  const warriors = [];
  for (const name of names) warriors.push(await createWarrior(t.app, user, company.id, hero(name)));
  return { company, warriors };
}

/** Two players, each with a company; `before` runs with the companies before any campaign. */
async function twoPlayers(before?: (sides: Awaited<ReturnType<typeof companies>>) => unknown) {
  const sides = await companies();
  await before?.(sides);
  const { campaign, invite } = await campaignWithInvite(t.app, sides.owner);
  await ok(await campaignApi(t.app, sides.owner).join(invite.token, [sides.mine.company.id]));
  await ok(await campaignApi(t.app, sides.member).join(invite.token, [sides.theirs.company.id]));
  return { ...sides, campaign };
}

async function companies() {
  const owner = await registerUser(t.app, { name: 'Owner' });
  const member = await registerUser(t.app, { name: 'Member' });
  // The owner's company is the stronger by two heroes to one.
  const mine = await companyOf(owner, ['Háma', 'Gamling']);
  const theirs = await companyOf(member, ['Erkenbrand']);
  return { owner, member, mine, theirs };
}

async function recordMatch(owner: TestUser, campaignId: string, companyIds: [string, string]) {
  return ok<CampaignMatch>(
    await campaignApi(t.app, owner).recordMatch(campaignId, { companyIds }),
    201,
  );
}

const rowOf = (view: CampaignView, companyId: string) =>
  view.table.find((row) => row.companyId === companyId)!;

describe('GET /api/campaign/:id: the league counts the campaign’s own matches', () => {
  it('leaves out battles fought before it or outside it, and a battle undone', async () => {
    const { owner, member, campaign, mine, theirs } = await twoPlayers(async ({ owner, mine }) => {
      // A battle won long before the campaign, at the cost of a warrior's life.
      const gamling = mine.warriors[1]!;
      await applied(
        await battleApi(t.app, owner).apply(
          mine.company.id,
          aftermathFor(mine.warriors, {
            result: 'win',
            participants: [
              { warriorId: mine.warriors[0]!.id },
              { warriorId: gamling.id, wounded: true },
            ],
            injuries: [{ warriorId: gamling.id, result: 'dead' }],
          }),
        ),
      );
      mine.warriors.pop();
    });
    const table = async () => rowOf(await readView(t.app, owner, campaign.id), mine.company.id);
    expect(await table()).toMatchObject({ battles: 0, won: 0, drawn: 0, lost: 0, fallen: 0 });

    // A friendly battle while in the campaign, for no match of it.
    await applied(
      await battleApi(t.app, owner).apply(
        mine.company.id,
        aftermathFor(mine.warriors, { result: 'loss' }),
      ),
    );
    expect(await table()).toMatchObject({ battles: 0, lost: 0 });

    const match = await recordMatch(owner, campaign.id, [mine.company.id, theirs.company.id]);
    const fought = aftermathFor(mine.warriors, { result: 'draw', matchId: match.id });
    const erkenbrand = theirs.warriors[0]!;
    await applied(await battleApi(t.app, owner).apply(mine.company.id, fought));
    await applied(
      await battleApi(t.app, member).apply(
        theirs.company.id,
        aftermathFor(theirs.warriors, {
          result: 'draw',
          matchId: match.id,
          participants: [{ warriorId: erkenbrand.id, wounded: true }],
          injuries: [{ warriorId: erkenbrand.id, result: 'dead' }],
        }),
      ),
    );
    expect(await table()).toMatchObject({ battles: 1, won: 0, drawn: 1, lost: 0, fallen: 0 });
    expect(rowOf(await readView(t.app, member, campaign.id), theirs.company.id)).toMatchObject({
      battles: 1,
      drawn: 1,
      fallen: 1,
    });

    const undo = await battleApi(t.app, owner).undo(mine.company.id, fought.battleId, {
      discardEdits: true,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await table()).toMatchObject({ battles: 0, drawn: 0 });
  });
});

describe('GET /api/campaign/:id: the feed tells only what stands', () => {
  it('leaves out a battle undone and a recruit whose influence was given back', async () => {
    const { owner, member, campaign, mine, theirs } = await twoPlayers();
    const match = await recordMatch(owner, campaign.id, [mine.company.id, theirs.company.id]);
    const first = aftermathFor(mine.warriors, { result: 'loss', matchId: match.id });
    await applied(await battleApi(t.app, owner).apply(mine.company.id, first));
    const undo = await battleApi(t.app, owner).undo(mine.company.id, first.battleId, {
      discardEdits: true,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    // Fought again: the match is told once, as it stands.
    const again = aftermathFor(mine.warriors, { result: 'win', matchId: match.id });
    await applied(await battleApi(t.app, owner).apply(mine.company.id, again));

    // A recruit paid for and put right at once (the company holds 5; he costs 3).
    const mistaken = await createWarrior(
      t.app,
      member,
      theirs.company.id,
      heroPayload({ name: 'Mistaken', payInfluence: 3 }),
    );
    expect((await companiesApi(t.app, member).deleteWarrior(mistaken.id)).statusCode).toBe(204);

    const feed = (await readView(t.app, member, campaign.id)).feed.entries;
    const battles = feed.filter((entry) => entry.kind === 'battle');
    expect(battles.map((entry) => entry.battle?.battleId)).toEqual([again.battleId]);
    expect(feed.some((entry) => entry.warrior?.name === 'Mistaken')).toBe(false);
    const paged = await ok<CampaignView['feed']>(await campaignApi(t.app, owner).feed(campaign.id));
    expect(paged.entries).toEqual(feed);
  });
});

describe('PUT /api/company/:id/battle with matchId: Against the Odds', () => {
  it('is worked out from the ratings the match kept, though a side recruited since', async () => {
    const { owner, member, campaign, mine, theirs } = await twoPlayers();
    const match = await recordMatch(owner, campaign.id, [mine.company.id, theirs.company.id]);
    const [strong, weak] = match.sides;
    expect(weak.againstTheOdds).toBeGreaterThan(1);
    // The weaker side recruits before the battle: today's ratings would give less help.
    const recruit = await createWarrior(
      t.app,
      member,
      theirs.company.id,
      plainWarriorPayload({ name: 'Late recruit' }),
    );
    const before = await ok<Company[]>(await companiesApi(t.app, member).list());
    const held = before.find((company) => company.id === theirs.company.id)!.influence;
    const battle = aftermathFor([...theirs.warriors, recruit], {
      result: 'loss',
      matchId: match.id,
      opponentRating: strong.rating,
    });
    const after = await applied(await battleApi(t.app, member).apply(theirs.company.id, battle));
    const history = await ok<BattleHistory>(
      await battleApi(t.app, member).history(theirs.company.id),
    );
    expect(history.battles[0]!.influence.againstTheOdds).toBe(weak.againstTheOdds);
    expect(history.battles[0]).toMatchObject({
      ratingBefore: weak.rating,
      opponentRating: strong.rating,
    });
    expect(after.influence).toBe(held + 2 + weak.againstTheOdds);
  });
});
