import type { SharedCompany } from '@warband/schemas';
import { NotFoundError } from '../../errors';
import { sharedView } from '../company/read-shared-company';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { companiesTakingPart, membership } from './campaign-access';

/**
 * GET /campaign/{id}/company/{companyId}: a company taking part, read-only, as its shared view
 * shows it, to the campaign's members only. A company not taking part (withdrawn, or never
 * joined) is not found, whether or not its owner shares it.
 */
export async function readMemberCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: { campaignId: string; companyId: string },
): Promise<SharedCompany> {
  const member = await membership(ctx.db, caller, input.campaignId);
  if (!isUuid(input.companyId)) throw new NotFoundError();
  const [found] = await companiesTakingPart(ctx.db, member.campaign.id, [input.companyId]);
  if (!found) throw new NotFoundError();
  return sharedView(ctx.db, found.company);
}
