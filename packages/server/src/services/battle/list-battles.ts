import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BattleHistory, BattleRecord } from '@warband/schemas';
import { battleRecords, companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';

/**
 * GET /company/{id}/battles: the company's applied battles, newest first (undone ones are
 * gone from its history), and its record of battles won, drawn and lost.
 */
export async function listBattles(
  ctx: ServiceContext,
  caller: Caller,
  input: { companyId: string },
): Promise<BattleHistory> {
  const company = await findOwned(ctx.db, companies, caller, input.companyId);
  const rows = await ctx.db
    .select({
      record: battleRecords.record,
      correctedAt: battleRecords.correctedAt,
      correctable: sql<boolean>`${isNotNull(battleRecords.request)}`,
      undoable: sql<boolean>`${and(isNotNull(battleRecords.beforeImage), isNotNull(battleRecords.afterImage))}`,
    })
    .from(battleRecords)
    .where(and(eq(battleRecords.companyId, company.id), isNull(battleRecords.undoneAt)))
    .orderBy(desc(battleRecords.appliedAt), desc(battleRecords.id));
  // Only a battle still being applied has an empty record, and no other transaction sees it.
  const battles = rows.flatMap(({ record, correctedAt, correctable, undoable }) =>
    isWritten(record)
      ? [{ ...record, correctedAt: correctedAt?.toISOString() ?? null, correctable, undoable }]
      : [],
  );
  const count = (result: BattleRecord['result']) =>
    battles.filter((battle) => battle.result === result).length;
  return { record: { won: count('win'), drawn: count('draw'), lost: count('loss') }, battles };
}

function isWritten(record: BattleRecord | Record<string, never>): record is BattleRecord {
  return 'battleId' in record;
}
