import { and, eq, ne } from 'drizzle-orm';
import type { SharedCompany } from '@warband/schemas';
import type { Database } from '../../db/client';
import { companies, warriors } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { loadWarriors } from '../warrior/warrior-rows';
import { campaignSummary } from './campaign-summary';
import { type CompanyRow, toCompanyEntity } from './company-entity';

/** One answer for a link that is off, wrong or of a company that is gone: nothing leaks. */
export const NOT_SHARED = 'This company is not shared, or the link is wrong.';

/**
 * GET /company/shared/{userId}/{shareId}: a company as its read-only link shows it, to
 * anyone (`viewer` is null without a login) when its owner shares it, and to the owner
 * always, so they can see what friends would. Both ids must match: a share id with another
 * player's id is not found, and so is a share id the owner has since replaced. The answer holds the living warriors only, their values worked
 * out in the company's ruleset, the campaign so far, and nothing else of the owner's (no name, email or other
 * company).
 */
export async function readSharedCompany(
  ctx: ServiceContext,
  viewer: Caller | null,
  input: { userId: string; shareId: string },
): Promise<SharedCompany> {
  if (!isUuid(input.userId) || !isUuid(input.shareId)) throw new NotFoundError(NOT_SHARED);
  const [found] = await ctx.db
    .select({ company: companies })
    .from(companies)
    .where(and(eq(companies.shareId, input.shareId), eq(companies.userId, input.userId)))
    .limit(1);
  if (!found || (!found.company.shared && viewer?.id !== found.company.userId)) {
    throw new NotFoundError(NOT_SHARED);
  }
  return sharedView(ctx.db, found.company);
}

/**
 * What another player may see of a company: its living warriors, their values worked out in
 * the company's ruleset, and its campaign so far. The read-only link and a campaign's members
 * (services/campaign/read-member-company.ts) see exactly this.
 */
export async function sharedView(db: Database, row: CompanyRow): Promise<SharedCompany> {
  const records = await loadWarriors(
    db,
    and(eq(warriors.companyId, row.id), ne(warriors.status, 'dead')),
  );
  const company = toCompanyEntity(row, records);
  const campaign = await campaignSummary(db, row.id);
  return { ...company, campaign };
}
