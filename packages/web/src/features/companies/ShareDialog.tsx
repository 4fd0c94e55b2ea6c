import {
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useCompanyShare, useRenewCompanyShare, useSetCompanyShare } from '../../api/sharing';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import { MODAL_STYLES } from '../../components/dialogs/modal-styles';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

/** Phones and some desktops hand a link to the apps they have (the Web Share API). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** A cancelled share is the player's choice, not a failure worth a message. */
async function shareLink(url: string) {
  try {
    await navigator.share({ title: document.title, url });
  } catch {
    // Cancelled, or refused: the Copy link button beside it still works.
  }
}

/**
 * Share your company: the read-only link with a copy button, and the owner's switch that
 * turns the link on and off
 * (docs/adr/0032-sharing-is-a-flag-on-the-company-the-link-changes-only.md). Off, the link shows
 * friends a page saying so. Turning it on again revives the same link; New link replaces it,
 * voiding every copy already sent, after asking.
 */
export function ShareDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const state = useCompanyShare(companyId);
  const setShared = useSetCompanyShare();
  const renew = useRenewCompanyShare();
  const alerts = useAlerts();
  const share = state.data;
  const busy = setShared.isPending || renew.isPending;
  const failed = (error: unknown) => alerts.failed(error);

  function newLink() {
    confirmAction({
      title: T.newLinkTitle,
      message: T.newLinkConfirm,
      danger: true,
      onConfirm: () =>
        renew.mutate(companyId, {
          onSuccess: () => alerts.success(T.newLinkDone),
          onError: failed,
        }),
    });
  }

  function toggle(shared: boolean) {
    setShared.mutate({ id: companyId, shared }, { onError: failed });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.shareTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={MODAL_STYLES}
    >
      {!share ? (
        state.error ? (
          <Text c="red" role="alert">
            {state.error.message}
          </Text>
        ) : (
          <Loader size="sm" aria-label="Loading the link" />
        )
      ) : (
        <Stack gap="md">
          <Switch
            label={T.shareSwitch}
            checked={share.shared}
            disabled={busy}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <TextInput
            label="Read-only link"
            value={share.shareUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { opacity: share.shared ? 1 : 0.6 } }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {share.shared ? T.shareOn : T.shareOff}
          </Text>
          <Group justify="space-between">
            <Group gap="sm">
              {canShare() && (
                <Button
                  onClick={() => void shareLink(share.shareUrl)}
                  disabled={!share.shared}
                  mih={44}
                >
                  {T.shareVia}
                </Button>
              )}
              <CopyButton value={share.shareUrl}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    disabled={!share.shared}
                    variant={copied || canShare() ? 'light' : 'filled'}
                    mih={44}
                  >
                    {copied ? T.copied : T.copy}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={newLink} disabled={busy} mih={44}>
                {T.newLink}
              </Button>
            </Group>
            <Button variant="default" onClick={onClose} mih={44}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
