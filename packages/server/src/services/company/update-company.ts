import type { Company, UpdateCompanyInput } from '@warband/schemas';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { StaleError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { readCompany } from './company-entity';
import { lockOwnedCompany } from './lock-company';

/**
 * PUT /company/{id}: the Details tab (name, race, influence, backstory). Refused with the
 * company as stored when it was based on an older revision: a battle may have changed its
 * influence since, and saving the old figure would undo that.
 */
export function updateCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: UpdateCompanyInput & { id: string },
): Promise<Company> {
  return inTransaction(ctx, async ({ db }) => {
    const stored = await lockOwnedCompany(db, caller, input.id);
    if (stored.revision !== input.revision) {
      throw new StaleError(await readCompany(db, stored));
    }
    const [row] = await db
      .update(companies)
      .set({
        name: input.name,
        race: input.race,
        influence: input.influence,
        backstory: input.backstory,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, stored.id))
      .returning();
    return readCompany(db, row!);
  });
}
