import { isOneOf } from '@warband/rules/narrow';
import { and, eq, inArray } from 'drizzle-orm';
import type { Campaign, CampaignRole } from '@warband/schemas';
import type { Database } from '../../db/client';
import { campaignCompanies, campaignMembers, campaigns, companies, users } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Caller } from '../context';
import { isUuid } from '../owned';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignLock = 'update' | 'key share';

export interface Membership {
  campaign: CampaignRow;
  role: CampaignRole;
  ownerName: string;
}

/** What each role may do beyond reading (docs/adr/0156-campaigns.md#rights). */
export const MAY = {
  edit: ['owner'],
  invite: ['owner'],
  setRoles: ['owner'],
  removeMatches: ['owner', 'arbiter'],
  removeMembers: ['owner', 'arbiter'],
} as const satisfies Record<string, readonly CampaignRole[]>;

export const NOT_ALLOWED = {
  edit: 'Only the campaign’s owner can change or delete it.',
  invite: 'Only the campaign’s owner can invite or withdraw invites.',
  setRoles: 'Only the campaign’s owner can change roles.',
  removeMatches: 'Only the campaign’s owner or an arbiter can remove a match.',
  removeMembers: 'Only the campaign’s owner or an arbiter can remove a member.',
} as const satisfies Record<keyof typeof MAY, string>;

/**
 * The campaign as the caller is a member of it. A malformed id, a campaign that does not exist
 * and one the caller is not a member of are the same NotFoundError, so existence never leaks
 * to an outsider. `lock` takes the campaign row: 'update' for writes of the campaign itself
 * or of its members, 'key share' for a write of a company's place in it, which only needs the
 * campaign to stay; then the caller's member row
 * (docs/adr/0042-one-lock-order-for-a-companys-writes.md).
 */
export async function membership(
  db: Database,
  caller: Pick<Caller, 'id'>,
  campaignId: string,
  lock?: CampaignLock,
): Promise<Membership> {
  if (!isUuid(campaignId)) throw new NotFoundError();
  const callersRow = (campaign: typeof campaigns.id | string) =>
    and(eq(campaignMembers.campaignId, campaign), eq(campaignMembers.userId, caller.id));
  const query = db
    .select({ campaign: campaigns, role: campaignMembers.role, ownerName: users.name })
    .from(campaigns)
    .innerJoin(campaignMembers, callersRow(campaigns.id))
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .where(eq(campaigns.id, campaignId));
  const [found] = lock ? await query.for(lock, { of: campaigns }) : await query;
  if (!found) throw new NotFoundError();
  if (!lock) return found;
  // The member row again, by a statement of its own: the one above may have waited for the
  // campaign row while a removal of the caller held it, and it reads the rows as they were
  // before that wait. Locked, so that no removal takes it until this write commits.
  const [member] = await db
    .select({ role: campaignMembers.role })
    .from(campaignMembers)
    .where(callersRow(found.campaign.id))
    .for('key share');
  if (!member) throw new NotFoundError();
  return { ...found, role: member.role };
}

/** The companies among `companyIds` taking part in the campaign, whole; the others are absent. */
export function companiesTakingPart(
  db: Database,
  campaignId: string,
  companyIds: readonly string[],
) {
  return db
    .select({ company: companies })
    .from(campaignCompanies)
    .innerJoin(companies, eq(companies.id, campaignCompanies.companyId))
    .where(
      and(
        eq(campaignCompanies.campaignId, campaignId),
        inArray(campaignCompanies.companyId, [...companyIds]),
      ),
    );
}

/** Refuses (403) a member whose role does not allow `what`: they know the campaign exists. */
export function requireRight(member: Membership, what: keyof typeof MAY): void {
  if (!isOneOf<CampaignRole>(MAY[what], member.role)) {
    throw new ForbiddenError(NOT_ALLOWED[what]);
  }
}

export function toCampaign(member: Membership): Campaign {
  const { campaign } = member;
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    newRuleset: campaign.newRuleset,
    ownerName: member.ownerName,
    role: member.role,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}
