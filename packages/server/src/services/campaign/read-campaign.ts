import { asc, desc, eq } from 'drizzle-orm';
import {
  TIMELINE_PAGE_DEFAULT,
  type CampaignMember,
  type CampaignTableRow,
  type CampaignView,
} from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  campaignCompanies,
  campaignInvites,
  campaignMembers,
  companies,
  users,
} from '../../db/schema';
import { campaignSummaries } from '../company/campaign-summary';
import { loadCompaniesById } from '../company/company-rows';
import { toCompanies } from '../company/list-companies';
import type { Caller, ServiceContext } from '../context';
import { membership, toCampaign } from './campaign-access';
import { campaignFeed } from './campaign-feed';
import { readMatches } from './campaign-matches';
import { toInvite } from './invites';

/**
 * GET /campaign/{id}: the campaign page, to members only. Built on every read rather than
 * kept: it depends on the companies of several players, whose data versions are each their
 * own (docs/adr/new-campaigns.md#not-kept).
 */
export async function readCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<CampaignView> {
  const member = await membership(ctx.db, caller, input.id);
  const { db } = ctx;
  const campaignId = member.campaign.id;
  const members = await db
    .select({
      userId: campaignMembers.userId,
      name: users.name,
      role: campaignMembers.role,
      joinedAt: campaignMembers.joinedAt,
    })
    .from(campaignMembers)
    .innerJoin(users, eq(users.id, campaignMembers.userId))
    .where(eq(campaignMembers.campaignId, campaignId))
    .orderBy(asc(campaignMembers.joinedAt), asc(users.name));
  const invites =
    member.role === 'owner'
      ? await db
          .select()
          .from(campaignInvites)
          .where(eq(campaignInvites.campaignId, campaignId))
          .orderBy(desc(campaignInvites.createdAt))
      : [];
  return {
    campaign: toCampaign(member),
    members: members.map((row): CampaignMember => ({
      ...row,
      joinedAt: row.joinedAt.toISOString(),
    })),
    table: await leagueTable(db, campaignId),
    matches: await readMatches(db, campaignId),
    feed: await campaignFeed(db, campaignId, { limit: TIMELINE_PAGE_DEFAULT }),
    invites: invites.map(toInvite),
  };
}

/**
 * The league table: each company taking part with its current rating (the companies list's
 * own reading and entity, from its living warriors in its ruleset) and its campaign so far
 * (the shared view's), highest rating first.
 */
async function leagueTable(db: Database, campaignId: string): Promise<CampaignTableRow[]> {
  const taking = await db
    .select({ company: companies, ownerName: users.name, joinedAt: campaignCompanies.joinedAt })
    .from(campaignCompanies)
    .innerJoin(companies, eq(companies.id, campaignCompanies.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(campaignCompanies.campaignId, campaignId));
  const ids = taking.map(({ company }) => company.id);
  // The companies list's own reading and entities: one statement for every warrior.
  const entities = new Map(
    toCompanies(await loadCompaniesById(db, ids)).map((company) => [company.id, company]),
  );
  const summaries = await campaignSummaries(db, ids);
  const rows = taking.map(({ company, ownerName, joinedAt }): CampaignTableRow => {
    const summary = summaries.get(company.id)!;
    return {
      companyId: company.id,
      name: company.name,
      race: company.race,
      ownerId: company.userId,
      ownerName,
      currentRating: entities.get(company.id)!.currentRating,
      battles: summary.battles,
      won: summary.won,
      drawn: summary.drawn,
      lost: summary.lost,
      influence: company.influence,
      fallen: summary.fallen,
      retired: company.retired,
      joinedAt: joinedAt.toISOString(),
    };
  });
  return rows.sort((a, b) => b.currentRating - a.currentRating || a.name.localeCompare(b.name));
}
