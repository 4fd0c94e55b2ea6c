import type { CompanyShare, CompanyShareInput } from '@warband/schemas';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid, ownedBy } from '../owned';
import { toCompanyShare } from './share-link';

/**
 * PUT /company/{id}/share: the owner turns the company's read-only link on or off
 * (DESIGN.md section 5). Off, the link answers 404 to everyone but the owner at once. Turning
 * it on again revives the same link; a new link (renew-company-share.ts) is what voids it.
 */
export async function shareCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: CompanyShareInput & { id: string },
): Promise<CompanyShare> {
  if (!isUuid(input.id)) throw new NotFoundError();
  const [row] = await ctx.db
    .update(companies)
    .set({ shared: input.shared, updatedAt: new Date() })
    .where(ownedBy(companies, caller, input.id))
    .returning({
      id: companies.id,
      userId: companies.userId,
      shared: companies.shared,
      shareId: companies.shareId,
    });
  if (!row) throw new NotFoundError();
  return toCompanyShare(ctx.config.publicUrl, row);
}
