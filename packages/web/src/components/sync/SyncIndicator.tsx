import { Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../api/refresh';
import { SYNC_INDICATOR_WIDTH } from './size';
import { syncStore } from './sync-store';
import { SYNC_TEXTS as T } from './texts';
import { useOfflineSync } from './useOfflineSync';
import { formatLocale } from '../../i18n/i18n';
import { WriteReviewDialog } from './WriteReviewDialog';

/** A sync's date and time, in the player's language. */
const timeFormat = () =>
  new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'short', timeStyle: 'short' });

/**
 * The header's word on the device's data: online or offline, how many changes wait, when
 * everything last reached the server, and a retry. A change the server refused waits behind
 * "Choose" (its dialog opens by itself once, when the sync that met it ends), so the player
 * chooses what becomes of it without any page being held up.
 */
export function SyncIndicator() {
  const client = useQueryClient();
  const sync = useOfflineSync();
  const waiting = sync.entries.length;
  const needsChoice = sync.entries.filter((entry) => entry.state !== 'pending');
  const open = needsChoice.find((entry) => entry.seq === sync.reviewing) ?? null;
  const label = sync.syncing ? T.syncing : sync.online ? T.online : T.offline;
  const color = needsChoice.length > 0 ? 'orange' : sync.online ? 'teal' : 'gray';
  return (
    <>
      <Popover position="bottom-end" withArrow shadow="md" width={260}>
        <Popover.Target>
          <Button
            variant="subtle"
            color="gray"
            mih={44}
            // One width whatever it says (Online, Offline · 3, Syncing…): held at the start, its
            // words never move the header or reach the title.
            w={SYNC_INDICATOR_WIDTH}
            justify="flex-start"
            px={6}
            aria-label={T.statusLabel(sync.online, waiting)}
            data-testid="sync-indicator"
          >
            <Group gap={4} wrap="nowrap" miw={0}>
              <Box
                component="span"
                aria-hidden
                w={10}
                h={10}
                bg={
                  color === 'gray'
                    ? 'var(--mantine-color-dimmed)'
                    : `var(--mantine-color-${color}-filled)`
                }
                style={{ borderRadius: '50%', flex: 'none' }}
              />
              {/* The button's gray is too faint for text on white: the label takes the page's. */}
              {/* Cut short only where a long count leaves it no room; the count stays whole. */}
              <Text size="sm" span truncate="end" miw={0} c="var(--mantine-color-text)">
                {label}
              </Text>
              {waiting > 0 && (
                <Text size="sm" span c="var(--mantine-color-text)" style={{ flex: 'none' }}>
                  {/* The space reads "Offline · 3" to text tools; the gap draws it. */}
                  {` · ${waiting}`}
                </Text>
              )}
            </Group>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              {sync.online ? T.online : T.offline}
            </Text>
            <Text size="sm">{T.waiting(waiting)}</Text>
            <Text size="sm" c="dimmed">
              {T.lastSync(sync.lastSync ? timeFormat().format(sync.lastSync) : null)}
            </Text>
            {needsChoice.length > 0 && (
              <Group justify="space-between" gap="xs">
                <Text size="sm">{T.needsChoice}</Text>
                <Button
                  size="sm"
                  mih={44}
                  onClick={() => syncStore.set({ reviewing: needsChoice[0]?.seq ?? null })}
                >
                  {T.resolve}
                </Button>
              </Group>
            )}
            <Button mih={44} loading={sync.syncing} onClick={() => void sync.retry()}>
              {T.retry}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <WriteReviewDialog
        entry={open}
        applied={sync.applied}
        onClose={() => syncStore.set({ reviewing: null })}
        onChosen={() => {
          syncStore.set({ reviewing: null });
          void refreshAfter(client, 'keptWriteSettled');
          void sync.retry();
        }}
      />
    </>
  );
}
