import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { MATCH_SIDE_TAKEN, NOT_IN_MATCH, NOT_TAKING_PART } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  battleRecords,
  campaignCompanies,
  campaignMatches,
  campaignMatchSides,
  campaigns,
} from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { isUuid } from '../owned';

/**
 * Takes the campaign row of the match sides `where` picks (KEY SHARE: the campaign must stay,
 * nothing of it changes) before a side is written, as every campaign write takes its campaign
 * row before the campaign's other rows: else a side written while the campaign is deleted
 * could wait on a row the deletion holds as it waits on the side
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md).
 */
async function lockSidesCampaign(db: Database, where: SQL | undefined) {
  await db
    .select({ id: campaigns.id })
    .from(campaignMatchSides)
    .innerJoin(campaignMatches, eq(campaignMatches.id, campaignMatchSides.matchId))
    .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
    .where(where)
    .for('key share', { of: campaigns });
}

/** The ratings a match kept for one of its sides: that side's, and its opponent's. */
export interface MatchRatings {
  rating: number;
  opponentRating: number;
}

/**
 * The company's place in the campaign of the match, locked: a company withdrawn, or whose
 * owner was removed, posts no more results there. A statement of its own after the campaign
 * row's, which a removal holds while it deletes the participations: the statement that waited
 * for that row read them as they were before.
 */
async function takesPart(db: Database, companyId: string, matchId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: campaignCompanies.companyId })
    .from(campaignMatches)
    .innerJoin(
      campaignCompanies,
      and(
        eq(campaignCompanies.campaignId, campaignMatches.campaignId),
        eq(campaignCompanies.companyId, companyId),
      ),
    )
    .where(eq(campaignMatches.id, matchId))
    .for('key share', { of: campaignCompanies });
  return row !== undefined;
}

/**
 * Whether the company may apply `battleId` as its side of the match: the company must play in
 * it and still take part in the campaign (else a 400 on `matchId`), and the side must have no
 * other battle standing (409). Read before the aftermath writes anything, so a refusal writes
 * nothing; the campaign row is taken then, after the company's. Answers the ratings the match
 * kept, which are what its battle is fought at
 * (docs/adr/0170-a-match-is-fought-at-its-kept-ratings.md).
 */
export async function checkCampaignSide(
  db: Database,
  companyId: string,
  matchId: string,
  battleId: string,
): Promise<MatchRatings> {
  if (!isUuid(matchId)) throw new ValidationError({ matchId: NOT_IN_MATCH });
  await lockSidesCampaign(
    db,
    and(eq(campaignMatchSides.matchId, matchId), eq(campaignMatchSides.companyId, companyId)),
  );
  const sides = await db
    .select({
      companyId: campaignMatchSides.companyId,
      rating: campaignMatchSides.rating,
      battleId: campaignMatchSides.battleId,
      undoneAt: battleRecords.undoneAt,
    })
    .from(campaignMatchSides)
    .leftJoin(battleRecords, eq(battleRecords.battleId, campaignMatchSides.battleId))
    .where(eq(campaignMatchSides.matchId, matchId));
  const side = sides.find((candidate) => candidate.companyId === companyId);
  const other = sides.find((candidate) => candidate !== side);
  if (!side || !other) throw new ValidationError({ matchId: NOT_IN_MATCH });
  if (!(await takesPart(db, companyId, matchId))) {
    throw new ValidationError({ matchId: NOT_TAKING_PART });
  }
  if (side.battleId && side.battleId !== battleId && side.undoneAt === null) {
    throw new ConflictError(MATCH_SIDE_TAKEN);
  }
  return { rating: side.rating, opponentRating: other.rating };
}

/**
 * Links the battle to the company's side of the match, after the aftermath is written (the
 * lock order: the company, its warriors, then the rest). The condition repeats the check, so
 * a side taken meanwhile is refused rather than overwritten.
 */
export async function linkCampaignSide(
  db: Database,
  companyId: string,
  matchId: string,
  battleId: string,
): Promise<void> {
  const linked = await db
    .update(campaignMatchSides)
    .set({ battleId })
    .where(
      and(
        eq(campaignMatchSides.matchId, matchId),
        eq(campaignMatchSides.companyId, companyId),
        or(isNull(campaignMatchSides.battleId), eq(campaignMatchSides.battleId, battleId)),
      ),
    )
    .returning({ matchId: campaignMatchSides.matchId });
  if (linked.length === 0) {
    // The side names a battle since undone: that battle's link gives way to this one.
    const replaced = await db
      .update(campaignMatchSides)
      .set({ battleId })
      .where(
        and(eq(campaignMatchSides.matchId, matchId), eq(campaignMatchSides.companyId, companyId)),
      )
      .returning({ matchId: campaignMatchSides.matchId });
    if (replaced.length === 0) throw new ValidationError({ matchId: NOT_IN_MATCH });
  }
}

/** An undone battle is no side of any match any more. */
export async function unlinkCampaignBattle(db: Database, battleId: string): Promise<void> {
  await lockSidesCampaign(db, eq(campaignMatchSides.battleId, battleId));
  await db
    .update(campaignMatchSides)
    .set({ battleId: null })
    .where(eq(campaignMatchSides.battleId, battleId));
}

/**
 * The match the battle is a side of, if any, while its company still takes part in the match's
 * campaign: a correction keeps the battle in it. Withdrawn since, the company's battle is
 * corrected outside the campaign, and its side waits, as after an undo.
 */
export async function campaignMatchOfBattle(
  db: Database,
  battleId: string,
): Promise<string | undefined> {
  const [side] = await db
    .select({ matchId: campaignMatchSides.matchId })
    .from(campaignMatchSides)
    .innerJoin(campaignMatches, eq(campaignMatches.id, campaignMatchSides.matchId))
    .innerJoin(
      campaignCompanies,
      and(
        eq(campaignCompanies.campaignId, campaignMatches.campaignId),
        eq(campaignCompanies.companyId, campaignMatchSides.companyId),
      ),
    )
    .where(eq(campaignMatchSides.battleId, battleId));
  return side?.matchId;
}
