import type { Company, CompanyInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { toCompanyEntity } from './company-entity';

/** POST /company/create: a new, active company with no warriors and a rating of 0. */
export async function createCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: CompanyInput,
): Promise<Company> {
  const [row] = await ctx.db
    .insert(companies)
    .values({
      userId: caller.id,
      name: input.name,
      race: input.race,
      influence: input.influence,
      backstory: input.backstory,
    })
    .returning();
  return toCompanyEntity(row!, [], caller.newRuleset);
}
