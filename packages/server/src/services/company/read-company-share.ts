import type { CompanyShare } from '@warband/schemas';
import { companies } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { findOwned } from '../owned';
import { toCompanyShare } from './share-link';

/** GET /company/{id}/share: whether the caller's company is shared, and its link. */
export async function readCompanyShare(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<CompanyShare> {
  const row = await findOwned(ctx.db, companies, caller, input.id);
  return toCompanyShare(ctx.config.publicUrl, row);
}
