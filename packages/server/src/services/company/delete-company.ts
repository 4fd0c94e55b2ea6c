import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { discardCompanyImages } from '../image/warrior-images';
import { isUuid, ownedBy } from '../owned';
import { inTransaction } from '../transaction';

/**
 * DELETE /company/{id}: the company, its warriors and everything on them. One statement
 * whose foreign keys cascade (companies → warriors → the four lists), so it is one
 * transaction: all of it goes, or none. Its images go once it has.
 */
export async function deleteCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  if (!isUuid(input.id)) throw new NotFoundError();
  // In a transaction of its own all the same: the one that records a replayed write's answer.
  await inTransaction(ctx, async ({ db }) => {
    const deleted = await db
      .delete(companies)
      .where(ownedBy(companies, caller, input.id))
      .returning({ id: companies.id });
    if (deleted.length === 0) throw new NotFoundError();
  });
  discardCompanyImages(ctx, caller, input.id);
}
