import type { Database } from '../../db/client';
import { ConflictError } from '../../errors';
import type { Caller } from '../context';
import { lockOwnedCompany } from './lock-company';

export const COMPANY_RETIRED = 'This company is retired: re-enlist it to change its warriors.';

/**
 * A retired company is read-only until it is re-enlisted, so its warriors cannot be
 * recruited, edited or dismissed. Checked on the company row locked for the write (the first
 * lock of the one lock order), so a retirement that commits meanwhile waits for this write
 * rather than slipping between the check and it.
 */
export async function checkCompanyEnlisted(db: Database, caller: Caller, companyId: string) {
  const company = await lockOwnedCompany(db, caller, companyId);
  if (company.retired) throw new ConflictError(COMPANY_RETIRED);
  return company;
}
