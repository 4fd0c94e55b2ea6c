import { getOrThrow } from '@warband/rules/narrow';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { CampaignSummary } from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords, warriors } from '../../db/schema';

/**
 * The campaign so far: battles applied (undone ones were never fought) by result, and the
 * warriors in the company's graveyard.
 */
export async function campaignSummary(db: Database, companyId: string): Promise<CampaignSummary> {
  return getOrThrow(
    await campaignSummaries(db, [companyId]),
    companyId,
    'campaign summary of company',
  );
}

/** The campaign so far of each of several companies, in two queries whatever their number. */
export async function campaignSummaries(
  db: Database,
  companyIds: readonly string[],
): Promise<Map<string, CampaignSummary>> {
  const ids = [...companyIds];
  const results = ids.length
    ? await db
        .select({
          companyId: battleRecords.companyId,
          result: battleRecords.result,
          battles: count(),
        })
        .from(battleRecords)
        .where(and(inArray(battleRecords.companyId, ids), isNull(battleRecords.undoneAt)))
        .groupBy(battleRecords.companyId, battleRecords.result)
    : [];
  const dead = ids.length
    ? await db
        .select({ companyId: warriors.companyId, fallen: count() })
        .from(warriors)
        .where(and(inArray(warriors.companyId, ids), eq(warriors.status, 'dead')))
        .groupBy(warriors.companyId)
    : [];
  const summaries = new Map<string, CampaignSummary>();
  for (const companyId of ids) {
    const of = (result: string) =>
      results.find((row) => row.companyId === companyId && row.result === result)?.battles ?? 0;
    const [won, drawn, lost] = [of('win'), of('draw'), of('loss')];
    const fallen = dead.find((row) => row.companyId === companyId)?.fallen ?? 0;
    summaries.set(companyId, { battles: won + drawn + lost, won, drawn, lost, fallen });
  }
  return summaries;
}
