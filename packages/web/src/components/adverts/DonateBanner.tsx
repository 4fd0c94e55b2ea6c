import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../hooks/usePageTitle';

/** The appeal shown with the adverts, to players not yet marked donated. */
export function DonateBanner() {
  return (
    <Paper
      withBorder
      px="md"
      py={6}
      bg="var(--app-tint)"
      role="complementary"
      aria-label="Support us"
    >
      <Text size="sm">
        {APP_NAME} is free and paid for by adverts.{' '}
        <Anchor component={Link} to="/about" fw={600} className="wl-touch">
          Donate to remove adverts
        </Anchor>
      </Text>
    </Paper>
  );
}
