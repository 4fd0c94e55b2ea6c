import { keysOf, RACE_GROUP_LABELS, RACE_GROUPS } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { toNumber } from '../../components/forms/form-errors';
import { isNewRuleset, rulesetValue, type RulesetValue } from '../../components/ruleset/ruleset';
import { describeChanges } from '../../components/stale/describe-changes';
import { COMPANY_FIELD_LABELS } from '../../components/stale/field-labels';

/** The company dialog's fields as the form holds them. */
export interface CompanyFormFields {
  name: string;
  /** The Select's value; null until a race is chosen. */
  race: string | null;
  /** A number field's value: '' while empty. */
  influence: number | string;
  backstory: string;
  /** The company's own ruleset (docs/rules.md#rulesets). */
  ruleset: RulesetValue;
}

export type CompanyTab = 'details' | 'rating';

/** The fields the Details tab must have before the player may leave it. */
export const DETAILS_REQUIRED = ['name', 'race'] as const;

/** A new company starts in the ruleset the account chose for new companies. */
export function initialCompanyValues(
  company: Company | null,
  accountRuleset = false,
): CompanyFormFields {
  return {
    name: company?.name ?? '',
    race: company?.race ?? null,
    influence: company?.influence ?? 0,
    backstory: company?.backstory ?? '',
    ruleset: rulesetValue(company?.newRuleset ?? accountRuleset),
  };
}

/** What changed between two stored versions of a company, as the Details tab shows it. */
export function companyChanges(before: Company, after: Company): string[] {
  return describeChanges(
    initialCompanyValues(before),
    initialCompanyValues(after),
    COMPANY_FIELD_LABELS,
  );
}

/** Form values as the API wants them; the shared schema then checks every field. */
export function toCompanyInput(values: CompanyFormFields) {
  return {
    name: values.name,
    race: values.race ?? undefined,
    // An emptied field means none: the schema's default of 0 applies.
    influence: toNumber(values.influence),
    backstory: values.backstory,
    newRuleset: isNewRuleset(values.ruleset),
  };
}

/** The race picker's groups: Good, Evil, Custom, from the rules' three lists. */
export const RACE_OPTIONS = keysOf(RACE_GROUPS).map((group) => ({
  group: RACE_GROUP_LABELS[group],
  items: [...RACE_GROUPS[group]],
}));
