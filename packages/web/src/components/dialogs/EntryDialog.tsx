import { Button, Fieldset, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { MODAL_STYLES } from './modal-styles';

interface EntryDialogProps {
  title: string;
  editing: boolean;
  submitting: boolean;
  deleting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onRequestClose: () => void;
  onRequestDelete: () => void;
  children: ReactNode;
}

/**
 * The frame of a library editor: a modal with the form and the buttons Create or Save,
 * Delete (when editing) and Cancel. Every way of closing (Cancel, the close button, Escape,
 * a click outside) goes through onRequestClose, which asks about unsaved edits.
 */
export function EntryDialog({
  title,
  editing,
  submitting,
  deleting,
  onSubmit,
  onRequestClose,
  onRequestDelete,
  children,
}: EntryDialogProps) {
  const busy = submitting || deleting;
  // On a phone the long forms get the whole screen rather than a box inside it.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={onRequestClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={MODAL_STYLES}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={busy} p={0}>
            {children}
          </Fieldset>
          <Group justify="space-between" gap="sm">
            {editing ? (
              <Button
                variant="outline"
                color="red"
                onClick={onRequestDelete}
                loading={deleting}
                disabled={submitting}
              >
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onRequestClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} disabled={deleting}>
                {editing ? 'Save' : 'Create'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
