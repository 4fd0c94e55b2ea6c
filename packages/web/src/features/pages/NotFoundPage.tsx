import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/Page';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page title="Page not found" maw={720}>
      <Text>There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Page>
  );
}
