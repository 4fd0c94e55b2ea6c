import { present } from '@warband/rules/narrow';
import { randomUUID } from 'node:crypto';
import type { Company, CompanyInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import { inTransaction } from '../transaction';
import { toCompanyEntity } from './company-entity';

/**
 * POST /company/create: a new, active company with no warriors and a rating of 0, and the
 * first line of its event log, its founding.
 */
export function createCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: CompanyInput,
): Promise<Company> {
  // The read-only link names the company's own id until the owner asks for a new one.
  const id = randomUUID();
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db
      .insert(companies)
      .values({
        id,
        shareId: id,
        userId: caller.id,
        name: input.name,
        race: input.race,
        influence: input.influence,
        backstory: input.backstory,
        // A new company plays its owner's ruleset unless the player chose another for it.
        newRuleset: input.newRuleset ?? caller.newRuleset,
      })
      .returning();
    const created = present(row, 'The new company');
    const { id: companyId, name, race, influence } = created;
    await writeCompanyEvents(db, [
      companyEvent('companyFounded', { companyId, userId: caller.id }, { name, race, influence }),
    ]);
    return toCompanyEntity(created, []);
  });
}
