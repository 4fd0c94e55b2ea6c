import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Caller } from '../context';

export const COMPANY_RETIRED = 'This company is retired: re-enlist it to change its warriors.';

/**
 * A retired company is read-only until it is re-enlisted, so its warriors cannot be
 * recruited, edited or dismissed. The company row is share-locked until the transaction
 * ends, so a retirement that commits meanwhile waits for this write rather than slipping
 * between the check and it.
 */
export async function checkCompanyEnlisted(
  db: Database,
  caller: Pick<Caller, 'id'>,
  companyId: string,
): Promise<void> {
  const [row] = await db
    .select({ retired: companies.retired })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.userId, caller.id)))
    .for('share');
  if (!row) throw new NotFoundError();
  if (row.retired) throw new ConflictError(COMPANY_RETIRED);
}
