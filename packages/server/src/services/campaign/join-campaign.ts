import { eq, sql } from 'drizzle-orm';
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
 * caller's companies first (in id order), then the invite's campaign row (as removing a member
 * takes it before the rows it deletes), then the invite, whose use is counted by one
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
    const usable = usableNow(hashToken(input.token));
    const [invited] = await db
      .select({ id: campaigns.id, newRuleset: campaigns.newRuleset })
      .from(campaignInvites)
      .innerJoin(campaigns, eq(campaigns.id, campaignInvites.campaignId))
      .where(usable)
      .for('key share', { of: campaigns });
    if (!invited) throw new NotFoundError(INVITE_NOT_VALID);
    const [used] = await db
      .update(campaignInvites)
      .set({ uses: sql`${campaignInvites.uses} + 1` })
      .where(usable)
      .returning({ campaignId: campaignInvites.campaignId });
    // Its last use may have gone to another join since it was read.
    if (!used) throw new NotFoundError(INVITE_NOT_VALID);
    // The member row first, so the companies' rows always have their member's.
    await db
      .insert(campaignMembers)
      .values({ campaignId: invited.id, userId: caller.id, role: 'player' })
      .onConflictDoNothing();
    await bringCompanies(db, caller, invited, input.companyIds, mine, {
      refuseAlreadyIn: false,
    });
    return toCampaign(await membership(db, caller, invited.id));
  });
}
