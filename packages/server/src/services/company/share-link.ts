import type { CompanyShare } from '@warband/schemas';
import type { companies } from '../../db/schema';

/** The read-only link of a company: PUBLIC_URL/company/{userId}/{companyId} (spec section 2). */
export function shareUrlOf(publicUrl: string, userId: string, companyId: string): string {
  return `${publicUrl}/company/${userId}/${companyId}`;
}

/** A company's sharing as its owner sees it. */
export function toCompanyShare(
  publicUrl: string,
  row: Pick<typeof companies.$inferSelect, 'id' | 'userId' | 'shared'>,
): CompanyShare {
  return { id: row.id, shared: row.shared, shareUrl: shareUrlOf(publicUrl, row.userId, row.id) };
}
