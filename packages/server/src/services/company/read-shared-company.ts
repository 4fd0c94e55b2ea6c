import { and, eq, ne } from 'drizzle-orm';
import type { SharedCompany } from '@warband/schemas';
import { companies, warriors } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { loadWarriors } from '../warrior/warrior-rows';
import { campaignSummary } from './campaign-summary';
import { toCompanyEntity } from './company-entity';

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
  const records = await loadWarriors(
    ctx.db,
    and(eq(warriors.companyId, found.company.id), ne(warriors.status, 'dead')),
  );
  const company = toCompanyEntity(found.company, records);
  const campaign = await campaignSummary(ctx.db, found.company.id);
  return { ...company, campaign };
}
