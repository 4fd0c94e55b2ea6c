import { randomUUID } from 'node:crypto';
import type { CompanyShare } from '@warband/schemas';
import { companies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid, ownedBy } from '../owned';
import { toCompanyShare } from './share-link';

/**
 * POST /company/{id}/share/new: the owner replaces the company's read-only link. The old one
 * answers 404 to everyone from then on, the owner too, so a link sent to the wrong person
 * can be taken back; whether the company is shared does not change.
 */
export async function renewCompanyShare(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<CompanyShare> {
  if (!isUuid(input.id)) throw new NotFoundError();
  const [row] = await ctx.db
    .update(companies)
    .set({ shareId: randomUUID(), updatedAt: new Date() })
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
