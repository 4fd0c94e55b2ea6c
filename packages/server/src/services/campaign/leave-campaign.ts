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
 * campaign's list. The caller stays a member (and may join with another company). In the lock
 * order: the company first, as every write of a company does, then the campaign row, which
 * removing a member takes before the participations it deletes
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md).
 */
export function leaveCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: LeaveCampaignInput & { campaignId: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const company = await lockOwnedCompany(db, caller, input.companyId);
    const member = await membership(db, caller, input.campaignId, 'key share');
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
