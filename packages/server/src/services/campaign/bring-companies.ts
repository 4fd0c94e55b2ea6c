import { and, asc, eq, inArray } from 'drizzle-orm';
import { COMPANY_ALREADY_IN_CAMPAIGN, WRONG_RULESET_COMPANY } from '@warband/schemas';
import type { Database } from '../../db/client';
import { campaignCompanies, companies } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller } from '../context';

export const NOT_YOUR_COMPANY = 'This company is not one of yours.';
export const COMPANY_RETIRED_JOIN = 'A retired company cannot join: re-enlist it first.';

type CompanyRow = typeof companies.$inferSelect;

/**
 * Locks the caller's companies among `companyIds` FOR UPDATE in id order: the first step of
 * the lock order (docs/adr/0042-one-lock-order-for-a-companys-writes.md), before the campaign
 * or its invite. Another player's company is not locked, and not answered.
 */
export function lockCallersCompanies(
  db: Database,
  caller: Pick<Caller, 'id'>,
  companyIds: readonly string[],
): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(inArray(companies.id, [...companyIds]), eq(companies.userId, caller.id)))
    .orderBy(asc(companies.id))
    .for('update');
}

/**
 * Brings the caller's locked companies into the campaign, after the checks both ways in share
 * (an invite's link and a member's own "add companies"): each company chosen must be the
 * caller's, of the campaign's ruleset and active. Every refusal is a field error of its place
 * in `companyIds`, and nothing is written unless all pass. `refuseAlreadyIn` refuses a company
 * taking part already; without it (the invite link, which a member may open again) such a
 * company is left as it is.
 */
export async function bringCompanies(
  db: Database,
  caller: Pick<Caller, 'id'>,
  campaign: { id: string; newRuleset: boolean },
  companyIds: readonly string[],
  mine: readonly CompanyRow[],
  { refuseAlreadyIn }: { refuseAlreadyIn: boolean },
): Promise<void> {
  const alreadyIn = refuseAlreadyIn
    ? new Set(
        (
          await db
            .select({ companyId: campaignCompanies.companyId })
            .from(campaignCompanies)
            .where(
              and(
                eq(campaignCompanies.campaignId, campaign.id),
                inArray(campaignCompanies.companyId, [...companyIds]),
              ),
            )
        ).map((row) => row.companyId),
      )
    : new Set<string>();
  const fields: Record<string, string> = {};
  companyIds.forEach((id, index) => {
    const company = mine.find((row) => row.id === id);
    if (!company) fields[`companyIds.${index}`] = NOT_YOUR_COMPANY;
    else if (company.newRuleset !== campaign.newRuleset) {
      fields[`companyIds.${index}`] = WRONG_RULESET_COMPANY;
    } else if (company.retired) fields[`companyIds.${index}`] = COMPANY_RETIRED_JOIN;
    else if (alreadyIn.has(company.id)) fields[`companyIds.${index}`] = COMPANY_ALREADY_IN_CAMPAIGN;
  });
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  await db
    .insert(campaignCompanies)
    .values(mine.map((row) => ({ campaignId: campaign.id, companyId: row.id, userId: caller.id })))
    .onConflictDoNothing();
}
