import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BATTLE_RESULTS, isOneOf, itemAt, type BattleResult } from '@warband/rules';
import type { CampaignMatch, CampaignMatchSide } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  battleRecords,
  campaignMatches,
  campaignMatchSides,
  companies,
  liveBattles,
  users,
} from '../../db/schema';

const recorder = alias(users, 'recorder');

/**
 * A campaign's matches (or one of them), newest first, each side with the rating and Against
 * the Odds kept when it was recorded and the result of the battle applied for it. The result is
 * read from the battle record as it stands, so a correction shows at once and an undone battle
 * (which the undo also unlinks) shows none.
 */
export async function readMatches(
  db: Database,
  campaignId: string,
  matchId?: string,
): Promise<CampaignMatch[]> {
  const rows = await db
    .select({
      match: campaignMatches,
      recordedBy: recorder.name,
      side: campaignMatchSides,
      ownerName: users.name,
      result: battleRecords.result,
      confirmation: liveBattles.confirmation,
    })
    .from(campaignMatches)
    .innerJoin(campaignMatchSides, eq(campaignMatchSides.matchId, campaignMatches.id))
    .leftJoin(recorder, eq(recorder.id, campaignMatches.recordedBy))
    .leftJoin(liveBattles, eq(liveBattles.campaignMatchId, campaignMatches.id))
    .leftJoin(companies, eq(companies.id, campaignMatchSides.companyId))
    .leftJoin(users, eq(users.id, companies.userId))
    .leftJoin(
      battleRecords,
      and(eq(battleRecords.battleId, campaignMatchSides.battleId), isNull(battleRecords.undoneAt)),
    )
    .where(
      and(
        eq(campaignMatches.campaignId, campaignId),
        matchId ? eq(campaignMatches.id, matchId) : undefined,
      ),
    )
    .orderBy(
      desc(campaignMatches.createdAt),
      desc(campaignMatches.id),
      asc(campaignMatchSides.side),
    );
  const matches = new Map<string, { match: (typeof rows)[number]; sides: CampaignMatchSide[] }>();
  for (const row of rows) {
    const entry = matches.get(row.match.id) ?? { match: row, sides: [] };
    matches.set(row.match.id, entry);
    const result = row.side.battleId && isOneOf(BATTLE_RESULTS, row.result) ? row.result : null;
    entry.sides.push({
      companyId: row.side.companyId,
      companyName: row.side.companyName,
      ownerName: row.ownerName ?? '',
      rating: row.side.rating,
      againstTheOdds: row.side.againstTheOdds,
      battleId: result ? row.side.battleId : null,
      result,
    });
  }
  return [...matches.values()].map(({ match: { match, recordedBy, confirmation }, sides }) => {
    // A match has its two sides.
    const a = itemAt(sides, 0, 'match side');
    const b = itemAt(sides, 1, 'match side');
    return {
      id: match.id,
      scenario: match.scenario,
      playedOn: match.playedOn,
      recordedBy: recordedBy ?? '',
      recordedAt: match.createdAt.toISOString(),
      status: a.result && b.result ? 'played' : 'pending',
      disagreement: resultsDisagree(a.result, b.result),
      // A match never played live counts as it always did (docs/adr/new-live-battle-record.md).
      confirmation: confirmation ?? 'confirmed',
      sides: [a, b],
    };
  });
}

/** Both sides claim a win, or both a loss: an arbiter should look. */
export function resultsDisagree(a: BattleResult | null, b: BattleResult | null): boolean {
  return a !== null && a === b && a !== 'draw';
}
