import { and, eq } from 'drizzle-orm';
import type { LeaveCampaignInput } from '@warband/schemas';
import { campaignCompanies } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { lockOwnedCompany } from '../company/lock-company';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { membership } from './campaign-access';

/**
 * POST /campaign/{id}/leave: the company's owner withdraws it. Only the participation goes:
 * the company, its battles and its log are untouched, and the matches it played stay in the
 * campaign's list. The caller stays a member (and may join with another company). The company
 * is locked first, as every write of a company does.
 */
export function leaveCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: LeaveCampaignInput & { campaignId: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const company = await lockOwnedCompany(db, caller, input.companyId);
    const member = await membership(db, caller, input.campaignId);
    const left = await db
      .delete(campaignCompanies)
      .where(
        and(
          eq(campaignCompanies.campaignId, member.campaign.id),
          eq(campaignCompanies.companyId, company.id),
        ),
      )
      .returning({ companyId: campaignCompanies.companyId });
    if (left.length === 0) throw new NotFoundError();
  });
}
