import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

/**
 * The ruleset a company's values are worked out in: its own (docs/adr/new-company-ruleset.md),
 * never its owner's account setting, which only chooses a new company's. A company gone since
 * the caller found its warrior falls back to the older ruleset; the write that needed it then
 * finds nothing to write.
 */
export async function companyRuleset(db: Database, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ newRuleset: companies.newRuleset })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.newRuleset ?? false;
}
