import { and, count, eq, isNull } from 'drizzle-orm';
import type { CampaignSummary } from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords, warriors } from '../../db/schema';

/**
 * The campaign so far: battles applied (undone ones were never fought) by result, and the
 * warriors in the company's graveyard.
 */
export async function campaignSummary(db: Database, companyId: string): Promise<CampaignSummary> {
  const results = await db
    .select({ result: battleRecords.result, battles: count() })
    .from(battleRecords)
    .where(and(eq(battleRecords.companyId, companyId), isNull(battleRecords.undoneAt)))
    .groupBy(battleRecords.result);
  const [dead] = await db
    .select({ fallen: count() })
    .from(warriors)
    .where(and(eq(warriors.companyId, companyId), eq(warriors.status, 'dead')));
  const of = (result: string) => results.find((row) => row.result === result)?.battles ?? 0;
  const [won, drawn, lost] = [of('win'), of('draw'), of('loss')];
  return { battles: won + drawn + lost, won, drawn, lost, fallen: dead?.fallen ?? 0 };
}
