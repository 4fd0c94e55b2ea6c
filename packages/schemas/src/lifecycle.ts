import { z } from 'zod';
import { CampaignSummary } from './timeline';
import { WARRIOR_STATUSES } from '@warband/rules';
import { REQUIRED, Revision, text } from './common';
import { Company } from './company';
import { wholeNumber } from './library';
import { WARRIOR_LIMITS } from './warrior';
import { Warrior } from './warrior-entity';

// A company's life after recruiting: sharing it, and the graveyard of its dead.

/** PUT /company/{id}/share: the owner turns the read-only link on (true) or off (false). */
export const CompanyShareInput = z.object({
  shared: z.boolean({ error: REQUIRED }),
});
export type CompanyShareInput = z.infer<typeof CompanyShareInput>;

/**
 * GET and PUT /company/{id}/share: whether the read-only link works for others, and the link
 * itself (PUBLIC_URL/company/{userId}/{companyId}), which is the same whether on or off.
 */
export const CompanyShare = z.object({
  id: text(),
  shared: z.boolean(),
  shareUrl: text(),
});
export type CompanyShare = z.infer<typeof CompanyShare>;

/**
 * GET /company/shared/{userId}/{companyId}: a shared company as anyone may read it, with its
 * living warriors only, and the company's ruleset (`newRuleset`), which the values were worked
 * out in and the cards print by. Nothing about the owner beyond that.
 */
export const SharedCompany = Company.extend({
  campaign: CampaignSummary,
});
export type SharedCompany = z.infer<typeof SharedCompany>;

/** GET /graveyard: a dead warrior, with the company it fell in: its name, and whether retired. */
export const GraveyardWarrior = Warrior.extend({
  companyName: text(),
  /** A retired company's dead can be looked at, not changed, until it is re-enlisted. */
  companyRetired: z.boolean(),
});
export type GraveyardWarrior = z.infer<typeof GraveyardWarrior>;

/**
 * PUT /graveyard/{id}: the Injuries tab, the only part of a graveyard warrior that can change.
 * A status other than dead brings the warrior back to its company. Wounds left out keep their
 * stored value; any other field sent (a whole warrior) is ignored.
 */
export const GraveyardUpdateInput = z.object({
  status: z.enum(WARRIOR_STATUSES, { error: 'Please select a status' }),
  legWound: wholeNumber(0, 1).optional(),
  armWound: wholeNumber(0, 1).optional(),
  oldWound: wholeNumber(WARRIOR_LIMITS.oldWounds.min, WARRIOR_LIMITS.oldWounds.max).optional(),
  revision: Revision,
});
export type GraveyardUpdateInput = z.infer<typeof GraveyardUpdateInput>;
