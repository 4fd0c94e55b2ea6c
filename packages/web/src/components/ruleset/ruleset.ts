/**
 * A ruleset as a choice on screen: the API names it `newRuleset` (true for the 2024 rules), a
 * radio group needs a string (docs/rules.md#rulesets).
 */
export const RULESET_VALUES = ['older', '2024'] as const;
export type RulesetValue = (typeof RULESET_VALUES)[number];

export const RULESET_LABELS: Record<RulesetValue, string> = {
  older: 'Older ruleset',
  '2024': '2024 ruleset',
};

export function rulesetValue(newRuleset: boolean): RulesetValue {
  return newRuleset ? '2024' : 'older';
}

export function isNewRuleset(value: string | null | undefined): boolean {
  return value === '2024';
}

/** How a company or campaign's ruleset is named in a line of text. */
export function rulesetName(newRuleset: boolean): string {
  return RULESET_LABELS[rulesetValue(newRuleset)];
}
