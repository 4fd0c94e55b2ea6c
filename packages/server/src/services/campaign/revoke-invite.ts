import { and, eq, isNull } from 'drizzle-orm';
import { campaignInvites } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { inTransaction } from '../transaction';
import { membership, requireRight } from './campaign-access';

/**
 * DELETE /campaign/{id}/invites/{inviteId}: the owner withdraws a link; no one joins with it
 * again. The row stays (revoked), so the owner sees how it was used. Withdrawing twice is
 * as withdrawing once.
 */
export function revokeInvite(
  ctx: ServiceContext,
  caller: Caller,
  input: { campaignId: string; inviteId: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const member = await membership(db, caller, input.campaignId, 'key share');
    requireRight(member, 'invite');
    if (!isUuid(input.inviteId)) throw new NotFoundError();
    const ofCampaign = and(
      eq(campaignInvites.id, input.inviteId),
      eq(campaignInvites.campaignId, member.campaign.id),
    );
    const [found] = await db
      .select({ id: campaignInvites.id })
      .from(campaignInvites)
      .where(ofCampaign);
    if (!found) throw new NotFoundError();
    await db
      .update(campaignInvites)
      .set({ revokedAt: new Date() })
      .where(and(ofCampaign, isNull(campaignInvites.revokedAt)));
  });
}
