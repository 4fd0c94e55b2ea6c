import { Anchor, Text } from '@mantine/core';
import { config } from '../../config';
import { Page } from '../../components/Page';
import { i18n } from '../../i18n/i18n';
import { Trans } from '@lingui/react';

/** /contact */
export function ContactPage() {
  return (
    <Page title={i18n._('Contact')} maw={720}>
      <Text>
        {i18n._(
          'Found a bug, missing a rule, or have an idea for the ledger? We read every message and answer as soon as we can.',
        )}
      </Text>
      <Text>
        <Trans
          id="Email us at <0>{email}</0>."
          values={{ email: config.contactEmail }}
          components={{ 0: <Anchor href={`mailto:${config.contactEmail}`} /> }}
        />
      </Text>
      <Text size="sm" c="dimmed">
        {i18n._(
          'If you donated and the adverts are still showing after 24 hours, tell us the email of your account and we will sort it out.',
        )}
      </Text>
    </Page>
  );
}
