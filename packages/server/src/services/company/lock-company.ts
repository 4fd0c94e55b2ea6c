import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { isUuid, ownedBy } from '../owned';

/**
 * The caller's company, locked until the transaction ends. Every write that touches a company
 * takes this lock first, then its warriors' rows, then anything else (the player's data
 * version, event lines, battle records): one lock order, so two writes at once wait for each
 * other instead of deadlocking, and each reads a company no one else is changing
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md).
 */
export async function lockOwnedCompany(db: Database, caller: Pick<Caller, 'id'>, id: string) {
  if (!isUuid(id)) throw new NotFoundError();
  const [row] = await db
    .select()
    .from(companies)
    .where(ownedBy(companies, caller, id))
    .for('update');
  if (!row) throw new NotFoundError();
  return row;
}
