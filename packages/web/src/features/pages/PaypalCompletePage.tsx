import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/Page';

/** /paypal-complete: where the donate form returns after a payment. */
export function PaypalCompletePage() {
  return (
    <Page title="Thank you for your donation" maw={720}>
      <Text>Your support keeps the ledger running. Thank you.</Text>
      <Text>
        Donations of £2 or more remove the adverts from your account. We do this by hand, so please
        allow about 24 hours.
      </Text>
      <Anchor component={Link} to="/">
        Back to the home page
      </Anchor>
    </Page>
  );
}
