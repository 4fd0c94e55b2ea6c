import { present } from '@warband/rules/narrow';
import { eq } from 'drizzle-orm';
import type { Company, RetireCompanyInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import { inTransaction } from '../transaction';
import { readCompany } from './company-entity';
import { lockOwnedCompany } from './lock-company';

export const NOT_THIS_COMPANY = 'This is not the company in the address';

/**
 * PUT /company/{id}/retire: retire a company (true) or re-enlist it (false). Its warriors,
 * dead or alive, stay as they are; a retired company leaves My Companies and the side
 * navigation, and its page stays readable. The body's id, which the original client sends,
 * must name the same company as the path, so a mixed-up request changes nothing. The event
 * log gets a line when the flag changes, with the rating the company had then; the company
 * is locked so that two requests at once log one change, not two.
 */
export async function retireCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: Omit<RetireCompanyInput, 'id'> & { id: string; bodyId?: string | undefined },
): Promise<Company> {
  if (input.bodyId !== undefined && input.bodyId !== input.id) {
    throw new ValidationError({ id: NOT_THIS_COMPANY });
  }
  return inTransaction(ctx, async ({ db }) => {
    const stored = await lockOwnedCompany(db, caller, input.id);
    const [row] = await db
      .update(companies)
      .set({ retired: input.retire, updatedAt: new Date() })
      .where(eq(companies.id, stored.id))
      .returning();
    const company = await readCompany(db, present(row, 'The retired company'));
    if (stored.retired !== input.retire) {
      const kind = input.retire ? 'companyRetired' : 'companyReenlisted';
      const subject = { companyId: stored.id, userId: caller.id };
      await writeCompanyEvents(db, [
        companyEvent(kind, subject, { rating: company.currentRating }),
      ]);
    }
    return company;
  });
}
