import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CampaignMatch, CampaignView, Company, CreatedInvite } from '@warband/schemas';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { campaignApi, campaignWithInvite, ok } from '../../test/campaigns';
import {
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  NO_LISTS,
  toPayload,
} from '../../test/companies';
import { useCountedServer } from '../../test/counted-queries';
import { registerUser, type TestUser, useSecondServer, useTestApp } from '../../test/helpers';

// GET /campaign/{id} keeps its answer per campaign and role (campaign-answer.ts). These tests
// read on one app and write on a second server sharing the database, as two server processes
// would: the reader must never answer what it kept once anything the page shows has changed.
const t = useTestApp();
const writer = useSecondServer(t);
const counted = useCountedServer(t);

async function companyOf(user: TestUser, warriors: number) {
  const company = await createCompany(t.app, user, { name: `${user.name}'s Riders` });
  const made = [];
  for (let i = 0; i < warriors; i++) {
    made.push(
      await createWarrior(t.app, user, company.id, heroPayload({ ...NO_LISTS, name: `W${i}` })),
    );
  }
  return { company, warriors: made };
}

/** An owner and a member, each with a company taking part; both have read the page once. */
async function setUp() {
  const owner = await registerUser(t.app, { name: 'Owner' });
  const member = await registerUser(t.app, { name: 'Member' });
  const { campaign, invite } = await campaignWithInvite(t.app, owner);
  const mine = await companyOf(owner, 2);
  const theirs = await companyOf(member, 1);
  await ok(await campaignApi(t.app, owner).join(invite.token, [mine.company.id]));
  await ok(await campaignApi(t.app, member).join(invite.token, [theirs.company.id]));
  const read = async (user: TestUser) =>
    ok<CampaignView>(await campaignApi(t.app, user).read(campaign.id));
  await read(owner);
  await read(member);
  return { owner, member, campaign, invite, mine, theirs, read };
}

/** The page as a player sees it on the reading app, read twice: the second is the kept one. */
async function twice(read: (user: TestUser) => Promise<CampaignView>, user: TestUser) {
  const first = await read(user);
  expect(await read(user)).toEqual(first);
  return first;
}

const rowOf = (view: CampaignView, companyId: string) =>
  view.table.find((row) => row.companyId === companyId);

describe('GET /api/campaign/:id, kept between requests', () => {
  it('sends the kept page while nothing changed: the session and one statement', async () => {
    const { member, campaign } = await setUp();
    const read = () =>
      counted.app.inject({ url: `/api/campaign/${campaign.id}`, headers: member.headers });
    const first = await read();
    expect(first.statusCode).toBe(200);
    const statements = await counted.statementsOf(async () => {
      expect((await read()).body).toBe(first.body);
    });
    expect(statements).toHaveLength(2);
  });

  it('shows a member company’s warrior edited, added and deleted through another server', async () => {
    const { owner, member, mine, read } = await setUp();
    const before = rowOf(await read(member), mine.company.id)!;
    const [hero] = mine.warriors;
    const write = companiesApi(writer.app, owner);
    const edited = await write.updateWarrior(
      hero!.id,
      toPayload(hero!, { modifyStats: { fight: 1, attacks: 1 } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const listed = (await companiesApi(t.app, owner).list()).json<Company[]>();
    const rating = listed.find((company) => company.id === mine.company.id)!.currentRating;
    expect(rating).not.toBe(before.currentRating);
    expect(rowOf(await twice(read, member), mine.company.id)!.currentRating).toBe(rating);

    const added = await createWarrior(writer.app, owner, mine.company.id, heroPayload(NO_LISTS));
    const withAdded = rowOf(await twice(read, member), mine.company.id)!.currentRating;
    expect(withAdded).toBeGreaterThan(rating);
    expect((await write.deleteWarrior(added.id)).statusCode).toBe(204);
    expect(rowOf(await twice(read, member), mine.company.id)!.currentRating).toBe(rating);
  });

  it('shows an aftermath applied, undone and a match’s result through another server', async () => {
    const { owner, member, campaign, mine, theirs, read } = await setUp();
    const match = await ok<CampaignMatch>(
      await campaignApi(writer.app, member).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    expect((await twice(read, member)).matches.map((m) => m.id)).toEqual([match.id]);

    const battle = aftermathFor(mine.warriors, { result: 'win', matchId: match.id });
    await applied(await battleApi(writer.app, owner).apply(mine.company.id, battle));
    const after = await twice(read, member);
    expect(rowOf(after, mine.company.id)).toMatchObject({ battles: 1, won: 1 });
    expect(after.matches[0]!.sides[0]!.result).toBe('win');
    expect(after.feed.entries.map((entry) => entry.kind)).toContain('battle');

    const undo = await battleApi(writer.app, owner).undo(mine.company.id, battle.battleId);
    expect(undo.statusCode, undo.body).toBe(200);
    const undone = await twice(read, member);
    expect(rowOf(undone, mine.company.id)).toMatchObject({ battles: 0, won: 0 });
    expect(undone.matches[0]!.sides[0]!.result).toBeNull();

    // A battle of no match changes only the company, its log and its records: the league
    // shows its influence, not the battle, which is no match of the campaign.
    const own = aftermathFor(theirs.warriors, { result: 'loss' });
    const fought = await applied(await battleApi(writer.app, member).apply(theirs.company.id, own));
    const played = await twice(read, member);
    expect(rowOf(played, theirs.company.id)).toMatchObject({
      battles: 0,
      influence: fought.influence,
    });
    expect(played.feed.entries[0]).toMatchObject({ kind: 'battle', companyId: theirs.company.id });

    const removed = await campaignApi(writer.app, owner).removeMatch(campaign.id, match.id);
    expect(removed.statusCode).toBe(204);
    expect((await twice(read, member)).matches).toEqual([]);
  });

  it('shows members joining, leaving and changing role, and players renamed', async () => {
    const { owner, member, campaign, invite, theirs, read } = await setUp();
    const third = await registerUser(t.app, { name: 'Third' });
    const company = await companyOf(third, 1);
    await ok(await campaignApi(writer.app, third).join(invite.token, [company.company.id]));
    let view = await twice(read, member);
    expect(view.members.map((m) => m.name)).toEqual(['Owner', 'Member', 'Third']);
    expect(rowOf(view, company.company.id)).toBeDefined();

    const left = await campaignApi(writer.app, member).leave(campaign.id, theirs.company.id);
    expect(left.statusCode, left.body).toBe(204);
    expect(rowOf(await twice(read, member), theirs.company.id)).toBeUndefined();

    const promoted = await campaignApi(writer.app, owner).setRole(campaign.id, third.id, 'arbiter');
    expect(promoted.statusCode, promoted.body).toBe(204);
    view = await twice(read, member);
    expect(view.members.find((m) => m.userId === third.id)!.role).toBe('arbiter');
    expect((await twice(read, third)).campaign.role).toBe('arbiter');

    const renamed = await writer.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: third.headers,
      payload: { name: 'Gamling', email: third.email },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    view = await twice(read, member);
    expect(view.members.map((m) => m.name)).toContain('Gamling');
    expect(rowOf(view, company.company.id)!.ownerName).toBe('Gamling');

    const removed = await campaignApi(writer.app, owner).removeMember(campaign.id, third.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await twice(read, member)).members.map((m) => m.name)).toEqual(['Owner', 'Member']);
    expect((await campaignApi(t.app, third).read(campaign.id)).statusCode).toBe(404);
  });

  it('shows the campaign renamed and invites made and withdrawn, invites to its owner only', async () => {
    const { owner, member, campaign, read } = await setUp();
    const renamed = await campaignApi(writer.app, owner).update(campaign.id, {
      name: 'The Long War',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await twice(read, member)).campaign.name).toBe('The Long War');

    const before = (await twice(read, owner)).invites;
    const invite = await ok<CreatedInvite>(
      await campaignApi(writer.app, owner).invite(campaign.id),
      201,
    );
    const withNew = await twice(read, owner);
    expect(withNew.invites.map((i) => i.id)).toEqual([invite.id, ...before.map((i) => i.id)]);
    expect(withNew.campaign.role).toBe('owner');
    // The member's page is kept apart: their role, and no invites.
    const theirs = await twice(read, member);
    expect(theirs.campaign.role).toBe('player');
    expect(theirs.invites).toEqual([]);

    const revoked = await campaignApi(writer.app, owner).revoke(campaign.id, invite.id);
    expect(revoked.statusCode).toBe(204);
    expect((await twice(read, owner)).invites[0]).toMatchObject({ id: invite.id, revoked: true });
  });

  it('is never answered to an outsider, whatever is kept', async () => {
    const { campaign, read, member } = await setUp();
    await read(member);
    const outsider = await registerUser(t.app, { name: 'Outsider' });
    expect((await campaignApi(t.app, outsider).read(campaign.id)).statusCode).toBe(404);
    expect((await campaignApi(t.app, outsider).read('not-an-id')).statusCode).toBe(404);
  });

  it('shows a company changed by plain SQL, as any code path would write it', async () => {
    const { member, theirs, read } = await setUp();
    await t.db.execute(
      sql`update companies set name = 'Renamed by hand' where id = ${theirs.company.id}`,
    );
    expect(rowOf(await twice(read, member), theirs.company.id)!.name).toBe('Renamed by hand');
  });
});
