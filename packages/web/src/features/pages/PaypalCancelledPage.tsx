import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { i18n } from '../../i18n/i18n';
import { Trans } from '@lingui/react';

/** /paypal-cancelled: where the donate form returns when the player backs out. */
export function PaypalCancelledPage() {
  return (
    <Page title={i18n._('Donation cancelled')} maw={720}>
      <Text>{i18n._('Your donation was cancelled and nothing was charged.')}</Text>
      <Text>
        <Trans
          id="Changed your mind? You can donate at any time from <0>the Support us page</0>."
          components={{ 0: <Anchor component={Link} to="/about" /> }}
        />
      </Text>
    </Page>
  );
}
