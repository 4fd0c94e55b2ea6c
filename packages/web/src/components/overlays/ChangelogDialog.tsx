import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { CHANGELOG_VERSION } from './changelog';
import { CHANGELOG_CHANGES } from './changelog-entries';
import { formatLocale, i18n } from '../../i18n/i18n';

/** The version's date, in the player's language. */
const versionDate = () =>
  new Date(`${CHANGELOG_VERSION}T12:00:00Z`).toLocaleDateString(formatLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What changed in this version, for players: a labelled modal (focus kept inside, Escape closes). */
export function ChangelogDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={i18n._("What's new")} centered className="wl-no-print">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <time dateTime={CHANGELOG_VERSION}>{versionDate()}</time>
        </Text>
        <List spacing="xs">
          {CHANGELOG_CHANGES.map((change) => (
            <List.Item key={change}>{i18n._(change)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" mt="sm">
          <Button onClick={onClose}>{i18n._('Close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
