import type { Company, RetireCompanyInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid, ownedBy } from '../owned';
import { readCompany } from './company-entity';

/** PUT /company/{id}/retire: retire a company (true) or re-enlist it (false). */
export async function retireCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: RetireCompanyInput & { id: string },
): Promise<Company> {
  if (!isUuid(input.id)) throw new NotFoundError();
  const [row] = await ctx.db
    .update(companies)
    .set({ retired: input.retire, updatedAt: new Date() })
    .where(ownedBy(companies, caller, input.id))
    .returning();
  if (!row) throw new NotFoundError();
  return readCompany(ctx.db, caller, row);
}
