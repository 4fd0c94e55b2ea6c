import { and, eq } from 'drizzle-orm';
import { campaignMatches } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { inTransaction } from '../transaction';
import { membership, requireRight } from './campaign-access';

/**
 * DELETE /campaign/{id}/matches/{matchId}: the owner or an arbiter removes a match. The
 * battles applied for it stay in their companies' histories, no longer linked.
 */
export function removeMatch(
  ctx: ServiceContext,
  caller: Caller,
  input: { campaignId: string; matchId: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const member = await membership(db, caller, input.campaignId, 'key share');
    requireRight(member, 'removeMatches');
    if (!isUuid(input.matchId)) throw new NotFoundError();
    const removed = await db
      .delete(campaignMatches)
      .where(
        and(
          eq(campaignMatches.id, input.matchId),
          eq(campaignMatches.campaignId, member.campaign.id),
        ),
      )
      .returning({ id: campaignMatches.id });
    if (removed.length === 0) throw new NotFoundError();
  });
}
