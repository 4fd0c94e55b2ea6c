import { and, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { warriors } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { checkCompanyEnlisted } from '../company/enlisted';
import type { Caller } from '../context';
import { isUuid, ownedBy } from '../owned';

/**
 * The caller's warrior, locked for a write in the one lock order: its company first (refused
 * when retired), then the warrior. `where` narrows which warriors qualify (the graveyard's
 * dead); a warrior deleted or changed out of it while the company lock was awaited is not
 * found.
 */
export async function lockWarriorForWrite(db: Database, caller: Caller, id: string, where?: SQL) {
  if (!isUuid(id)) throw new NotFoundError();
  // Unlocked: only to learn the company, which a warrior never changes.
  const [found] = await db
    .select({ companyId: warriors.companyId })
    .from(warriors)
    .where(and(ownedBy(warriors, caller, id), where));
  if (!found) throw new NotFoundError();
  const company = await checkCompanyEnlisted(db, caller, found.companyId);
  const [row] = await db
    .select()
    .from(warriors)
    .where(and(ownedBy(warriors, caller, id), where))
    .for('update');
  if (!row) throw new NotFoundError();
  return { company, row };
}
