import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useUpdateSettings } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';

/** The 'Use New Ruleset' switch: saved as soon as it is flipped. */
export function RulesetSetting({ newRuleset }: { newRuleset: boolean }) {
  const alerts = useAlerts();
  const update = useUpdateSettings();
  // Show the choice while it is being saved; a failure falls back to the stored value.
  const checked = update.isPending ? update.variables.newRuleset : newRuleset;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="settings-heading">
      <Stack gap="md">
        <Title order={2} id="settings-heading">
          Settings
        </Title>
        <Switch
          label="Use New Ruleset"
          aria-describedby="ruleset-explained"
          checked={checked}
          onChange={(event) => {
            // Not disabled while saving, so keyboard focus stays on the switch.
            if (update.isPending) return;
            alerts.clear();
            update.mutate(
              { newRuleset: event.currentTarget.checked },
              { onError: (error) => alerts.failed(error) },
            );
          }}
        />
        <Text id="ruleset-explained" size="sm" c="dimmed">
          The 2024 ruleset adds an Intelligence characteristic and makes Courage a target number,
          where lower is better. Switching keeps all your data: existing warriors keep their
          characteristics as they are, so update their Courage and Intelligence by hand.
        </Text>
      </Stack>
    </Paper>
  );
}
