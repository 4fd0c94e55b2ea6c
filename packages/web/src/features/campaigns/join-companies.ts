import type { Company } from '@warband/schemas';

/**
 * The companies a player may bring into a campaign: active ones of the campaign's ruleset, not
 * in it already (docs/adr/0156-campaigns.md). Oldest first, as My Companies lists them.
 */
export function joinableCompanies(
  companies: readonly Company[],
  newRuleset: boolean,
  alreadyIn: ReadonlySet<string> = new Set(),
): Company[] {
  return companies
    .filter(
      (company) =>
        !company.retired && company.newRuleset === newRuleset && !alreadyIn.has(company.id),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
