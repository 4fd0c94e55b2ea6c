import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { membership, requireRight } from './campaign-access';

/**
 * DELETE /campaign/{id}: the owner ends the campaign. Its members, invites, participations and
 * matches go with it; the companies, their battles and their logs are their owners' and stay.
 */
export function deleteCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const member = await membership(db, caller, input.id, 'update');
    requireRight(member, 'edit');
    await db.delete(campaigns).where(eq(campaigns.id, member.campaign.id));
  });
}
