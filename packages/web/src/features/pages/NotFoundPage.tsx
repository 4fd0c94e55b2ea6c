import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { i18n } from '../../i18n/i18n';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page title={i18n._('Page not found')} maw={720}>
      <Text>
        {i18n._(
          'There is nothing at this address. It may have moved, or the link may be mistyped.',
        )}
      </Text>
      <Anchor component={Link} to="/">
        {i18n._('Go to the home page')}
      </Anchor>
    </Page>
  );
}
