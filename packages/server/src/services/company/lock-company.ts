import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { isUuid, ownedBy } from '../owned';

/**
 * The caller's company, locked until the transaction ends: aftermaths, undos and retirements
 * of one company take turns, so each one's images and event lines are of a company no one
 * else is changing.
 */
export async function lockOwnedCompany(db: Database, caller: Caller, id: string) {
  if (!isUuid(id)) throw new NotFoundError();
  const [row] = await db
    .select()
    .from(companies)
    .where(ownedBy(companies, caller, id))
    .for('update');
  if (!row) throw new NotFoundError();
  return row;
}
