import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { againstTheOdds, companyPoints } from '@warband/rules';
import {
  COMPANY_ALREADY_IN_CAMPAIGN,
  INVITE_NOT_VALID,
  MATCH_SIDE_TAKEN,
  NOT_IN_MATCH,
  NOT_TAKING_PART,
  WRONG_RULESET_COMPANY,
  type Campaign,
  type CampaignListEntry,
  type CampaignMatch,
  type CampaignView,
  type Company,
  type CreatedInvite,
  type SharedCompany,
} from '@warband/schemas';
import { apiRoutes } from '../../test/api-routes';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { campaignApi, campaignWithInvite, ok, readView } from '../../test/campaigns';
import {
  companiesApi,
  COMPANY,
  createCompany,
  createWarrior,
  heroPayload,
  NO_LISTS,
} from '../../test/companies';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { snapshotTables } from '../../test/table-snapshot';
import { COMPANY_RETIRED_JOIN, NOT_YOUR_COMPANY } from '../services/campaign/bring-companies';
import { hashToken } from '../services/tokens';

const t = useTestApp();

/** A Hero whose Intelligence modifier is paid for under the 2024 ruleset only. */
const clever = (intelligence: number, extra: Record<string, unknown> = {}) =>
  heroPayload({
    ...NO_LISTS,
    name: `Clever ${intelligence}`,
    modifyStats: { intelligence },
    ...extra,
  });

async function player(name: string, newRuleset = false) {
  const user = await registerUser(t.app, { name });
  if (newRuleset) {
    const set = await companiesApi(t.app, user).setRuleset(true);
    expect(set.statusCode, set.body).toBe(200);
  }
  return user;
}

async function companyOf(user: TestUser, warriors: Record<string, unknown>[], name = user.name) {
  const company = await createCompany(t.app, user, { name: `${name}'s Riders` });
  const made = [];
  for (const warrior of warriors) made.push(await createWarrior(t.app, user, company.id, warrior));
  return { company, warriors: made };
}

async function currentCompany(user: TestUser, id: string): Promise<Company> {
  const list = await ok<Company[]>(await companiesApi(t.app, user).list());
  return list.find((company) => company.id === id)!;
}

/**
 * Three players: the owner, a member who joined with a company, and an outsider with a company
 * of their own. The owner's company of two warriors and the member's of one take part.
 */
async function threePlayers(newRuleset = false) {
  const owner = await player('Owner', newRuleset);
  const member = await player('Member', newRuleset);
  const outsider = await player('Outsider', newRuleset);
  const { campaign, invite } = await campaignWithInvite(t.app, owner, { newRuleset });
  const mine = await companyOf(owner, [clever(4), clever(0, { name: 'Háma' })]);
  const theirs = await companyOf(member, [clever(1)]);
  const outside = await companyOf(outsider, [clever(2)]);
  await ok(await campaignApi(t.app, owner).join(invite.token, [mine.company.id]));
  await ok(await campaignApi(t.app, member).join(invite.token, [theirs.company.id]));
  return { owner, member, outsider, campaign, invite, mine, theirs, outside };
}

describe('POST /api/campaign/create, GET /api/campaigns, PUT and DELETE /api/campaign/:id', () => {
  it('makes a campaign its owner lists, renames and deletes; members may not', async () => {
    const { owner, member, campaign } = await threePlayers();
    expect(campaign).toMatchObject({ name: 'War of the Ring', role: 'owner', ownerName: 'Owner' });
    const listed = await ok<CampaignListEntry[]>(await campaignApi(t.app, member).list());
    expect(listed).toEqual([
      expect.objectContaining({ id: campaign.id, role: 'player', members: 2, companies: 2 }),
    ]);
    const refused = await campaignApi(t.app, member).update(campaign.id, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect((await campaignApi(t.app, member).remove(campaign.id)).statusCode).toBe(403);
    const renamed = await ok<Campaign>(
      await campaignApi(t.app, owner).update(campaign.id, { name: 'The Long War' }),
    );
    expect(renamed.name).toBe('The Long War');
    const blank = await campaignApi(t.app, owner).update(campaign.id, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty('name');
    expect((await campaignApi(t.app, owner).remove(campaign.id)).statusCode).toBe(204);
    expect((await campaignApi(t.app, member).read(campaign.id)).statusCode).toBe(404);
    expect(await ok<unknown[]>(await campaignApi(t.app, member).list())).toEqual([]);
  });

  it('keeps every company and its history when the campaign is deleted', async () => {
    const { owner, campaign, mine } = await threePlayers();
    const battle = aftermathFor(mine.warriors, { result: 'win' });
    await applied(await battleApi(t.app, owner).apply(mine.company.id, battle));
    const before = await ok(await battleApi(t.app, owner).history(mine.company.id));
    await campaignApi(t.app, owner).remove(campaign.id);
    expect(await ok(await battleApi(t.app, owner).history(mine.company.id))).toEqual(before);
  });

  it('answers 401 without a login', async () => {
    expect((await campaignApi(t.app).list()).statusCode).toBe(401);
  });
});

describe('invites: POST /api/campaign/:id/invites, GET /api/campaign/invite/:token, POST /api/campaign/join', () => {
  it('keeps only the hash of the token, previews the campaign and joins with it', async () => {
    const owner = await player('Owner');
    const joiner = await player('Joiner');
    const { campaign, invite } = await campaignWithInvite(t.app, owner);
    const stored = await t.db.execute(sql`select token_hash from campaign_invites`);
    expect((stored as unknown as { rows: { token_hash: string }[] }).rows).toEqual([
      { token_hash: hashToken(invite.token) },
    ]);
    const view = await readView(t.app, owner, campaign.id);
    expect(JSON.stringify(view)).not.toContain(invite.token);
    expect(view.invites).toEqual([expect.objectContaining({ id: invite.id, uses: 0 })]);
    expect(await ok(await campaignApi(t.app, joiner).preview(invite.token))).toEqual({
      campaignId: campaign.id,
      name: 'War of the Ring',
      description: '',
      newRuleset: false,
      ownerName: 'Owner',
      member: false,
      takingPart: [],
    });
    const { company } = await companyOf(joiner, []);
    const joined = await ok<Campaign>(
      await campaignApi(t.app, joiner).join(invite.token, [company.id]),
    );
    expect(joined).toMatchObject({ id: campaign.id, role: 'player' });
    // Opening the link again, a member learns which of their companies take part already.
    expect(await ok(await campaignApi(t.app, joiner).preview(invite.token))).toMatchObject({
      member: true,
      takingPart: [company.id],
    });
    expect(await ok(await campaignApi(t.app, owner).preview(invite.token))).toMatchObject({
      member: true,
      takingPart: [],
    });
    const after = await readView(t.app, joiner, campaign.id);
    expect(after.members.map((m) => [m.name, m.role])).toEqual([
      ['Owner', 'owner'],
      ['Joiner', 'player'],
    ]);
    expect(after.table.map((row) => row.companyId)).toEqual([company.id]);
    expect(after.invites).toEqual([]);
  });

  it('refuses an invite past its expiry, past its uses, or withdrawn', async () => {
    const owner = await player('Owner');
    const { campaign } = await campaignWithInvite(t.app, owner);
    const api = campaignApi(t.app, owner);
    const once = await ok<CreatedInvite>(await api.invite(campaign.id, { maxUses: 1 }), 201);
    const expired = await ok<CreatedInvite>(await api.invite(campaign.id), 201);
    const revoked = await ok<CreatedInvite>(await api.invite(campaign.id), 201);
    await t.db.execute(
      sql`update campaign_invites set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    );
    expect((await api.revoke(campaign.id, revoked.id)).statusCode).toBe(204);

    const first = await player('First');
    const second = await player('Second');
    const firstCompany = (await companyOf(first, [])).company;
    const secondCompany = (await companyOf(second, [])).company;
    await ok(await campaignApi(t.app, first).join(once.token, [firstCompany.id]));
    for (const token of [once.token, expired.token, revoked.token, 'no-such-token']) {
      const preview = await campaignApi(t.app, second).preview(token);
      expect(preview.statusCode, token).toBe(404);
      const join = await campaignApi(t.app, second).join(token, [secondCompany.id]);
      expect(join.statusCode, token).toBe(404);
      expect(join.json().message).toBe(INVITE_NOT_VALID);
    }
    expect((await campaignApi(t.app, second).read(campaign.id)).statusCode).toBe(404);
    const view = await readView(t.app, owner, campaign.id);
    expect(view.invites.find((invite) => invite.id === once.id)).toMatchObject({ uses: 1 });
    expect(view.invites.find((invite) => invite.id === revoked.id)).toMatchObject({
      revoked: true,
    });
  });

  it("refuses a company of the wrong ruleset, or another player's, and counts no use", async () => {
    const owner = await player('Owner');
    const joiner = await player('Joiner', true);
    const { campaign, invite } = await campaignWithInvite(t.app, owner, { newRuleset: false });
    const { company } = await companyOf(joiner, []);
    expect(company.newRuleset).toBe(true);
    const ownerCompany = (await companyOf(owner, [])).company;
    const refused = await campaignApi(t.app, joiner).join(invite.token, [
      company.id,
      ownerCompany.id,
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'companyIds.0': WRONG_RULESET_COMPANY,
      'companyIds.1': expect.any(String),
    });
    expect((await campaignApi(t.app, joiner).read(campaign.id)).statusCode).toBe(404);
    expect((await readView(t.app, owner, campaign.id)).invites[0]!.uses).toBe(0);
    // Its owner turns it to the older ruleset: then it may join.
    const older = await companiesApi(t.app, joiner).updateCompany(company.id, {
      ...COMPANY,
      name: company.name,
      newRuleset: false,
      revision: company.revision,
    });
    expect(older.statusCode, older.body).toBe(200);
    await ok(await campaignApi(t.app, joiner).join(invite.token, [company.id]));
    // And, taking part, keeps the campaign's ruleset.
    const now = await currentCompany(joiner, company.id);
    const back = await companiesApi(t.app, joiner).updateCompany(company.id, {
      ...COMPANY,
      name: company.name,
      newRuleset: true,
      revision: now.revision,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().fields).toHaveProperty('newRuleset');
  });

  it("gives an invite's last use to one of three players joining at once", async () => {
    const owner = await player('Owner');
    const { campaign } = await campaignWithInvite(t.app, owner);
    const last = await ok<CreatedInvite>(
      await campaignApi(t.app, owner).invite(campaign.id, { maxUses: 1 }),
      201,
    );
    const joiners = await Promise.all([player('A'), player('B'), player('C')]);
    const companies = await Promise.all(joiners.map((joiner) => companyOf(joiner, [])));
    const answers = await Promise.all(
      joiners.map((joiner, i) =>
        campaignApi(t.app, joiner).join(last.token, [companies[i]!.company.id]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    const view = await readView(t.app, owner, campaign.id);
    expect(view.table).toHaveLength(1);
    expect(view.invites.find((invite) => invite.id === last.id)!.uses).toBe(1);
  });

  it('spends no use when a member joins again with companies already taking part', async () => {
    const owner = await player('Owner');
    const { campaign } = await campaignWithInvite(t.app, owner);
    const twice = await ok<CreatedInvite>(
      await campaignApi(t.app, owner).invite(campaign.id, { maxUses: 2 }),
      201,
    );
    const usesOf = async () =>
      (await readView(t.app, owner, campaign.id)).invites.find((one) => one.id === twice.id)!.uses;
    const joiner = await player('Joiner');
    const { company } = await companyOf(joiner, []);
    await ok(await campaignApi(t.app, joiner).join(twice.token, [company.id]));
    expect(await usesOf()).toBe(1);
    const before = await snapshotTables(t.db);
    const again = await ok<Campaign>(
      await campaignApi(t.app, joiner).join(twice.token, [company.id]),
    );
    expect(again).toMatchObject({ id: campaign.id, role: 'player' });
    expect(await snapshotTables(t.db)).toEqual(before);
    // The use it did not spend is still there for another player.
    const next = await player('Next');
    await ok(
      await campaignApi(t.app, next).join(twice.token, [(await companyOf(next, [])).company.id]),
    );
    expect(await usesOf()).toBe(2);
  });

  it('lets only the owner invite or withdraw invites', async () => {
    const { member, campaign, invite } = await threePlayers();
    expect((await campaignApi(t.app, member).invite(campaign.id)).statusCode).toBe(403);
    expect((await campaignApi(t.app, member).revoke(campaign.id, invite.id)).statusCode).toBe(403);
  });
});

describe('POST /api/campaign/:id/companies', () => {
  it('lets the owner and a member bring more of their own companies without spending a use', async () => {
    const { owner, member, campaign, invite, mine, theirs } = await threePlayers();
    const usesBefore = (await readView(t.app, owner, campaign.id)).invites[0]!.uses;
    const second = (await companyOf(owner, [], 'Second')).company;
    const added = await ok<Campaign>(
      await campaignApi(t.app, owner).addCompanies(campaign.id, [second.id]),
    );
    expect(added).toMatchObject({ id: campaign.id, role: 'owner' });
    const another = (await companyOf(member, [], 'Another')).company;
    const third = (await companyOf(member, [], 'Third')).company;
    const byMember = await ok<Campaign>(
      await campaignApi(t.app, member).addCompanies(campaign.id, [third.id, another.id]),
    );
    expect(byMember).toMatchObject({ id: campaign.id, role: 'player' });
    const view = await readView(t.app, owner, campaign.id);
    expect(view.table.map((row) => row.companyId).sort()).toEqual(
      [mine.company.id, second.id, theirs.company.id, another.id, third.id].sort(),
    );
    expect(view.table.find((row) => row.companyId === third.id)).toMatchObject({
      ownerId: member.id,
    });
    expect(view.invites.find((row) => row.id === invite.id)!.uses).toBe(usesBefore);
  });

  it("refuses another's company, the wrong ruleset, a retired one or one already in, writing nothing", async () => {
    const { owner, member, outsider, campaign, mine, theirs, outside } = await threePlayers();
    const newer = await player('Newer', true);
    expect((await companiesApi(t.app, owner).setRuleset(true)).statusCode).toBe(200);
    const wrongRuleset = (await companyOf(owner, [], 'Newer')).company;
    expect(wrongRuleset.newRuleset).toBe(true);
    expect((await companiesApi(t.app, owner).setRuleset(false)).statusCode).toBe(200);
    const retired = (await companyOf(owner, [], 'Retired')).company;
    await ok(await companiesApi(t.app, owner).retire(retired.id, true));
    const fine = (await companyOf(owner, [], 'Fine')).company;
    const newerOnes = (await companyOf(newer, [])).company;
    const before = await snapshotTables(t.db);
    const refused = await campaignApi(t.app, owner).addCompanies(campaign.id, [
      fine.id,
      theirs.company.id,
      wrongRuleset.id,
      retired.id,
      mine.company.id,
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({
      'companyIds.1': NOT_YOUR_COMPANY,
      'companyIds.2': WRONG_RULESET_COMPANY,
      'companyIds.3': COMPANY_RETIRED_JOIN,
      'companyIds.4': COMPANY_ALREADY_IN_CAMPAIGN,
    });
    const empty = await campaignApi(t.app, member).addCompanies(campaign.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('companyIds');
    // Not a member: the campaign is not there, whatever the company.
    const outsiders = await campaignApi(t.app, outsider).addCompanies(campaign.id, [
      outside.company.id,
    ]);
    expect(outsiders.statusCode).toBe(404);
    const notFound = await campaignApi(t.app, newer).addCompanies(randomUUID(), [newerOnes.id]);
    expect(notFound.statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('brings a company in once when it is added twice at once', async () => {
    const { member, campaign } = await threePlayers();
    const another = (await companyOf(member, [], 'Another')).company;
    const answers = await Promise.all([
      campaignApi(t.app, member).addCompanies(campaign.id, [another.id]),
      campaignApi(t.app, member).addCompanies(campaign.id, [another.id]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json().fields).toEqual({ 'companyIds.0': COMPANY_ALREADY_IN_CAMPAIGN });
    const view = await readView(t.app, member, campaign.id);
    expect(view.table.filter((row) => row.companyId === another.id)).toHaveLength(1);
  });
});

describe('privacy and rights', () => {
  it('answers the outsider 404 on every campaign route, and changes nothing', async () => {
    const { owner, outsider, campaign, invite, mine, theirs, outside } = await threePlayers();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    const ids: Record<string, string> = {
      id: campaign.id,
      inviteId: invite.id,
      matchId: match.id,
      userId: owner.id,
      companyId: mine.company.id,
    };
    const bodies: Record<string, object> = {
      'PUT /api/campaign/{id}': { name: 'Taken' },
      'POST /api/campaign/{id}/invites': {},
      'POST /api/campaign/{id}/leave': { companyId: outside.company.id },
      'POST /api/campaign/{id}/companies': { companyIds: [outside.company.id] },
      'PUT /api/campaign/{id}/members/{userId}': { role: 'arbiter' },
      'POST /api/campaign/{id}/matches': { companyIds: [mine.company.id, outside.company.id] },
    };
    const routes = apiRoutes(t.app).filter((route) => route.path.startsWith('/api/campaign/{id}'));
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const before = await snapshotTables(t.db);
    const leaks: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: outsider.headers,
        ...(route.body ? { payload: bodies[route.name] ?? {} } : {}),
      });
      if (response.statusCode !== 404) leaks.push(`${route.name}: ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
    const listed = await ok<unknown[]>(await campaignApi(t.app, outsider).list());
    expect(listed).toEqual([]);
  });

  it("does not let a member apply, edit or withdraw another's company", async () => {
    const { owner, member, campaign, mine } = await threePlayers();
    const before = await snapshotTables(t.db);
    const asMember = companiesApi(t.app, member);
    const battle = aftermathFor(mine.warriors, { result: 'win' });
    expect((await battleApi(t.app, member).apply(mine.company.id, battle)).statusCode).toBe(404);
    const edit = await asMember.updateCompany(mine.company.id, {
      ...COMPANY,
      revision: mine.company.revision,
    });
    expect(edit.statusCode).toBe(404);
    expect((await asMember.deleteCompany(mine.company.id)).statusCode).toBe(404);
    expect(
      (await asMember.updateWarrior(mine.warriors[0]!.id, { ...mine.warriors[0], name: 'Taken' }))
        .statusCode,
    ).toBe(404);
    expect((await campaignApi(t.app, member).leave(campaign.id, mine.company.id)).statusCode).toBe(
      404,
    );
    expect((await campaignApi(t.app, member).removeMember(campaign.id, owner.id)).statusCode).toBe(
      403,
    );
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("shows a member a company taking part exactly as its shared view does, and no one else's", async () => {
    const { owner, member, campaign, mine, outside } = await threePlayers();
    await companiesApi(t.app, owner).updateWarrior(mine.warriors[1]!.id, {
      ...mine.warriors[1],
      status: 'dead',
    });
    const seen = await ok<SharedCompany>(
      await campaignApi(t.app, member).company(campaign.id, mine.company.id),
    );
    const shared = await ok<SharedCompany>(
      await t.app.inject({
        method: 'GET',
        url: `/api/company/shared/${owner.id}/${mine.company.id}`,
        headers: owner.headers,
      }),
    );
    expect(seen).toEqual(shared);
    expect(Object.keys(seen.warriors)).toEqual([mine.warriors[0]!.id]);
    expect(seen.campaign.fallen).toBe(1);
    const notTaking = await campaignApi(t.app, member).company(campaign.id, outside.company.id);
    expect(notTaking.statusCode).toBe(404);
  });

  it('lets the owner make an arbiter, who removes matches and members; players cannot', async () => {
    const { owner, member, outsider, campaign, mine, theirs } = await threePlayers();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, member).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    expect((await campaignApi(t.app, member).removeMatch(campaign.id, match.id)).statusCode).toBe(
      403,
    );
    expect(
      (await campaignApi(t.app, member).setRole(campaign.id, member.id, 'arbiter')).statusCode,
    ).toBe(403);
    expect(
      (await campaignApi(t.app, owner).setRole(campaign.id, member.id, 'arbiter')).statusCode,
    ).toBe(204);
    expect((await campaignApi(t.app, member).removeMatch(campaign.id, match.id)).statusCode).toBe(
      204,
    );
    // A third member, removed by the arbiter with their company; the owner stays.
    const third = await player('Third');
    const { company } = await companyOf(third, []);
    const invite = await ok<CreatedInvite>(
      await campaignApi(t.app, owner).invite(campaign.id),
      201,
    );
    await ok(await campaignApi(t.app, third).join(invite.token, [company.id]));
    expect((await campaignApi(t.app, member).removeMember(campaign.id, owner.id)).statusCode).toBe(
      409,
    );
    expect((await campaignApi(t.app, member).removeMember(campaign.id, third.id)).statusCode).toBe(
      204,
    );
    const view = await readView(t.app, owner, campaign.id);
    expect(view.members.map((m) => m.name)).toEqual(['Owner', 'Member']);
    expect(view.table.map((row) => row.companyId).sort()).toEqual(
      [mine.company.id, theirs.company.id].sort(),
    );
    expect(view.matches).toEqual([]);
    expect(
      (await campaignApi(t.app, outsider).removeMember(campaign.id, member.id)).statusCode,
    ).toBe(404);
  });

  it('withdraws a company on leave, keeping its history and its matches', async () => {
    const { member, campaign, mine, theirs } = await threePlayers();
    await ok(
      await campaignApi(t.app, member).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    const battle = aftermathFor(theirs.warriors, { result: 'win' });
    await applied(await battleApi(t.app, member).apply(theirs.company.id, battle));
    const history = await ok(await battleApi(t.app, member).history(theirs.company.id));
    expect(
      (await campaignApi(t.app, member).leave(campaign.id, theirs.company.id)).statusCode,
    ).toBe(204);
    const view = await readView(t.app, member, campaign.id);
    expect(view.table.map((row) => row.companyId)).toEqual([mine.company.id]);
    expect(view.matches).toHaveLength(1);
    expect(await ok(await battleApi(t.app, member).history(theirs.company.id))).toEqual(history);
    expect(
      (await campaignApi(t.app, member).leave(campaign.id, theirs.company.id)).statusCode,
    ).toBe(404);
  });
});

describe('matches: POST /api/campaign/:id/matches and the aftermath with matchId', () => {
  it.each([false, true])(
    "keeps both sides' current ratings and the rules' Against the Odds (2024 ruleset: %s)",
    async (newRuleset) => {
      const { owner, member, campaign, mine, theirs } = await threePlayers(newRuleset);
      const [a, b] = [
        await currentCompany(owner, mine.company.id),
        await currentCompany(member, theirs.company.id),
      ];
      expect(a.newRuleset).toBe(newRuleset);
      // The Intelligence modifiers count in the 2024 ruleset only: the ratings must be the
      // company's own, not worked out in some other ruleset.
      const warriorsOf = (company: Company) => Object.values(company.warriors);
      expect(a.currentRating).toBe(companyPoints(warriorsOf(a), newRuleset));
      if (newRuleset) {
        expect(a.currentRating).not.toBe(companyPoints(warriorsOf(a), false));
      }
      const match = await ok<CampaignMatch>(
        await campaignApi(t.app, member).recordMatch(campaign.id, {
          companyIds: [theirs.company.id, mine.company.id],
          scenario: 'Hold the Ford',
          playedOn: '2026-11-20',
        }),
        201,
      );
      const odds = againstTheOdds(b.currentRating, a.currentRating);
      expect(odds.bonus).toBeGreaterThan(0);
      expect(match).toMatchObject({
        scenario: 'Hold the Ford',
        playedOn: '2026-11-20',
        recordedBy: 'Member',
        status: 'pending',
        disagreement: false,
      });
      expect(match.sides).toEqual([
        expect.objectContaining({
          companyId: theirs.company.id,
          rating: b.currentRating,
          againstTheOdds: odds.side === 'company' ? odds.bonus : 0,
          result: null,
        }),
        expect.objectContaining({
          companyId: mine.company.id,
          rating: a.currentRating,
          againstTheOdds: odds.side === 'opponent' ? odds.bonus : 0,
          result: null,
        }),
      ]);
    },
  );

  it('refuses a company not taking part, or the same one twice', async () => {
    const { member, campaign, theirs, outside } = await threePlayers();
    const api = campaignApi(t.app, member);
    const outsider = await api.recordMatch(campaign.id, {
      companyIds: [theirs.company.id, outside.company.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toHaveProperty(['companyIds.1']);
    const twice = await api.recordMatch(campaign.id, {
      companyIds: [theirs.company.id, theirs.company.id],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('shows both results once both aftermaths are applied, and the table is right', async () => {
    const { owner, member, campaign, mine, theirs } = await threePlayers();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    const [mineSide, theirSide] = match.sides;
    const ownerBattle = aftermathFor(mine.warriors, {
      result: 'win',
      matchId: match.id,
      opponentRating: theirSide.rating,
    });
    const memberBattle = aftermathFor(theirs.warriors, {
      result: 'loss',
      matchId: match.id,
      opponentRating: mineSide.rating,
    });
    // Only a company of that match may name it.
    const wrong = await battleApi(t.app, owner).apply(
      (await companyOf(owner, [])).company.id,
      aftermathFor([], { result: 'win', matchId: match.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ matchId: NOT_IN_MATCH });

    const ownersCompany = await applied(
      await battleApi(t.app, owner).apply(mine.company.id, ownerBattle),
    );
    const halfway = await readView(t.app, member, campaign.id);
    expect(halfway.matches[0]).toMatchObject({ status: 'pending' });
    expect(halfway.matches[0]!.sides[0]).toMatchObject({
      battleId: ownerBattle.battleId,
      result: 'win',
    });
    const membersCompany = await applied(
      await battleApi(t.app, member).apply(theirs.company.id, memberBattle),
    );
    const before = await snapshotTables(t.db);
    // Sent again, the same battle answers as it did and changes nothing.
    const again = await applied(
      await battleApi(t.app, member).apply(theirs.company.id, memberBattle),
    );
    expect(again).toEqual(membersCompany);
    expect(await snapshotTables(t.db)).toEqual(before);

    const view = await readView(t.app, owner, campaign.id);
    expect(view.matches[0]).toMatchObject({ status: 'played', disagreement: false });
    expect(view.matches[0]!.sides.map((side) => side.result)).toEqual(['win', 'loss']);
    const row = (id: string) => view.table.find((entry) => entry.companyId === id)!;
    expect(row(mine.company.id)).toMatchObject({
      battles: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      currentRating: ownersCompany.currentRating,
      influence: ownersCompany.influence,
      ownerName: 'Owner',
    });
    expect(row(theirs.company.id)).toMatchObject({
      battles: 1,
      won: 0,
      drawn: 0,
      lost: 1,
      currentRating: membersCompany.currentRating,
      influence: membersCompany.influence,
      ownerName: 'Member',
    });
    // The weaker side's influence includes its Against the Odds bonus.
    expect(membersCompany.influence - theirs.company.influence).toBeGreaterThan(0);
    const feedKinds = view.feed.entries.map((entry) => [entry.companyName, entry.kind]);
    expect(feedKinds.slice(0, 2)).toEqual([
      [theirs.company.name, 'battle'],
      [mine.company.name, 'battle'],
    ]);
    expect(
      view.feed.entries.every((entry) => ['battle', 'warriorRecruited'].includes(entry.kind)),
    ).toBe(true);
  });

  it('flags two wins for the arbiter; an undo unlinks and a correction keeps the link', async () => {
    const { owner, member, campaign, mine, theirs } = await threePlayers();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, member).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    const ownerBattle = aftermathFor(mine.warriors, { result: 'win', matchId: match.id });
    const memberBattle = aftermathFor(theirs.warriors, { result: 'win', matchId: match.id });
    await applied(await battleApi(t.app, owner).apply(mine.company.id, ownerBattle));
    await applied(await battleApi(t.app, member).apply(theirs.company.id, memberBattle));
    const matchNow = async () => (await readView(t.app, owner, campaign.id)).matches[0]!;
    expect(await matchNow()).toMatchObject({ status: 'played', disagreement: true });

    // A second battle cannot take the member's side while the first stands.
    const taken = await battleApi(t.app, member).apply(
      theirs.company.id,
      aftermathFor(theirs.warriors, { result: 'loss', matchId: match.id }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MATCH_SIDE_TAKEN);

    // Corrected to a loss, without naming the match again: still its side, now agreeing.
    await applied(
      await battleApi(t.app, member).correct(theirs.company.id, {
        ...memberBattle,
        matchId: undefined,
        result: 'loss',
        correctionId: randomUUID(),
        confirm: true,
      }),
    );
    expect(await matchNow()).toMatchObject({ status: 'played', disagreement: false });
    expect((await matchNow()).sides[1]).toMatchObject({
      battleId: memberBattle.battleId,
      result: 'loss',
    });

    // Undone: the side waits for a battle again, and another may take it.
    const undo = await battleApi(t.app, member).undoConfirmed(
      theirs.company.id,
      memberBattle.battleId,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await matchNow()).toMatchObject({ status: 'pending' });
    expect((await matchNow()).sides[1]).toMatchObject({ battleId: null, result: null });
    const retry = aftermathFor(theirs.warriors, { result: 'draw', matchId: match.id });
    await applied(await battleApi(t.app, member).apply(theirs.company.id, retry));
    expect((await matchNow()).sides[1]).toMatchObject({ battleId: retry.battleId, result: 'draw' });
  });
});

describe('the aftermath with matchId of a company no longer taking part', () => {
  it('is refused on matchId, writing nothing, once the company left or its owner was removed', async () => {
    const { owner, member, campaign, mine, theirs } = await threePlayers();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    const battle = aftermathFor(theirs.warriors, { result: 'win', matchId: match.id });
    const refusedWithNothingWritten = async () => {
      const before = await snapshotTables(t.db);
      const refused = await battleApi(t.app, member).apply(theirs.company.id, battle);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields).toEqual({ matchId: NOT_TAKING_PART });
      expect(await snapshotTables(t.db)).toEqual(before);
    };
    expect(
      (await campaignApi(t.app, member).leave(campaign.id, theirs.company.id)).statusCode,
    ).toBe(204);
    await refusedWithNothingWritten();
    await ok(await campaignApi(t.app, member).addCompanies(campaign.id, [theirs.company.id]));
    expect((await campaignApi(t.app, owner).removeMember(campaign.id, member.id)).statusCode).toBe(
      204,
    );
    await refusedWithNothingWritten();
    const view = await readView(t.app, owner, campaign.id);
    expect(view.matches[0]!.sides[1]).toMatchObject({ battleId: null, result: null });
  });

  it('leaves a correction of a battle applied before the company left out of the match', async () => {
    const { owner, member, campaign, mine, theirs } = await threePlayers();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [mine.company.id, theirs.company.id],
      }),
      201,
    );
    const battle = aftermathFor(theirs.warriors, { result: 'win', matchId: match.id });
    await applied(await battleApi(t.app, member).apply(theirs.company.id, battle));
    expect(
      (await campaignApi(t.app, member).leave(campaign.id, theirs.company.id)).statusCode,
    ).toBe(204);
    // The company's own battle is corrected; the campaign no longer shows it as the side.
    await applied(
      await battleApi(t.app, member).correct(theirs.company.id, {
        ...battle,
        matchId: undefined,
        result: 'loss',
        correctionId: randomUUID(),
        confirm: true,
      }),
    );
    const view = await readView(t.app, owner, campaign.id);
    expect(view.matches[0]!.sides[1]).toMatchObject({ battleId: null, result: null });
    const history = await ok<{ battles: { battleId: string; result: string }[] }>(
      await battleApi(t.app, member).history(theirs.company.id),
    );
    expect(history.battles.map((one) => [one.battleId, one.result])).toEqual([
      [battle.battleId, 'loss'],
    ]);
  });
});

describe('GET /api/campaign/:id: the league table', () => {
  it("follows a company's rating as soon as its warriors change", async () => {
    const { owner, member, campaign, theirs } = await threePlayers();
    const rating = async () =>
      (await readView(t.app, owner, campaign.id)).table.find(
        (row) => row.companyId === theirs.company.id,
      )!.currentRating;
    const before = await rating();
    const recruit = await createWarrior(t.app, member, theirs.company.id, clever(0));
    const after = await rating();
    expect(after).toBe(before + recruit.totalPoints);
    expect(after).toBe((await currentCompany(member, theirs.company.id)).currentRating);
    await companiesApi(t.app, member).deleteWarrior(recruit.id);
    expect(await rating()).toBe(before);
  });
});

describe('GET /api/campaign/:id/feed', () => {
  it('pages the member companies’ lines newest first', async () => {
    const { member, campaign, theirs } = await threePlayers();
    for (const n of [1, 2, 3])
      await createWarrior(t.app, member, theirs.company.id, clever(n, { name: `Recruit ${n}` }));
    const first = await ok<CampaignView['feed']>(
      await campaignApi(t.app, member).feed(campaign.id, '?limit=2'),
    );
    expect(first.entries.map((entry) => entry.warrior?.name)).toEqual(['Recruit 3', 'Recruit 2']);
    expect(first.next).not.toBeNull();
    const second = await ok<CampaignView['feed']>(
      await campaignApi(t.app, member).feed(
        campaign.id,
        `?limit=2&before=${encodeURIComponent(first.next!)}`,
      ),
    );
    expect(second.entries[0]!.warrior?.name).toBe('Recruit 1');
    const bad = await campaignApi(t.app, member).feed(campaign.id, '?before=nonsense');
    expect(bad.statusCode).toBe(400);
  });
});

describe("a company's own ruleset", () => {
  it("is the player's setting when made, and stays when the setting changes", async () => {
    const user = await player('Setter', true);
    const { company } = await companyOf(user, [clever(3)]);
    expect(company.newRuleset).toBe(true);
    const rated = (await currentCompany(user, company.id)).currentRating;
    await companiesApi(t.app, user).setRuleset(false);
    const after = await currentCompany(user, company.id);
    expect(after).toMatchObject({ newRuleset: true, currentRating: rated });
    const older = await createCompany(t.app, user);
    expect(older.newRuleset).toBe(false);
    const chosen = await createCompany(t.app, user, { newRuleset: true });
    expect(chosen.newRuleset).toBe(true);
  });
});
