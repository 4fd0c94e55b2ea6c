import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type CampaignMatch, type CampaignView, NOT_TAKING_PART } from '@warband/schemas';
import { aftermathFor, applied, battleApi } from '../../test/battles';
import { campaignApi, campaignWithInvite, ok } from '../../test/campaigns';
import { createCompany, createWarrior, heroPayload } from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { battleRecords, campaignCompanies } from '../db/schema';

// Every write of a campaign takes its rows in one order: the companies (in id order), then the
// campaign's row, then its other rows (invites, members, participations, matches and their
// sides, the campaign's version). Removing a member and deleting the campaign take the campaign
// row first; a write that reached the other rows before it could wait on them while they
// wait on it, and PostgreSQL would end one of the two. Each test holds the row such a write
// takes first, as the other write would, and checks that the write under test waits for it
// holding none of the rows after it. Row locks and their waits are PostgreSQL's: the embedded
// database runs one statement at a time, so these tests run on PostgreSQL only.

const t = useTestApp();

/** Whether some other session of this database is waiting for a row lock. */
async function someoneWaits(probe: pg.Client): Promise<boolean> {
  const { rows } = await probe.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]!.waiting > 0;
}

/** Whether the rows `select` picks are free to lock now (false: another session holds one). */
async function free(probe: pg.Client, select: string, params: unknown[]): Promise<boolean> {
  await probe.query('BEGIN');
  try {
    await probe.query(`${select} FOR UPDATE NOWAIT`, params);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  } finally {
    await probe.query('ROLLBACK');
  }
}

interface Held {
  /** Whether the write waited for the held row, rather than going on without it. */
  waited: boolean;
  /** Each later row, free while the write waited. */
  freeWhileWaiting: boolean[];
  response: LightMyRequestResponse;
}

/**
 * Holds the rows `hold` picks on a connection of its own, fires `write`, and once the write
 * waits for them checks the `later` rows; then runs `meanwhile` in the holding transaction (what
 * the other write does with the rows it holds), lets go and answers the write's response.
 */
async function whileHeld(
  hold: { select: string; params: unknown[] },
  write: () => Promise<LightMyRequestResponse>,
  later: { select: string; params: unknown[] }[],
  meanwhile: { sql: string; params: unknown[] }[] = [],
): Promise<Held> {
  const holder = new pg.Client({ connectionString: t.url });
  const probe = new pg.Client({ connectionString: t.url });
  await Promise.all([holder.connect(), probe.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query(`${hold.select} FOR UPDATE`, hold.params);
    let done = false;
    const pending = write().finally(() => {
      done = true;
    });
    let waited = false;
    for (let tries = 0; tries < 100 && !done && !waited; tries++) {
      waited = await someoneWaits(probe);
      if (!waited) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const freeWhileWaiting = [];
    for (const row of later) freeWhileWaiting.push(await free(probe, row.select, row.params));
    for (const statement of meanwhile) await holder.query(statement.sql, statement.params);
    await holder.query('COMMIT');
    return { waited, freeWhileWaiting, response: await pending };
  } finally {
    await Promise.all([holder.end(), probe.end()]);
  }
}

const CAMPAIGN_ROW = 'SELECT 1 FROM campaigns WHERE id = $1';
const VERSION_ROW = 'SELECT 1 FROM campaign_versions WHERE campaign_id = $1';
const PARTICIPATION_ROW =
  'SELECT 1 FROM campaign_companies WHERE campaign_id = $1 AND company_id = $2';
const SIDE_ROW = 'SELECT 1 FROM campaign_match_sides WHERE match_id = $1 AND company_id = $2';
const MEMBER_ROW = 'SELECT 1 FROM campaign_members WHERE campaign_id = $1 AND user_id = $2';
/** What removing a member writes once it holds the campaign row. */
const removal = (campaignId: string, userId: string) =>
  [
    'DELETE FROM campaign_companies WHERE campaign_id = $1 AND user_id = $2',
    'DELETE FROM campaign_members WHERE campaign_id = $1 AND user_id = $2',
  ].map((statement) => ({ sql: statement, params: [campaignId, userId] }));

/** The member's companies taking part in the campaign. */
async function takingPart(campaignId: string, userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ companyId: campaignCompanies.companyId })
    .from(campaignCompanies)
    .where(and(eq(campaignCompanies.campaignId, campaignId), eq(campaignCompanies.userId, userId)));
  return rows.map((row) => row.companyId);
}

/** The owner's campaign, an invite to it, and a member who joined with a company of one hero. */
async function campaignWithMember() {
  const owner = await registerUser(t.app, { name: 'Owner' });
  const member = await registerUser(t.app, { name: 'Member' });
  const { campaign, invite } = await campaignWithInvite(t.app, owner);
  const company = await createCompany(t.app, member, { name: 'Riders of the Mark' });
  const hero = await createWarrior(t.app, member, company.id, heroPayload({ experience: 0 }));
  await ok(await campaignApi(t.app, member).join(invite.token, [company.id]));
  const ownCompany = await createCompany(t.app, owner, { name: 'Wardens' });
  await ok(await campaignApi(t.app, owner).addCompanies(campaign.id, [ownCompany.id]));
  return { owner, member, campaign, invite, company, hero, ownCompany };
}

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('the campaign lock order', () => {
  it('a company leaving waits for the campaign row before its participation', async () => {
    const { member, campaign, company } = await campaignWithMember();
    const held = await whileHeld(
      { select: CAMPAIGN_ROW, params: [campaign.id] },
      () => campaignApi(t.app, member).leave(campaign.id, company.id),
      [
        { select: PARTICIPATION_ROW, params: [campaign.id, company.id] },
        { select: VERSION_ROW, params: [campaign.id] },
      ],
    );
    expect(held.waited).toBe(true);
    expect(held.freeWhileWaiting).toEqual([true, true]);
    expect(held.response.statusCode, held.response.body).toBe(204);
  });

  it('a player joining waits for the campaign row before the invite and the version', async () => {
    const { campaign, invite } = await campaignWithMember();
    const newcomer = await registerUser(t.app, { name: 'Newcomer' });
    const company = await createCompany(t.app, newcomer, { name: 'Dunlendings' });
    const held = await whileHeld(
      { select: CAMPAIGN_ROW, params: [campaign.id] },
      () => campaignApi(t.app, newcomer).join(invite.token, [company.id]),
      [
        { select: 'SELECT 1 FROM campaign_invites WHERE campaign_id = $1', params: [campaign.id] },
        { select: VERSION_ROW, params: [campaign.id] },
      ],
    );
    expect(held.waited).toBe(true);
    expect(held.freeWhileWaiting).toEqual([true, true]);
    expect(held.response.statusCode, held.response.body).toBe(200);
  });

  it('a member adding a company while removed waits for the campaign row, and brings nothing in', async () => {
    const { member, campaign } = await campaignWithMember();
    const another = await createCompany(t.app, member, { name: 'Eored of Edoras' });
    const held = await whileHeld(
      { select: CAMPAIGN_ROW, params: [campaign.id] },
      () => campaignApi(t.app, member).addCompanies(campaign.id, [another.id]),
      [
        { select: MEMBER_ROW, params: [campaign.id, member.id] },
        { select: VERSION_ROW, params: [campaign.id] },
      ],
      removal(campaign.id, member.id),
    );
    expect(held.waited).toBe(true);
    expect(held.freeWhileWaiting).toEqual([true, true]);
    // Removed before its membership was read again: no longer a member, nothing written.
    expect(held.response.statusCode, held.response.body).toBe(404);
    expect(await takingPart(campaign.id, member.id)).toEqual([]);
  });

  it('a match recorded by a member while removed waits for the campaign row, and records none', async () => {
    const { owner, member, campaign, company, ownCompany } = await campaignWithMember();
    const held = await whileHeld(
      { select: CAMPAIGN_ROW, params: [campaign.id] },
      () =>
        campaignApi(t.app, member).recordMatch(campaign.id, {
          companyIds: [ownCompany.id, company.id],
        }),
      [
        { select: MEMBER_ROW, params: [campaign.id, member.id] },
        { select: VERSION_ROW, params: [campaign.id] },
      ],
      removal(campaign.id, member.id),
    );
    expect(held.waited).toBe(true);
    expect(held.freeWhileWaiting).toEqual([true, true]);
    expect(held.response.statusCode, held.response.body).toBe(404);
    const view = await ok<CampaignView>(await campaignApi(t.app, owner).read(campaign.id));
    expect(view.matches).toEqual([]);
  });

  it('a match recorded waits for its companies before any row of the campaign', async () => {
    const { owner, campaign, company, ownCompany } = await campaignWithMember();
    // A company being written holds its row, as an aftermath linking its side of a match does.
    const held = await whileHeld(
      { select: 'SELECT 1 FROM companies WHERE id = $1', params: [company.id] },
      () =>
        campaignApi(t.app, owner).recordMatch(campaign.id, {
          companyIds: [ownCompany.id, company.id],
        }),
      [{ select: VERSION_ROW, params: [campaign.id] }],
    );
    expect(held.waited).toBe(true);
    expect(held.freeWhileWaiting).toEqual([true]);
    expect(held.response.statusCode, held.response.body).toBe(201);
  });

  it('an aftermath and an undo of a match side wait for the campaign row before the side', async () => {
    const { owner, member, campaign, company, hero, ownCompany } = await campaignWithMember();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [ownCompany.id, company.id],
      }),
      201,
    );
    const battle = aftermathFor([hero], { result: 'win', matchId: match.id });
    const side = { select: SIDE_ROW, params: [match.id, company.id] };
    const version = { select: VERSION_ROW, params: [campaign.id] };
    const campaignRow = { select: CAMPAIGN_ROW, params: [campaign.id] };

    const apply = await whileHeld(
      campaignRow,
      () => battleApi(t.app, member).apply(company.id, battle),
      [side, version],
    );
    expect(apply.waited).toBe(true);
    expect(apply.freeWhileWaiting).toEqual([true, true]);
    await applied(apply.response);

    const undo = await whileHeld(
      campaignRow,
      () => battleApi(t.app, member).undo(company.id, battle.battleId),
      [side, version],
    );
    expect(undo.waited).toBe(true);
    expect(undo.freeWhileWaiting).toEqual([true, true]);
    expect(undo.response.statusCode, undo.response.body).toBe(200);
  });

  it('an aftermath for a match whose company is removed meanwhile applies nothing', async () => {
    const { owner, member, campaign, company, hero, ownCompany } = await campaignWithMember();
    const match = await ok<CampaignMatch>(
      await campaignApi(t.app, owner).recordMatch(campaign.id, {
        companyIds: [ownCompany.id, company.id],
      }),
      201,
    );
    const battle = aftermathFor([hero], { result: 'win', matchId: match.id });
    const held = await whileHeld(
      { select: CAMPAIGN_ROW, params: [campaign.id] },
      () => battleApi(t.app, member).apply(company.id, battle),
      [
        { select: PARTICIPATION_ROW, params: [campaign.id, company.id] },
        { select: SIDE_ROW, params: [match.id, company.id] },
      ],
      removal(campaign.id, member.id),
    );
    expect(held.waited).toBe(true);
    expect(held.freeWhileWaiting).toEqual([true, true]);
    expect(held.response.statusCode, held.response.body).toBe(400);
    expect(held.response.json().fields).toEqual({ matchId: NOT_TAKING_PART });
    const records = await t.db
      .select({ id: battleRecords.id })
      .from(battleRecords)
      .where(eq(battleRecords.battleId, battle.battleId));
    expect(records).toEqual([]);
  });
});
