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
import { useCompanyShare, useSetCompanyShare } from '../../api/sharing';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { MODAL_STYLES } from '../../components/dialogs/modal-styles';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

/**
 * Share your company: the read-only link with a copy button, and the owner's switch that
 * turns the link on and off (DESIGN.md section 5). Off, the link shows friends a page saying
 * so; the link itself never changes.
 */
export function ShareDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const state = useCompanyShare(companyId);
  const setShared = useSetCompanyShare();
  const alerts = useAlerts();
  const share = state.data;

  function toggle(shared: boolean) {
    setShared.mutate(
      { id: companyId, shared },
      {
        onError: (error) =>
          alerts.danger(error instanceof Error ? error.message : 'Something went wrong.'),
      },
    );
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
            disabled={setShared.isPending}
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
            <CopyButton value={share.shareUrl}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  disabled={!share.shared}
                  variant={copied ? 'light' : 'filled'}
                >
                  {copied ? T.copied : T.copy}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
