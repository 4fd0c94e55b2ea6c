import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Campaign, INVITE_NOT_VALID, type JoinCampaignInput } from '@warband/schemas';
import type { Database } from '../../db/client';
import { campaignCompanies, campaignInvites, campaignMembers, campaigns } from '../../db/schema';
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
 * takes it before the rows it deletes), then the rows of the campaign. A join that brings a
 * member or a company in counts a use of the invite, by one conditional update, so two joins
 * at once cannot pass its last use twice; a member opening the link again with companies
 * already taking part changes nothing and spends none
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
    if (!(await joinedAlready(db, caller, invited.id, input.companyIds))) {
      const [used] = await db
        .update(campaignInvites)
        .set({ uses: sql`${campaignInvites.uses} + 1` })
        .where(usable)
        .returning({ campaignId: campaignInvites.campaignId });
      // Its last use may have gone to another join since it was read.
      if (!used) throw new NotFoundError(INVITE_NOT_VALID);
    }
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

/**
 * Whether the caller is a member with every one of `companyIds` taking part already: a join
 * that changes nothing. Read after the campaign row, with the member row locked, so no removal
 * lands between this answer and the join's writes.
 */
async function joinedAlready(
  db: Database,
  caller: Pick<Caller, 'id'>,
  campaignId: string,
  companyIds: readonly string[],
): Promise<boolean> {
  const [member] = await db
    .select({ userId: campaignMembers.userId })
    .from(campaignMembers)
    .where(and(eq(campaignMembers.campaignId, campaignId), eq(campaignMembers.userId, caller.id)))
    .for('key share');
  if (!member) return false;
  const takingPart = await db
    .select({ companyId: campaignCompanies.companyId })
    .from(campaignCompanies)
    .where(
      and(
        eq(campaignCompanies.campaignId, campaignId),
        eq(campaignCompanies.userId, caller.id),
        inArray(campaignCompanies.companyId, [...companyIds]),
      ),
    );
  return takingPart.length === new Set(companyIds).size;
}
