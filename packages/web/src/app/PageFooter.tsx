import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { APP_VERSION } from '../app-version';
import { AdvertSlot } from '../components/adverts/AdvertSlot';
import { APP_NAME } from '../hooks/usePageTitle';
import { UPDATE_TEXTS } from './app-update/texts';
import { i18n } from '../i18n/i18n';

interface PageFooterProps {
  /** The square banner shows for players who see adverts. */
  adverts: boolean;
  openChangelog: () => void;
}

/**
 * Below every page: a square banner, what the app is, the changelog's link and the version
 * this page runs (what a player quotes when something goes wrong).
 */
export function PageFooter({ adverts, openChangelog }: PageFooterProps) {
  return (
    <Stack component="footer" gap="xs" pt="xl">
      <Divider />
      {adverts && <AdvertSlot size="square" />}
      <Text size="sm" c="dimmed">
        {i18n._(
          '{appName} is a free, unofficial companion for Battle Companies players. It is not affiliated with any games publisher.',
          { appName: APP_NAME },
        )}{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          className="wl-touch"
          onClick={openChangelog}
        >
          {i18n._("What's new")}
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {UPDATE_TEXTS.footerVersion(APP_VERSION)}
      </Text>
    </Stack>
  );
}
