import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { LiveSideIndex } from '@warband/rules';
import type { Database } from '../../db/client';
import {
  campaignMatches,
  campaignMatchSides,
  campaignMembers,
  companies,
  friendlyMatches,
  friendlyMatchSides,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { isUuid } from '../owned';

export interface MatchSideOfAccess {
  companyId: string | null;
  userId: string | null;
  name: string;
  /** The side's War's Aftermath once applied (and not undone), else null. */
  battleId: string | null;
}

/**
 * A match as the caller may see it: its two sides with their players, the side the caller
 * plays (null for a reader who plays neither), and whether they may settle a dispute.
 */
export interface MatchAccess {
  matchId: string;
  campaignId: string | null;
  sides: [MatchSideOfAccess, MatchSideOfAccess];
  mySide: LiveSideIndex | null;
  settler: boolean;
}

/**
 * The match with this id, if the caller may read its live battle: the two players (the owners
 * of its sides' companies; a friendly match's two players once the second joined), and for a
 * campaign's match its owner and arbiters. Anyone else, a malformed id and a match that does
 * not exist are the same NotFoundError, so existence never leaks.
 */
export async function matchAccess(
  db: Database,
  caller: Pick<Caller, 'id'>,
  matchId: string,
): Promise<MatchAccess> {
  if (!isUuid(matchId)) throw new NotFoundError();
  const found = (await campaignMatch(db, matchId)) ?? (await friendlyMatch(db, matchId));
  if (!found) throw new NotFoundError();
  const sides = found.sides;
  const mySide: LiveSideIndex | null =
    sides[0].userId === caller.id ? 0 : sides[1].userId === caller.id ? 1 : null;
  let settler = false;
  if (found.campaignId) {
    const [member] = await db
      .select({ role: campaignMembers.role })
      .from(campaignMembers)
      .where(
        and(
          eq(campaignMembers.campaignId, found.campaignId),
          eq(campaignMembers.userId, caller.id),
        ),
      );
    settler = member?.role === 'owner' || member?.role === 'arbiter';
  }
  if (mySide === null && !settler) throw new NotFoundError();
  return { matchId, campaignId: found.campaignId, sides, mySide, settler };
}

type Found = { campaignId: string | null; sides: [MatchSideOfAccess, MatchSideOfAccess] };

function pair(rows: MatchSideOfAccess[]): [MatchSideOfAccess, MatchSideOfAccess] | null {
  const [a, b] = rows;
  return a && b ? [a, b] : null;
}

async function campaignMatch(db: Database, matchId: string): Promise<Found | null> {
  const rows = await db
    .select({
      campaignId: campaignMatches.campaignId,
      companyId: campaignMatchSides.companyId,
      userId: companies.userId,
      name: campaignMatchSides.companyName,
      battleId: campaignMatchSides.battleId,
    })
    .from(campaignMatches)
    .innerJoin(campaignMatchSides, eq(campaignMatchSides.matchId, campaignMatches.id))
    .leftJoin(companies, eq(companies.id, campaignMatchSides.companyId))
    .where(eq(campaignMatches.id, matchId))
    .orderBy(asc(campaignMatchSides.side));
  const sides = pair(rows.map(({ campaignId: _campaignId, ...side }) => side));
  const campaignId = rows[0]?.campaignId;
  return sides && campaignId ? { campaignId, sides } : null;
}

/** A friendly match has its live battle once its second player has joined. */
async function friendlyMatch(db: Database, matchId: string): Promise<Found | null> {
  const rows = await db
    .select({
      companyId: friendlyMatchSides.companyId,
      userId: friendlyMatchSides.userId,
      name: friendlyMatchSides.companyName,
      battleId: friendlyMatchSides.battleId,
    })
    .from(friendlyMatches)
    .innerJoin(friendlyMatchSides, eq(friendlyMatchSides.matchId, friendlyMatches.id))
    .where(and(eq(friendlyMatches.id, matchId), isNotNull(friendlyMatches.joinedAt)))
    .orderBy(asc(friendlyMatchSides.side));
  const sides = pair(rows);
  return sides ? { campaignId: null, sides } : null;
}
