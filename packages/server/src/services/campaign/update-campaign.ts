import { present } from '@warband/rules/narrow';
import { eq } from 'drizzle-orm';
import type { Campaign, UpdateCampaignInput } from '@warband/schemas';
import { campaigns } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { membership, requireRight, toCampaign } from './campaign-access';

/** PUT /campaign/{id}: the owner renames or redescribes the campaign. */
export function updateCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: UpdateCampaignInput & { id: string },
): Promise<Campaign> {
  return inTransaction(ctx, async ({ db }) => {
    const member = await membership(db, caller, input.id, 'update');
    requireRight(member, 'edit');
    const [row] = await db
      .update(campaigns)
      .set({ name: input.name, description: input.description, updatedAt: new Date() })
      .where(eq(campaigns.id, member.campaign.id))
      .returning();
    return toCampaign({ ...member, campaign: present(row, 'The updated campaign') });
  });
}
