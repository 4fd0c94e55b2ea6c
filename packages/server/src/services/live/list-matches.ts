import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isOneOf, LIVE_SIDES, type MatchConfirmation } from '@warband/rules';
import type { MatchSideSummary, MatchSummary } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  campaignMatches,
  campaignMatchSides,
  campaigns,
  companies,
  friendlyMatches,
  friendlyMatchSides,
  liveBattles,
  users,
} from '../../db/schema';
import type { Caller, ServiceContext } from '../context';

/** GET /matches: the matches the caller plays in, friendly and of campaigns, newest first. */
export async function listMatches(ctx: ServiceContext, caller: Caller): Promise<MatchSummary[]> {
  return readMyMatches(ctx.db, caller);
}

interface Side extends MatchSideSummary {
  side: number;
  userId: string | null;
}

interface Found {
  id: string;
  kind: MatchSummary['kind'];
  campaignId: string | null;
  campaignName: string | null;
  createdAt: Date;
  confirmation: MatchConfirmation | null;
  sides: Side[];
}

/** The caller's matches (or the one with `matchId`, when it is theirs). */
export async function readMyMatches(
  db: Database,
  caller: Pick<Caller, 'id'>,
  matchId?: string,
): Promise<MatchSummary[]> {
  const found = [
    ...(await friendly(db, caller, matchId)),
    ...(await ofCampaigns(db, caller, matchId)),
  ];
  const summaries: MatchSummary[] = [];
  for (const match of found) {
    const sides = match.sides.sort((a, b) => a.side - b.side);
    const mine = sides.find((side) => side.userId === caller.id);
    const first = sides.find((side) => side.side === 0);
    if (!mine || !first || !isOneOf(LIVE_SIDES, mine.side)) continue;
    const second = sides.find((side) => side.side === 1);
    const summary = ({ side: _side, userId: _userId, ...rest }: Side): MatchSideSummary => rest;
    summaries.push({
      id: match.id,
      kind: match.kind,
      campaignId: match.campaignId,
      campaignName: match.campaignName,
      createdAt: match.createdAt.toISOString(),
      // A campaign's match never played live counts as it always did; a friendly match not
      // played yet waits (docs/adr/new-live-battle-record.md).
      confirmation: match.confirmation ?? (match.kind === 'campaign' ? 'confirmed' : 'waiting'),
      live: match.confirmation !== null,
      mySide: mine.side,
      sides: second ? [summary(first), summary(second)] : [summary(first)],
    });
  }
  return summaries.sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  );
}

/** What the list shows of a side of either kind of match; `userId` is its player's. */
function sideFields(
  sides: typeof friendlyMatchSides | typeof campaignMatchSides,
  userId: typeof friendlyMatchSides.userId | typeof companies.userId,
) {
  return {
    side: sides.side,
    userId,
    companyId: sides.companyId,
    companyName: sides.companyName,
    ownerName: users.name,
    rating: sides.rating,
    againstTheOdds: sides.againstTheOdds,
  };
}

function group(rows: (Omit<Found, 'sides'> & { side: Side })[]): Found[] {
  const matches = new Map<string, Found>();
  for (const { side, ...match } of rows) {
    const entry = matches.get(match.id) ?? { ...match, sides: [] };
    matches.set(match.id, entry);
    entry.sides.push(side);
  }
  return [...matches.values()];
}

async function friendly(
  db: Database,
  caller: Pick<Caller, 'id'>,
  matchId: string | undefined,
): Promise<Found[]> {
  const mine = db
    .select({ id: friendlyMatchSides.matchId })
    .from(friendlyMatchSides)
    .where(
      and(
        eq(friendlyMatchSides.userId, caller.id),
        matchId ? eq(friendlyMatchSides.matchId, matchId) : undefined,
      ),
    );
  const rows = await db
    .select({
      id: friendlyMatches.id,
      createdAt: friendlyMatches.createdAt,
      confirmation: liveBattles.confirmation,
      side: sideFields(friendlyMatchSides, friendlyMatchSides.userId),
    })
    .from(friendlyMatches)
    .innerJoin(friendlyMatchSides, eq(friendlyMatchSides.matchId, friendlyMatches.id))
    .innerJoin(users, eq(users.id, friendlyMatchSides.userId))
    .leftJoin(liveBattles, eq(liveBattles.friendlyMatchId, friendlyMatches.id))
    .where(inArray(friendlyMatches.id, mine))
    .orderBy(desc(friendlyMatches.createdAt), asc(friendlyMatchSides.side));
  return group(
    rows.map((row) => ({
      ...row,
      kind: 'friendly' as const,
      campaignId: null,
      campaignName: null,
    })),
  );
}

async function ofCampaigns(
  db: Database,
  caller: Pick<Caller, 'id'>,
  matchId: string | undefined,
): Promise<Found[]> {
  const mine = db
    .select({ id: campaignMatchSides.matchId })
    .from(campaignMatchSides)
    .innerJoin(companies, eq(companies.id, campaignMatchSides.companyId))
    .where(
      and(
        eq(companies.userId, caller.id),
        matchId ? eq(campaignMatchSides.matchId, matchId) : undefined,
      ),
    );
  const rows = await db
    .select({
      id: campaignMatches.id,
      campaignId: campaignMatches.campaignId,
      campaignName: campaigns.name,
      createdAt: campaignMatches.createdAt,
      confirmation: liveBattles.confirmation,
      side: sideFields(campaignMatchSides, companies.userId),
    })
    .from(campaignMatches)
    .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
    .innerJoin(campaignMatchSides, eq(campaignMatchSides.matchId, campaignMatches.id))
    .leftJoin(companies, eq(companies.id, campaignMatchSides.companyId))
    .leftJoin(users, eq(users.id, companies.userId))
    .leftJoin(liveBattles, eq(liveBattles.campaignMatchId, campaignMatches.id))
    .where(inArray(campaignMatches.id, mine))
    .orderBy(desc(campaignMatches.createdAt), asc(campaignMatchSides.side));
  return group(
    rows.map(({ side, ...row }) => ({
      ...row,
      kind: 'campaign' as const,
      side: { ...side, ownerName: side.ownerName ?? '' },
    })),
  );
}
