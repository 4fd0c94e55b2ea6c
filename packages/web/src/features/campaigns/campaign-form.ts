import type { Campaign } from '@warband/schemas';
import { isNewRuleset, rulesetValue, type RulesetValue } from '../../components/ruleset/ruleset';

/** The campaign dialog's fields as the form holds them. */
export interface CampaignFormFields {
  name: string;
  description: string;
  ruleset: RulesetValue;
}

/** A new campaign starts in the ruleset the player chose for new companies. */
export function initialCampaignValues(
  campaign: Campaign | null,
  accountRuleset: boolean,
): CampaignFormFields {
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    ruleset: rulesetValue(campaign?.newRuleset ?? accountRuleset),
  };
}

/** A new campaign's input names its ruleset; an edit cannot change it, so it sends none. */
export function toCampaignInput(values: CampaignFormFields, creating: boolean) {
  return creating
    ? {
        name: values.name,
        description: values.description,
        newRuleset: isNewRuleset(values.ruleset),
      }
    : { name: values.name, description: values.description };
}

/** The invite link a player sends: the app's address with the token, opened by /campaigns/join. */
export function inviteUrl(origin: string, token: string): string {
  return `${origin}/campaigns/join/${encodeURIComponent(token)}`;
}
