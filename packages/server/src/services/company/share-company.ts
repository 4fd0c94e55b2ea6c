import { randomUUID } from 'node:crypto';
import type { CompanyShare, CompanyShareInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid, ownedBy } from '../owned';
import { inTransaction } from '../transaction';
import { toCompanyShare } from './share-link';

/**
 * PUT /company/{id}/share: the owner turns the company's read-only link on or off
 * (docs/adr/0032-sharing-is-a-flag-on-the-company-the-link-changes-only.md). Off, the link answers
 * 404 to everyone but the owner at once. Turning it on again revives the same link; a new link
 * (renewCompanyShare) voids it.
 */
export function shareCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: CompanyShareInput & { id: string },
): Promise<CompanyShare> {
  return updateShare(ctx, caller, input.id, { shared: input.shared });
}

/**
 * POST /company/{id}/share/new: the owner replaces the company's read-only link. The old one
 * answers 404 to everyone from then on, the owner too, so a link sent to the wrong person
 * can be taken back; whether the company is shared does not change.
 */
export function renewCompanyShare(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<CompanyShare> {
  return updateShare(ctx, caller, input.id, { shareId: randomUUID() });
}

/** Changes the owner's company's sharing and answers the link as it now stands. */
async function updateShare(
  ctx: ServiceContext,
  caller: Caller,
  id: string,
  change: { shared: boolean } | { shareId: string },
): Promise<CompanyShare> {
  if (!isUuid(id)) throw new NotFoundError();
  // The answer is built in the transaction, which records it for a replayed write.
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db
      .update(companies)
      .set({ ...change, updatedAt: new Date() })
      .where(ownedBy(companies, caller, id))
      .returning({
        id: companies.id,
        userId: companies.userId,
        shared: companies.shared,
        shareId: companies.shareId,
      });
    if (!row) throw new NotFoundError();
    return toCompanyShare(ctx.config.publicUrl, row);
  });
}
