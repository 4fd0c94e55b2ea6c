import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { battleRecords } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../owned';

/**
 * The company's last battle still applied, when it is the one named; refused with `notLast`
 * when the named battle is an earlier one of the company, and as not found otherwise.
 */
export async function namedLastBattle(
  db: Database,
  companyId: string,
  battleId: string,
  notLast: string,
) {
  if (!isUuid(battleId)) throw new NotFoundError();
  const [last] = await db
    .select()
    .from(battleRecords)
    .where(and(eq(battleRecords.companyId, companyId), isNull(battleRecords.undoneAt)))
    .orderBy(desc(battleRecords.appliedAt), desc(battleRecords.id))
    .limit(1);
  if (last?.battleId === battleId) return last;
  const [named] = await db
    .select({ id: battleRecords.id })
    .from(battleRecords)
    .where(and(eq(battleRecords.companyId, companyId), eq(battleRecords.battleId, battleId)));
  if (named) throw new ConflictError(notLast);
  throw new NotFoundError();
}
