import { Button, Flex, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Wargear } from '@warband/schemas';
import { useState } from 'react';
import { useCompanies } from '../../api/companies';
import type { OutboxEntry } from '../../api/offline/device-db';
import { discardWrite, resendWrite } from '../../api/offline/sync';
import { bindWrite, type WriteContext } from '../../api/offline/writes';
import { useLibraryList } from '../../api/library';
import { MODAL_STYLES } from '../dialogs/modal-styles';
import { downloadJson } from '../library-pack/download';
import { conflictLines, mineOnServers } from './conflict-lines';
import type { AppliedReport } from '../../api/offline/sync';
import { SYNC_TEXTS as T } from './texts';
import { i18n } from '../../i18n/i18n';

function armouryOf(items: readonly Wargear[] | undefined): WriteContext {
  return { armouryEntry: (id) => items?.find((item) => item.id === id) ?? null };
}

/**
 * A kept write the server did not apply: a conflict (the record changed elsewhere since it
 * was made) or a refusal. The player reads what was refused, in words, and what else the same
 * sync applied, and chooses: send it mended (when the rules take the mended write on the
 * company as it is now), keep their version, export it, keep it for later, or discard it,
 * told what that throws away. Nothing goes without that choice
 * (docs/adr/new-one-definition-per-write.md).
 */
export function WriteReviewDialog({
  entry,
  applied,
  onChosen,
  onClose,
}: {
  entry: OutboxEntry | null;
  applied: AppliedReport[];
  onChosen: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const companies = useCompanies();
  const armoury = useLibraryList('wargear', { enabled: entry?.name === 'aftermath' });
  const write = entry ? bindWrite(entry.name, entry.input) : null;
  const company = companies.data?.find((each) => each.id === entry?.companyId);
  const choose = async (choice: (seq: number) => Promise<void>) => {
    if (entry?.seq === undefined) return;
    setBusy(true);
    try {
      await choice(entry.seq);
      setDiscarding(false);
      onChosen();
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setDiscarding(false);
    onClose();
  };
  const conflict = entry?.state === 'conflict';
  const fields = entry?.refusal?.fields ?? {};
  const reasons = entry && write ? write.explain(fields, entry.about) : [];
  const mends =
    entry && write && company && !conflict
      ? write.mends(fields, company, armouryOf(armoury.data), entry.about)
      : [];
  const lines = entry && conflict ? conflictLines(entry, company) : [];
  const others = applied.map((each) => each.title);
  return (
    <Modal
      opened={entry !== null}
      onClose={close}
      title={discarding ? T.discardTitle : conflict ? T.conflictTitle : T.refusedTitle}
      centered
      styles={MODAL_STYLES}
      closeButtonProps={{ 'aria-label': i18n._('Close') }}
    >
      {entry && discarding && (
        <Stack gap="sm">
          <Text size="sm">{T.discardIntro}</Text>
          <List size="sm" spacing={4} data-testid="discard-losses">
            {(write?.losses(entry.about) ?? [entry.about.title]).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={() => setDiscarding(false)}>
              {T.back}
            </Button>
            <Button color="red" mih={44} loading={busy} onClick={() => void choose(discardWrite)}>
              {T.discardConfirm}
            </Button>
          </Group>
        </Stack>
      )}
      {entry && !discarding && (
        <Stack gap="sm">
          {conflict ? (
            <>
              <Text size="sm">{T.conflictIntro(entry.about.title)}</Text>
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
            <>
              <Text size="sm">{T.refusedIntro(entry.about.title, entry.about.companyName)}</Text>
              <List size="sm" spacing={4} data-testid="refusal-reasons">
                {(reasons.length > 0 ? reasons : [entry.refusal?.message ?? '']).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </>
          )}
          {others.length > 0 && <Text size="sm">{T.alsoApplied(others)}</Text>}
          {/* Up to five choices: one under the other on a phone, each the dialog's width. */}
          <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" wrap="wrap" gap="sm">
            {mends.map((mend) => (
              <Button
                key={mend.label}
                mih={44}
                loading={busy}
                onClick={() => void choose((seq) => resendWrite(seq, mend.input))}
              >
                {mend.label}
              </Button>
            ))}
            {conflict && (
              <Button
                mih={44}
                loading={busy}
                onClick={() => void choose((seq) => resendWrite(seq, mineOnServers(entry)))}
              >
                {T.keepMine}
              </Button>
            )}
            <Button
              variant="default"
              mih={44}
              onClick={() => downloadJson(T.exportFile(entry.createdAt), keptChangeFile(entry))}
            >
              {T.exportIt}
            </Button>
            <Button variant="default" mih={44} onClick={close}>
              {T.keepForLater}
            </Button>
            <Button
              variant="default"
              color="red"
              mih={44}
              disabled={busy}
              onClick={() => setDiscarding(true)}
            >
              {conflict ? T.takeServers : T.discard}
            </Button>
          </Flex>
        </Stack>
      )}
    </Modal>
  );
}

/** A kept change as a file the player keeps: what it was, why it was refused, its input. */
function keptChangeFile(entry: OutboxEntry) {
  const { name, input, about, refusal, createdAt } = entry;
  return {
    keptChange: name,
    title: about.title,
    company: about.companyName,
    createdAt,
    refusal,
    input,
  };
}
