import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { i18n } from '../../i18n/i18n';

/** /paypal-complete: where the donate form returns after a payment. */
export function PaypalCompletePage() {
  return (
    <Page title={i18n._('Thank you for your donation')} maw={720}>
      <Text>{i18n._('Your support keeps the ledger running. Thank you.')}</Text>
      <Text>
        {i18n._(
          'Donations of £2 or more remove the adverts from your account. We do this by hand, so please allow about 24 hours.',
        )}
      </Text>
      <Anchor component={Link} to="/">
        {i18n._('Back to the home page')}
      </Anchor>
    </Page>
  );
}
