import { eq } from 'drizzle-orm';
import { CAMPAIGN_FEED_KINDS, type CampaignFeed, type CampaignFeedQuery } from '@warband/schemas';
import type { Database } from '../../db/client';
import { campaignCompanies, companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { readTimeline } from '../events/list-timeline';
import { membership } from './campaign-access';

/**
 * The feed of a campaign: the timeline lines that matter (battles, deaths, level-ups,
 * recruits) of the companies taking part, from the day each joined, newest first, a page at a
 * time: the company timeline's own reading (services/events/list-timeline.ts). What was undone
 * since (a battle, a recruit put right) never happened as far as the campaign is concerned.
 */
export async function campaignFeed(
  db: Database,
  campaignId: string,
  query: CampaignFeedQuery,
): Promise<CampaignFeed> {
  const taking = await db
    .select({ companyId: companies.id, name: companies.name, since: campaignCompanies.joinedAt })
    .from(campaignCompanies)
    .innerJoin(companies, eq(companies.id, campaignCompanies.companyId))
    .where(eq(campaignCompanies.campaignId, campaignId));
  const names = new Map(taking.map((company) => [company.companyId, company.name]));
  const { entries, next } = await readTimeline(db, taking, query, {
    kinds: CAMPAIGN_FEED_KINDS,
    standing: true,
  });
  return {
    entries: entries.map((entry) => ({ ...entry, companyName: names.get(entry.companyId) ?? '' })),
    next,
  };
}

/** GET /campaign/{id}/feed?before=&limit=: the feed's next pages, to members only. */
export async function readCampaignFeed(
  ctx: ServiceContext,
  caller: Caller,
  input: CampaignFeedQuery & { campaignId: string },
): Promise<CampaignFeed> {
  const member = await membership(ctx.db, caller, input.campaignId);
  return campaignFeed(ctx.db, member.campaign.id, input);
}
