import { present } from '@warband/rules/narrow';
import {
  COMPANY_IN_CAMPAIGN_RULESET,
  type Company,
  type UpdateCompanyInput,
} from '@warband/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignCompanies, companies } from '../../db/schema';
import { StaleError, ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { readCompany } from './company-entity';
import { lockOwnedCompany } from './lock-company';

/**
 * PUT /company/{id}: the Details tab (name, race, influence, backstory, ruleset). Refused with the
 * company as stored when it was based on an older revision: a battle may have changed its
 * influence since, and saving the old figure would undo that.
 */
export function updateCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: UpdateCompanyInput & { id: string },
): Promise<Company> {
  return inTransaction(ctx, async ({ db }) => {
    const stored = await lockOwnedCompany(db, caller, input.id);
    if (stored.revision !== input.revision) {
      throw new StaleError(await readCompany(db, stored));
    }
    const newRuleset = input.newRuleset ?? stored.newRuleset;
    if (newRuleset !== stored.newRuleset) await checkNotInCampaign(db, stored.id);
    const [row] = await db
      .update(companies)
      .set({
        name: input.name,
        race: input.race,
        influence: input.influence,
        backstory: input.backstory,
        newRuleset,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, stored.id))
      .returning();
    return readCompany(db, present(row, 'The updated company'));
  });
}

/**
 * A company taking part in a campaign plays the campaign's ruleset: its ruleset changes only
 * once it is withdrawn (docs/adr/0157-company-ruleset.md).
 */
async function checkNotInCampaign(db: Database, companyId: string): Promise<void> {
  const [taking] = await db
    .select({ campaignId: campaignCompanies.campaignId })
    .from(campaignCompanies)
    .where(eq(campaignCompanies.companyId, companyId))
    .limit(1);
  if (taking) throw new ValidationError({ newRuleset: COMPANY_IN_CAMPAIGN_RULESET });
}
