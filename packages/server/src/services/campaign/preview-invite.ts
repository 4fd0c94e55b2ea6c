import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { type CampaignInvitePreview, INVITE_NOT_VALID } from '@warband/schemas';
import type { Database } from '../../db/client';
import {
  campaignCompanies,
  campaignInvites,
  campaignMembers,
  campaigns,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { hashToken } from '../tokens';

/** An invite that can still be used: not withdrawn, not expired, uses left. */
export function usableNow(tokenHash: string) {
  return and(
    eq(campaignInvites.tokenHash, tokenHash),
    isNull(campaignInvites.revokedAt),
    gt(campaignInvites.expiresAt, new Date()),
    lt(campaignInvites.uses, campaignInvites.maxUses),
  );
}

async function findByToken(db: Database, token: string) {
  const [found] = await db
    .select({ campaign: campaigns, ownerName: users.name })
    .from(campaignInvites)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvites.campaignId))
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .where(usableNow(hashToken(token)));
  if (!found) throw new NotFoundError(INVITE_NOT_VALID);
  return found;
}

/**
 * GET /campaign/invite/{token}: what a player about to join sees: the campaign's name,
 * description, ruleset and owner, and, to a member opening a link again, which of their
 * companies take part already. An expired, used up, withdrawn or wrong token is one 404.
 */
export async function previewInvite(
  ctx: ServiceContext,
  caller: Caller,
  input: { token: string },
): Promise<CampaignInvitePreview> {
  const { campaign, ownerName } = await findByToken(ctx.db, input.token);
  const [member] = await ctx.db
    .select({ role: campaignMembers.role })
    .from(campaignMembers)
    .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.userId, caller.id)));
  const takingPart = member
    ? await ctx.db
        .select({ companyId: campaignCompanies.companyId })
        .from(campaignCompanies)
        .where(
          and(
            eq(campaignCompanies.campaignId, campaign.id),
            eq(campaignCompanies.userId, caller.id),
          ),
        )
        .orderBy(campaignCompanies.joinedAt, campaignCompanies.companyId)
    : [];
  return {
    campaignId: campaign.id,
    name: campaign.name,
    description: campaign.description,
    newRuleset: campaign.newRuleset,
    ownerName,
    member: member !== undefined,
    takingPart: takingPart.map((row) => row.companyId),
  };
}
