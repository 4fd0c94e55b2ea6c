import { Text } from '@mantine/core';
import { useUpdateSettings } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { RulesetChoice } from '../../components/ruleset/RulesetChoice';
import { isNewRuleset, rulesetValue } from '../../components/ruleset/ruleset';
import { AccountPanel } from './AccountPanel';
import { i18n } from '../../i18n/i18n';

export const RULESET_SETTING_LABEL = /*i18n*/ 'Ruleset for new companies';

/**
 * The ruleset a new company starts in, saved as soon as it is chosen. Each company keeps its
 * own ruleset after that, changed in its Edit dialog (docs/rules.md#rulesets).
 */
export function RulesetSetting({ newRuleset }: { newRuleset: boolean }) {
  const alerts = useAlerts();
  const update = useUpdateSettings();
  // Show the choice while it is being saved; a failure falls back to the stored value.
  const chosen = update.isPending ? update.variables.newRuleset : newRuleset;

  return (
    <AccountPanel title={i18n._('Settings')}>
      <RulesetChoice
        label={i18n._(RULESET_SETTING_LABEL)}
        value={rulesetValue(chosen)}
        description={
          <span id="ruleset-explained">
            {i18n._(
              "The 2024 ruleset adds an Intelligence characteristic and makes Courage a target number, where lower is better. Your companies keep the ruleset they have; change a company's own in its Edit dialog.",
            )}
          </span>
        }
        onChange={(value) => {
          if (update.isPending) return;
          alerts.clear();
          update.mutate(
            { newRuleset: isNewRuleset(value) },
            { onError: (error) => alerts.failed(error) },
          );
        }}
      />
      <Text size="sm" c="dimmed">
        {i18n._('Profiles and the Armoury follow this setting too.')}
      </Text>
    </AccountPanel>
  );
}
