import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OutboxEntry } from '../../api/offline/device-db';
import { resendMine, takeServers } from '../../api/offline/sync';
import { MODAL_STYLES } from '../dialogs/modal-styles';
import { conflictLines, conflictSubject } from './conflict-lines';
import { SYNC_TEXTS as T } from './texts';

/**
 * A waiting write the server refused: a conflict (the record changed elsewhere since it was
 * made) or another refusal. The player sees what differs and chooses; nothing is dropped
 * without that choice (docs/adr/0162-device-store-and-outbox.md).
 */
export function ConflictDialog({
  entry,
  onChosen,
  onClose,
}: {
  entry: OutboxEntry | null;
  onChosen: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (choice: (seq: number) => Promise<void>) => {
    if (!entry?.seq) return;
    setBusy(true);
    try {
      await choice(entry.seq);
      onChosen();
    } finally {
      setBusy(false);
    }
  };
  const conflict = entry?.state === 'conflict';
  const subject = entry ? conflictSubject(entry, T.kindNames) : '';
  const lines = entry && conflict ? conflictLines(entry) : [];
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={conflict ? T.conflictTitle : T.refusedTitle}
      centered
      styles={MODAL_STYLES}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {entry && (
        <Stack gap="sm">
          {conflict ? (
            <>
              <Text size="sm">{T.conflictIntro(subject)}</Text>
              {lines.length > 0 ? (
                <List size="sm" spacing={4} data-testid="conflict-differences">
                  {lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{T.conflictNoDifference}</Text>
              )}
            </>
          ) : (
            <Text size="sm">{T.refusedIntro(subject, entry.message ?? '')}</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              mih={44}
              disabled={busy}
              onClick={() => void choose(takeServers)}
            >
              {conflict ? T.takeServers : T.letGo}
            </Button>
            {conflict && (
              <Button mih={44} loading={busy} onClick={() => void choose(resendMine)}>
                {T.keepMine}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
