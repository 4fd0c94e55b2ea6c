import type { AddCampaignCompaniesInput, Campaign } from '@warband/schemas';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { bringCompanies, lockCallersCompanies } from './bring-companies';
import { membership, toCampaign } from './campaign-access';

/**
 * POST /campaign/{id}/companies: a member (the owner too) brings more of their own companies
 * in without an invite link, so no link's use is spent. The checks are the invite's
 * (bring-companies.ts), and a company already taking part is refused. In one transaction, in
 * the lock order: the caller's companies first (in id order), then the campaign row, which
 * removing a member also locks, so a member removed meanwhile brings nothing in
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md). Answers as joining does.
 */
export function addCampaignCompanies(
  ctx: ServiceContext,
  caller: Caller,
  input: AddCampaignCompaniesInput & { campaignId: string },
): Promise<Campaign> {
  return inTransaction(ctx, async ({ db }) => {
    const mine = await lockCallersCompanies(db, caller, input.companyIds);
    const member = await membership(db, caller, input.campaignId, 'update');
    await bringCompanies(db, caller, member.campaign, input.companyIds, mine, {
      refuseAlreadyIn: true,
    });
    return toCampaign(member);
  });
}
