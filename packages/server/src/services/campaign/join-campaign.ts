import { present } from '@warband/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Campaign,
  INVITE_NOT_VALID,
  type JoinCampaignInput,
  WRONG_RULESET_COMPANY,
} from '@warband/schemas';
import {
  campaignCompanies,
  campaignInvites,
  campaignMembers,
  campaigns,
  companies,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { hashToken } from '../tokens';
import { inTransaction } from '../transaction';
import { membership, toCampaign } from './campaign-access';
import { usableNow } from './preview-invite';

export const NOT_YOUR_COMPANY = 'This company is not one of yours.';
export const COMPANY_RETIRED_JOIN = 'A retired company cannot join: re-enlist it first.';

/**
 * POST /campaign/join: the caller joins with an invite's token (as a player, unless already a
 * member) and the companies they chose take part. In one transaction, in the lock order: the
 * caller's companies first (in id order), then the invite, whose use is counted by one
 * conditional update, so two joins at once cannot pass its last use twice
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md). Only companies of the campaign's
 * ruleset may take part.
 */
export function joinCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: JoinCampaignInput,
): Promise<Campaign> {
  return inTransaction(ctx, async ({ db }) => {
    const mine = await db
      .select()
      .from(companies)
      .where(and(inArray(companies.id, input.companyIds), eq(companies.userId, caller.id)))
      .orderBy(asc(companies.id))
      .for('update');
    const [used] = await db
      .update(campaignInvites)
      .set({ uses: sql`${campaignInvites.uses} + 1` })
      .where(usableNow(hashToken(input.token)))
      .returning({ campaignId: campaignInvites.campaignId });
    if (!used) throw new NotFoundError(INVITE_NOT_VALID);
    const [found] = await db
      .select({ newRuleset: campaigns.newRuleset })
      .from(campaigns)
      .where(eq(campaigns.id, used.campaignId));
    const campaign = present(found, "The invite's campaign");
    const fields: Record<string, string> = {};
    input.companyIds.forEach((id, index) => {
      const company = mine.find((row) => row.id === id);
      if (!company) fields[`companyIds.${index}`] = NOT_YOUR_COMPANY;
      else if (company.newRuleset !== campaign.newRuleset) {
        fields[`companyIds.${index}`] = WRONG_RULESET_COMPANY;
      } else if (company.retired) fields[`companyIds.${index}`] = COMPANY_RETIRED_JOIN;
    });
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    await db
      .insert(campaignMembers)
      .values({ campaignId: used.campaignId, userId: caller.id, role: 'player' })
      .onConflictDoNothing();
    await db
      .insert(campaignCompanies)
      .values(
        mine.map((row) => ({ campaignId: used.campaignId, companyId: row.id, userId: caller.id })),
      )
      .onConflictDoNothing();
    return toCampaign(await membership(db, caller, used.campaignId));
  });
}
