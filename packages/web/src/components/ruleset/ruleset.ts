import { i18n } from '../../i18n/i18n';

/**
 * A ruleset as a choice on screen: the API names it `newRuleset` (true for the 2024 rules), a
 * radio group needs a string (docs/rules.md#rulesets).
 */
export const RULESET_VALUES = ['older', '2024'] as const;
export type RulesetValue = (typeof RULESET_VALUES)[number];

/** In English, the catalogs' ids: shown through rulesetLabel. */
export const RULESET_LABELS: Record<RulesetValue, string> = {
  older: /*i18n*/ 'Older ruleset',
  '2024': /*i18n*/ '2024 ruleset',
};

/** A ruleset's name in the player's language. */
export function rulesetLabel(value: RulesetValue): string {
  return i18n._(RULESET_LABELS[value]);
}

export function rulesetValue(newRuleset: boolean): RulesetValue {
  return newRuleset ? '2024' : 'older';
}

export function isNewRuleset(value: string | null | undefined): boolean {
  return value === '2024';
}

/** How a company or campaign's ruleset is named in a line of text. */
export function rulesetName(newRuleset: boolean): string {
  return rulesetLabel(rulesetValue(newRuleset));
}
