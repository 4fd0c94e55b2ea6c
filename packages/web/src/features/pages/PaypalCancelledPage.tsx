import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/Page';

/** /paypal-cancelled: where the donate form returns when the player backs out. */
export function PaypalCancelledPage() {
  return (
    <Page title="Donation cancelled" maw={720}>
      <Text>Your donation was cancelled and nothing was charged.</Text>
      <Text>
        Changed your mind? You can donate at any time from{' '}
        <Anchor component={Link} to="/about">
          the Support us page
        </Anchor>
        .
      </Text>
    </Page>
  );
}
