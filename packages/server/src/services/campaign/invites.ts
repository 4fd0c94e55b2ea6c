import type { CampaignInvite } from '@warband/schemas';
import type { campaignInvites } from '../../db/schema';

export type InviteRow = typeof campaignInvites.$inferSelect;

/** An invite as its campaign's owner sees it: never its token, which only its hash is kept of. */
export function toInvite(row: InviteRow): CampaignInvite {
  return {
    id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
