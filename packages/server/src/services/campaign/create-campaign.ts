import { present } from '@warband/rules/narrow';
import type { Campaign, CampaignInput } from '@warband/schemas';
import { campaignMembers, campaigns } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { toCampaign } from './campaign-access';

/** POST /campaign/create: a new campaign, with the caller as its owner and first member. */
export function createCampaign(
  ctx: ServiceContext,
  caller: Caller,
  input: CampaignInput,
): Promise<Campaign> {
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db
      .insert(campaigns)
      .values({
        ownerId: caller.id,
        name: input.name,
        description: input.description,
        newRuleset: input.newRuleset,
      })
      .returning();
    const campaign = present(row, 'The new campaign');
    await db
      .insert(campaignMembers)
      .values({ campaignId: campaign.id, userId: caller.id, role: 'owner' });
    return toCampaign({ campaign, role: 'owner', ownerName: caller.name });
  });
}
