import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { AdvertSlot } from '../components/adverts/AdvertSlot';
import { APP_NAME } from '../hooks/usePageTitle';

interface PageFooterProps {
  /** The square banner shows for players who see adverts. */
  adverts: boolean;
  openChangelog: () => void;
}

/** Below every page: a square banner, what the app is, and the changelog's link. */
export function PageFooter({ adverts, openChangelog }: PageFooterProps) {
  return (
    <Stack component="footer" gap="xs" pt="xl">
      <Divider />
      {adverts && <AdvertSlot size="square" />}
      <Text size="sm" c="dimmed">
        {APP_NAME} is a free, unofficial companion for Battle Companies players. It is not
        affiliated with any games publisher.{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          className="wl-touch"
          onClick={openChangelog}
        >
          What&apos;s new
        </Anchor>
      </Text>
    </Stack>
  );
}
