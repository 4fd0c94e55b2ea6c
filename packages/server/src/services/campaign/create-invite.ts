import { present } from '@warband/rules/narrow';
import type { CreatedInvite, CreateInviteInput } from '@warband/schemas';
import { campaignInvites } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { hashToken, newToken } from '../tokens';
import { inTransaction } from '../transaction';
import { membership, requireRight } from './campaign-access';
import { toInvite } from './invites';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /campaign/{id}/invites: a new invite link. The token is answered this once; only its
 * SHA-256 is stored, so neither a copy of the database nor the owner's later reads can join
 * (docs/adr/0156-campaigns.md#invites). The record of a request sent with an Operation-Id
 * keeps the invite without it, which is what a replay answers
 * (docs/adr/0160-operation-ids.md).
 */
export function createInvite(
  ctx: ServiceContext,
  caller: Caller,
  input: CreateInviteInput & { campaignId: string },
): Promise<CreatedInvite> {
  return inTransaction(
    ctx,
    async ({ db }) => {
      const member = await membership(db, caller, input.campaignId, 'key share');
      requireRight(member, 'invite');
      const token = newToken();
      const [row] = await db
        .insert(campaignInvites)
        .values({
          campaignId: member.campaign.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
          maxUses: input.maxUses,
        })
        .returning();
      return { ...toInvite(present(row, 'The new invite')), token };
    },
    { recordAs: ({ token: _token, ...invite }) => invite },
  );
}
