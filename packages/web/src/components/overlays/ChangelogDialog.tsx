import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { CHANGELOG_VERSION } from './changelog';
import { CHANGELOG_CHANGES } from './changelog-entries';

const VERSION_DATE = new Date(`${CHANGELOG_VERSION}T12:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What changed in this version, for players: a labelled modal (focus kept inside, Escape closes). */
export function ChangelogDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="What's new" centered className="wl-no-print">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <time dateTime={CHANGELOG_VERSION}>{VERSION_DATE}</time>
        </Text>
        <List spacing="xs">
          {CHANGELOG_CHANGES.map((change) => (
            <List.Item key={change}>{change}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" mt="sm">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
