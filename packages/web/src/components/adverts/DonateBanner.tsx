import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../hooks/usePageTitle';
import { i18n } from '../../i18n/i18n';

/** The appeal shown with the adverts, to players not yet marked donated. */
export function DonateBanner() {
  return (
    <Paper
      withBorder
      px="md"
      py={6}
      bg="var(--app-tint)"
      role="complementary"
      aria-label={i18n._('Support us')}
    >
      <Text size="sm">
        {i18n._('{appName} is free and paid for by adverts.', { appName: APP_NAME })}{' '}
        <Anchor component={Link} to="/about" fw={600} className="wl-touch">
          {i18n._('Donate to remove adverts')}
        </Anchor>
      </Text>
    </Paper>
  );
}
