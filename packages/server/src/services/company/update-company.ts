import type { Company, CompanyInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid, ownedBy } from '../owned';
import { readCompany } from './company-entity';

/** PUT /company/{id}: the Details tab (name, race, influence, backstory). */
export async function updateCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: CompanyInput & { id: string },
): Promise<Company> {
  if (!isUuid(input.id)) throw new NotFoundError();
  const [row] = await ctx.db
    .update(companies)
    .set({
      name: input.name,
      race: input.race,
      influence: input.influence,
      backstory: input.backstory,
      updatedAt: new Date(),
    })
    .where(ownedBy(companies, caller, input.id))
    .returning();
  if (!row) throw new NotFoundError();
  return readCompany(ctx.db, caller, row);
}
