import type { CompanyShare } from '@warband/schemas';
import type { companies } from '../../db/schema';

/**
 * The read-only link of a company: PUBLIC_URL/company/{userId}/{shareId}. The share id stands
 * where the company's id would, so the owner can replace it (a new link) without touching
 * the company.
 */
export function shareUrlOf(publicUrl: string, userId: string, shareId: string): string {
  return `${publicUrl}/company/${userId}/${shareId}`;
}

/** A company's sharing as its owner sees it. */
export function toCompanyShare(
  publicUrl: string,
  row: Pick<typeof companies.$inferSelect, 'id' | 'userId' | 'shared' | 'shareId'>,
): CompanyShare {
  return {
    id: row.id,
    shared: row.shared,
    shareUrl: shareUrlOf(publicUrl, row.userId, row.shareId),
  };
}
