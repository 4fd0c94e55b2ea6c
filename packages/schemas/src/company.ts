import { z } from 'zod';
import { INFLUENCE_MAX, RACES } from '@warband/rules';
import { optionalText, REQUIRED, requiredText, Revision, text } from './common';
import { wholeNumber } from './library';
import { Warrior } from './warrior-entity';

/** A company's influence to spend: a whole number from 0 to the rules' maximum (docs/rules.md#influence). */
export const COMPANY_INFLUENCE_MAX = INFLUENCE_MAX;

/** POST /company/create: the Details tab of the company dialog. */
export const CompanyInput = z.object({
  name: requiredText('name', 100),
  race: z.enum(RACES, { error: 'Please select a race' }),
  influence: wholeNumber(0, COMPANY_INFLUENCE_MAX).default(0),
  backstory: optionalText(5000),
  /**
   * The company's ruleset, named as the account's setting (true: 2024). Left out on create, the
   * company takes the player's account setting; left out on update, it keeps its own
   * (docs/adr/0157-company-ruleset.md).
   */
  newRuleset: z.boolean().optional(),
});
export type CompanyInput = z.infer<typeof CompanyInput>;
export type CompanyFormValues = z.input<typeof CompanyInput>;

/** PUT /company/{id}: the Details tab, and the revision of the company it was based on. */
export const UpdateCompanyInput = CompanyInput.extend({ revision: Revision });
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyInput>;

/**
 * PUT /company/{id}/retire: retire (true) or re-enlist (false). The original client's payload also
 * carries the company's id; when sent, it must be the one in the path.
 */
export const RetireCompanyInput = z.object({
  id: text().max(100).optional(),
  retire: z.boolean({ error: REQUIRED }),
});
export type RetireCompanyInput = z.infer<typeof RetireCompanyInput>;

/**
 * A company as the API answers it. `rating` is the rating recorded by the last battle (0 for
 * a new company); `currentRating` is computed from the warriors who are not dead, in the
 * company's ruleset. `warriors` is keyed by warrior id.
 */
export const Company = z.object({
  id: text(),
  name: text(),
  race: text(),
  backstory: text(),
  influence: z.number(),
  rating: z.number(),
  currentRating: z.number(),
  retired: z.boolean(),
  /** The company's own ruleset, that every derived value of it is worked out in. */
  newRuleset: z.boolean(),
  revision: z.number(),
  warriors: z.record(text(), Warrior),
  createdAt: text(),
  updatedAt: text(),
});
export type Company = z.infer<typeof Company>;
