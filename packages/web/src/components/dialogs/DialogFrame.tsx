import { Fieldset, Modal, Stack } from '@mantine/core';
import type { ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { DialogActions } from './dialog-actions';
import { MODAL_STYLES } from './modal-styles';
import { i18n } from '../../i18n/i18n';

interface DialogFrameProps {
  title: string;
  actions: Pick<DialogActions, 'submitting' | 'deleting' | 'handleSubmit' | 'requestClose'>;
  /** The row of buttons under the form (DialogButtons). */
  buttons: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * The frame of every editor dialog: a modal holding one form, whose fields are disabled while
 * it saves or deletes, with its buttons below. Every way of closing (the close button,
 * Escape, a click outside) goes through requestClose, which asks about unsaved edits. On a
 * phone the long forms get the whole screen rather than a box inside it
 * (docs/product/accounts.md#dialogs-on-phones-0020).
 */
export function DialogFrame({ title, actions, buttons, size = 'lg', children }: DialogFrameProps) {
  const busy = actions.submitting || actions.deleting;
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={actions.requestClose}
      title={title}
      size={size}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': i18n._('Close') }}
      styles={MODAL_STYLES}
    >
      <form onSubmit={actions.handleSubmit} noValidate>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={busy} p={0} miw={0}>
            {children}
          </Fieldset>
          {buttons}
        </Stack>
      </form>
    </Modal>
  );
}
