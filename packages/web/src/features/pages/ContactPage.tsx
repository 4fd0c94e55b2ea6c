import { Anchor, Text } from '@mantine/core';
import { config } from '../../config';
import { Page } from '../../components/Page';

/** /contact */
export function ContactPage() {
  return (
    <Page title="Contact" maw={720}>
      <Text>
        Found a bug, missing a rule, or have an idea for the ledger? We read every message and
        answer as soon as we can.
      </Text>
      <Text>
        Email us at <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor>.
      </Text>
      <Text size="sm" c="dimmed">
        If you donated and the adverts are still showing after 24 hours, tell us the email of your
        account and we will sort it out.
      </Text>
    </Page>
  );
}
