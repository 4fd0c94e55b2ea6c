import { and, eq } from 'drizzle-orm';
import type { CampaignMemberRoleInput } from '@warband/schemas';
import { campaignMembers } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { inTransaction } from '../transaction';
import { membership, requireRight } from './campaign-access';

export const OWNER_STAYS = 'The campaign’s owner cannot be removed or given another role.';

/** PUT /campaign/{id}/members/{userId}: the owner makes a member an arbiter, or a player again. */
export function setMemberRole(
  ctx: ServiceContext,
  caller: Caller,
  input: CampaignMemberRoleInput & { campaignId: string; userId: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const member = await membership(db, caller, input.campaignId, 'update');
    requireRight(member, 'setRoles');
    if (!isUuid(input.userId)) throw new NotFoundError();
    if (input.userId === member.campaign.ownerId) throw new ConflictError(OWNER_STAYS);
    const changed = await db
      .update(campaignMembers)
      .set({ role: input.role })
      .where(
        and(
          eq(campaignMembers.campaignId, member.campaign.id),
          eq(campaignMembers.userId, input.userId),
        ),
      )
      .returning({ userId: campaignMembers.userId });
    if (changed.length === 0) throw new NotFoundError();
  });
}

/**
 * DELETE /campaign/{id}/members/{userId}: the owner or an arbiter removes a member and their
 * companies from the campaign (their companies and histories are untouched; the matches they
 * played stay). A member may remove themselves, which is how one leaves a campaign whole. The
 * owner stays.
 */
export function removeMember(
  ctx: ServiceContext,
  caller: Caller,
  input: { campaignId: string; userId: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const member = await membership(db, caller, input.campaignId, 'update');
    if (input.userId !== caller.id) requireRight(member, 'removeMembers');
    if (!isUuid(input.userId)) throw new NotFoundError();
    if (input.userId === member.campaign.ownerId) throw new ConflictError(OWNER_STAYS);
    // Their companies go with their member row: the participations' key to it cascades.
    const removed = await db
      .delete(campaignMembers)
      .where(
        and(
          eq(campaignMembers.campaignId, member.campaign.id),
          eq(campaignMembers.userId, input.userId),
        ),
      )
      .returning({ userId: campaignMembers.userId });
    if (removed.length === 0) throw new NotFoundError();
  });
}
