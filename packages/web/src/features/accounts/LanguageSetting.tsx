import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@warband/schemas/locales';
import { useUpdateSettings } from '../../api/users';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { browserLocale, i18n } from '../../i18n';

/** The choice that leaves the language to the browser (the account keeps none). */
const BROWSER = 'browser';

/**
 * The app's language, kept with the account (so every device of the player speaks it, and the
 * server writes its mails in it) and saved as soon as it is chosen; the screens switch once
 * the account has it. Each language is named in itself.
 */
export function LanguageSetting({
  language,
  newRuleset,
}: {
  language: Locale | null | undefined;
  newRuleset: boolean;
}) {
  const alerts = useAlerts();
  const update = useUpdateSettings();
  // Show the choice while it is being saved; a failure falls back to the stored value.
  const stored = update.isPending ? update.variables.language : language;
  const chosen = stored ?? BROWSER;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="language-heading">
      <Stack gap="md">
        <Title order={2} id="language-heading">
          {i18n._('Language')}
        </Title>
        <Radio.Group
          label={i18n._('Language of the app and its mails')}
          value={chosen}
          onChange={(value) => {
            if (update.isPending) return;
            alerts.clear();
            update.mutate(
              { newRuleset, language: isLocale(value) ? value : null },
              { onError: (error) => alerts.failed(error) },
            );
          }}
        >
          <Stack gap="sm" mt={6}>
            <Radio
              value={BROWSER}
              label={i18n._("Your browser's language ({language})", {
                language: LOCALE_NAMES[browserLocale()],
              })}
            />
            {LOCALES.map((locale) => (
              <Radio key={locale} value={locale} label={LOCALE_NAMES[locale]} lang={locale} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {i18n._('Names you typed, of companies and warriors, stay as you wrote them.')}
        </Text>
      </Stack>
    </Paper>
  );
}
