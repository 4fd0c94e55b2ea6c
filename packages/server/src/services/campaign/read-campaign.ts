import { getOrThrow } from '@warband/rules/narrow';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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
  dataVersions,
  users,
} from '../../db/schema';
import { loadCompaniesById } from '../company/company-rows';
import { toCompanies } from '../company/list-companies';
import type { Caller, ServiceContext } from '../context';
import { membership, toCampaign } from './campaign-access';
import { campaignFeed } from './campaign-feed';
import { readMatches } from './campaign-matches';
import { matchSummaries } from './match-summaries';
import { toInvite } from './invites';

/**
 * The campaign page, to members only: what GET /campaign/{id} answers, built when the kept
 * answer is not of the data's versions (campaign-answer.ts).
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
 * own reading and entity, from its living warriors in its ruleset) and what the campaign's
 * own matches brought it, highest rating first.
 */
async function leagueTable(db: Database, campaignId: string): Promise<CampaignTableRow[]> {
  const taking = await db
    .select({ company: companies, ownerName: users.name, joinedAt: campaignCompanies.joinedAt })
    .from(campaignCompanies)
    .innerJoin(companies, eq(companies.id, campaignCompanies.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(campaignCompanies.campaignId, campaignId));
  const ids = taking.map(({ company }) => company.id);
  const ratings = await currentRatings(
    db,
    taking.map(({ company }) => company),
  );
  const summaries = await matchSummaries(db, campaignId, ids);
  const rows = taking.map(({ company, ownerName, joinedAt }): CampaignTableRow => {
    const summary = getOrThrow(summaries, company.id, 'match summary of company');
    return {
      companyId: company.id,
      name: company.name,
      race: company.race,
      ownerId: company.userId,
      ownerName,
      currentRating: getOrThrow(ratings, company.id, 'rating of company'),
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

/** At most this many companies' ratings are kept per process; past it the store starts anew. */
const KEPT_RATINGS_MAX = 10_000;

/**
 * Each company's current rating, kept per process against its owner's `companies` data
 * version, which every committed write to the owner's companies, warriors and their lists
 * raises (ARCHITECTURE.md#kept-answers-and-data-versions). The versions are read before the
 * companies, so a rating kept under a version is of that version's data or newer, never older.
 */
const keptRatings = new Map<string, { version: number; rating: number }>();

async function currentRatings(
  db: Database,
  rows: readonly { id: string; userId: string }[],
): Promise<Map<string, number>> {
  const owners = [...new Set(rows.map((row) => row.userId))];
  const versions = await db
    .select({ userId: dataVersions.userId, version: dataVersions.version })
    .from(dataVersions)
    .where(and(inArray(dataVersions.userId, owners), eq(dataVersions.scope, 'companies')));
  const versionOf = new Map(versions.map((row) => [row.userId, row.version]));
  const ratings = new Map<string, number>();
  const missing: { id: string; version: number }[] = [];
  for (const row of rows) {
    const version = versionOf.get(row.userId) ?? 0;
    const kept = keptRatings.get(row.id);
    if (kept?.version === version) ratings.set(row.id, kept.rating);
    else missing.push({ id: row.id, version });
  }
  if (missing.length === 0) return ratings;
  // The companies list's own reading and entities: one statement for every warrior.
  const built = toCompanies(
    await loadCompaniesById(
      db,
      missing.map((row) => row.id),
    ),
  );
  for (const company of built) ratings.set(company.id, company.currentRating);
  if (keptRatings.size + missing.length > KEPT_RATINGS_MAX) keptRatings.clear();
  for (const { id, version } of missing) {
    keptRatings.set(id, { version, rating: getOrThrow(ratings, id, 'rating of company') });
  }
  return ratings;
}
