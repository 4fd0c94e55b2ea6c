import { and, eq, isNull, or } from 'drizzle-orm';
import { fellInBattle, type CampaignSummary } from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords, campaignMatches, campaignMatchSides, liveBattles } from '../../db/schema';

const COLUMN_OF = { win: 'won', draw: 'drawn', loss: 'lost' } as const;
const NOTHING_YET: CampaignSummary = { battles: 0, won: 0, drawn: 0, lost: 0, fallen: 0 };

/**
 * Each company's campaign in this campaign alone: the battles applied for its matches and not
 * undone, by result, and the warriors they cost. A company's battles before it joined, or
 * fought for no match of this campaign, are its own story, not this league's
 * (docs/adr/0169-the-league-counts-its-own-matches.md). A match played live counts once it is
 * confirmed; one never played live counts as it always did
 * (docs/adr/new-live-battle-record.md).
 */
export async function matchSummaries(
  db: Database,
  campaignId: string,
  companyIds: readonly string[],
): Promise<Map<string, CampaignSummary>> {
  const rows = await db
    .select({ companyId: battleRecords.companyId, record: battleRecords.record })
    .from(campaignMatchSides)
    .innerJoin(campaignMatches, eq(campaignMatches.id, campaignMatchSides.matchId))
    .innerJoin(
      battleRecords,
      and(
        eq(battleRecords.battleId, campaignMatchSides.battleId),
        eq(battleRecords.companyId, campaignMatchSides.companyId),
        isNull(battleRecords.undoneAt),
      ),
    )
    .leftJoin(liveBattles, eq(liveBattles.campaignMatchId, campaignMatches.id))
    .where(
      and(
        eq(campaignMatches.campaignId, campaignId),
        or(isNull(liveBattles.matchId), eq(liveBattles.confirmation, 'confirmed')),
      ),
    );
  const summaries = new Map(companyIds.map((id) => [id, { ...NOTHING_YET }]));
  for (const { companyId, record } of rows) {
    const summary = summaries.get(companyId);
    // A battle still being applied has an empty record, and no other transaction sees it.
    if (!summary || !('battleId' in record)) continue;
    summary.battles += 1;
    summary[COLUMN_OF[record.result]] += 1;
    summary.fallen += record.warriors.filter(fellInBattle).length;
  }
  return summaries;
}
