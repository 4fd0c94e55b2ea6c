import { countDistinct, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampaignListEntry } from '@warband/schemas';
import { campaignCompanies, campaignMembers, campaigns, users } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { toCampaign } from './campaign-access';

const mine = alias(campaignMembers, 'mine');
const everyone = alias(campaignMembers, 'everyone');

/** GET /campaigns: the campaigns the caller is a member of, newest first. */
export async function listCampaigns(
  ctx: ServiceContext,
  caller: Caller,
): Promise<CampaignListEntry[]> {
  const rows = await ctx.db
    .select({
      campaign: campaigns,
      role: mine.role,
      ownerName: users.name,
      members: countDistinct(everyone.userId),
      companies: sql<number>`(select count(*)::int from ${campaignCompanies} where ${campaignCompanies.campaignId} = ${campaigns.id})`,
    })
    .from(mine)
    .innerJoin(campaigns, eq(campaigns.id, mine.campaignId))
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .innerJoin(everyone, eq(everyone.campaignId, campaigns.id))
    .where(eq(mine.userId, caller.id))
    .groupBy(campaigns.id, mine.role, users.name)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map((row) => ({
    ...toCampaign(row),
    members: row.members,
    companies: Number(row.companies),
  }));
}
