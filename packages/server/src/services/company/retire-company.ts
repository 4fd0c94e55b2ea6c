import type { Company, RetireCompanyInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid, ownedBy } from '../owned';
import { readCompany } from './company-entity';

export const NOT_THIS_COMPANY = 'This is not the company in the address';

/**
 * PUT /company/{id}/retire: retire a company (true) or re-enlist it (false). Its warriors,
 * dead or alive, stay as they are; a retired company leaves My Companies and the side
 * navigation, and its page stays readable. The body's id, which the spec's client sends,
 * must name the same company as the path, so a mixed-up request changes nothing.
 */
export async function retireCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: Omit<RetireCompanyInput, 'id'> & { id: string; bodyId?: string | undefined },
): Promise<Company> {
  if (input.bodyId !== undefined && input.bodyId !== input.id) {
    throw new ValidationError({ id: NOT_THIS_COMPANY });
  }
  if (!isUuid(input.id)) throw new NotFoundError();
  const [row] = await ctx.db
    .update(companies)
    .set({ retired: input.retire, updatedAt: new Date() })
    .where(ownedBy(companies, caller, input.id))
    .returning();
  if (!row) throw new NotFoundError();
  return readCompany(ctx.db, caller, row);
}
