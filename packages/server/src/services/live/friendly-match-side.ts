import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { MATCH_SIDE_TAKEN, NOT_IN_MATCH } from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords, friendlyMatches, friendlyMatchSides } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import type { MatchRatings } from '../campaign/match-link';

/**
 * A friendly match's sides as a battle's War's Aftermath sees them, as a campaign match's are
 * (services/campaign/match-link.ts): the battle becomes the company's side of the match, fought
 * at the ratings the match kept when its second player joined
 * (docs/adr/new-live-battle-record.md). A friendly match has no campaign to take part in.
 */

/**
 * Whether the company may apply `battleId` as its side of the friendly match: null when the id
 * is no friendly match (it may be a campaign's); a match not joined yet, or one the company
 * does not play in, is refused on `matchId` (400); a side with another battle standing is a
 * 409. Answers the ratings the match kept.
 */
export async function checkFriendlySide(
  db: Database,
  companyId: string,
  matchId: string,
  battleId: string,
): Promise<MatchRatings | null> {
  const sides = await db
    .select({
      companyId: friendlyMatchSides.companyId,
      rating: friendlyMatchSides.rating,
      battleId: friendlyMatchSides.battleId,
      undoneAt: battleRecords.undoneAt,
      joinedAt: friendlyMatches.joinedAt,
    })
    .from(friendlyMatchSides)
    .innerJoin(friendlyMatches, eq(friendlyMatches.id, friendlyMatchSides.matchId))
    .leftJoin(battleRecords, eq(battleRecords.battleId, friendlyMatchSides.battleId))
    .where(eq(friendlyMatchSides.matchId, matchId));
  if (sides.length === 0) return null;
  const side = sides.find((candidate) => candidate.companyId === companyId);
  const other = sides.find((candidate) => candidate !== side);
  if (!side || !other || side.joinedAt === null) {
    throw new ValidationError({ matchId: NOT_IN_MATCH });
  }
  if (side.battleId && side.battleId !== battleId && side.undoneAt === null) {
    throw new ConflictError(MATCH_SIDE_TAKEN);
  }
  return { rating: side.rating, opponentRating: other.rating };
}

/**
 * Links the battle to the company's side of the friendly match; false when the match is no
 * friendly one. The condition repeats the check, so a side taken meanwhile is refused rather
 * than overwritten; a side naming a battle since undone gives way.
 */
export async function linkFriendlySide(
  db: Database,
  companyId: string,
  matchId: string,
  battleId: string,
): Promise<boolean> {
  const [match] = await db
    .select({ id: friendlyMatches.id })
    .from(friendlyMatches)
    .where(and(eq(friendlyMatches.id, matchId), isNotNull(friendlyMatches.joinedAt)));
  if (!match) return false;
  const ofSide = and(
    eq(friendlyMatchSides.matchId, matchId),
    eq(friendlyMatchSides.companyId, companyId),
  );
  const linked = await db
    .update(friendlyMatchSides)
    .set({ battleId })
    .where(
      and(
        ofSide,
        or(isNull(friendlyMatchSides.battleId), eq(friendlyMatchSides.battleId, battleId)),
      ),
    )
    .returning({ matchId: friendlyMatchSides.matchId });
  if (linked.length > 0) return true;
  const replaced = await db
    .update(friendlyMatchSides)
    .set({ battleId })
    .where(ofSide)
    .returning({ matchId: friendlyMatchSides.matchId });
  if (replaced.length === 0) throw new ValidationError({ matchId: NOT_IN_MATCH });
  return true;
}

/** An undone battle is no side of a friendly match any more. */
export async function unlinkFriendlyBattle(db: Database, battleId: string): Promise<void> {
  await db
    .update(friendlyMatchSides)
    .set({ battleId: null })
    .where(eq(friendlyMatchSides.battleId, battleId));
}

/** The friendly match the battle is a side of, if any: a correction keeps it there. */
export async function friendlyMatchOfBattle(
  db: Database,
  battleId: string,
): Promise<string | undefined> {
  const [side] = await db
    .select({ matchId: friendlyMatchSides.matchId })
    .from(friendlyMatchSides)
    .where(eq(friendlyMatchSides.battleId, battleId));
  return side?.matchId;
}
