import { eq, sql } from 'drizzle-orm';
import { present } from '@warband/rules';
import { type Campaign, INVITE_NOT_VALID, type JoinCampaignInput } from '@warband/schemas';
import { campaignInvites, campaignMembers, campaigns } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { hashToken } from '../tokens';
import { inTransaction } from '../transaction';
import { bringCompanies, lockCallersCompanies } from './bring-companies';
import { membership, toCampaign } from './campaign-access';
import { usableNow } from './preview-invite';

/**
 * POST /campaign/join: the caller joins with an invite's token (as a player, unless already a
 * member) and the companies they chose take part. In one transaction, in the lock order: the
 * caller's companies first (in id order), then the invite, whose use is counted by one
 * conditional update, so two joins at once cannot pass its last use twice
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md). Only companies of the campaign's
 * ruleset may take part (bring-companies.ts, shared with POST /campaign/{id}/companies).
 */
export function joinCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: JoinCampaignInput,
): Promise<Campaign> {
  return inTransaction(ctx, async ({ db }) => {
    const mine = await lockCallersCompanies(db, caller, input.companyIds);
    const [used] = await db
      .update(campaignInvites)
      .set({ uses: sql`${campaignInvites.uses} + 1` })
      .where(usableNow(hashToken(input.token)))
      .returning({ campaignId: campaignInvites.campaignId });
    if (!used) throw new NotFoundError(INVITE_NOT_VALID);
    const [campaign] = await db
      .select({ id: campaigns.id, newRuleset: campaigns.newRuleset })
      .from(campaigns)
      .where(eq(campaigns.id, used.campaignId));
    const joined = present(campaign, 'The invite’s campaign');
    // The member row first, so the companies' rows always have their member's.
    await db
      .insert(campaignMembers)
      .values({ campaignId: joined.id, userId: caller.id, role: 'player' })
      .onConflictDoNothing();
    await bringCompanies(db, caller, joined, input.companyIds, mine, { refuseAlreadyIn: false });
    return toCampaign(await membership(db, caller, joined.id));
  });
}
