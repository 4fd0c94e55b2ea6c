import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MODAL_STYLES } from './modal-styles';
import { i18n } from '../../i18n/i18n';

/** Asked before an overlay with unsaved edits closes. */
export const UNSAVED_CHANGES =
  /*i18n*/ 'You have unsaved changes, all unsaved changes will be lost. Are you sure you wish to continue?';

interface ConfirmOptions {
  title: string;
  message: string;
  danger?: boolean;
  /** Thumb-sized buttons, for battle mode at the table. */
  touch?: boolean;
  /** Button labels other than Confirm and Cancel, where those would not say what happens. */
  labels?: { confirm: string; cancel: string };
  onConfirm: () => void | Promise<void>;
  /** Called when the question is closed any other way: Cancel, the close button, Escape. */
  onCancel?: () => void;
}

/** A yes/no question over the current dialog; the labels come from the ModalsProvider. */
export function confirmAction({
  title,
  message,
  danger,
  touch,
  labels,
  onConfirm,
  onCancel,
}: ConfirmOptions) {
  const size = touch ? 'lg' : undefined;
  // The modal closes after a confirmation too; only a close without one is a cancel.
  let confirmed = false;
  modals.openConfirmModal({
    title,
    centered: true,
    styles: MODAL_STYLES,
    children: <Text size="sm">{message}</Text>,
    ...(labels ? { labels } : {}),
    confirmProps: { size, color: danger ? 'red' : undefined },
    cancelProps: { size },
    closeButtonProps: { 'aria-label': i18n._('Close'), ...(touch ? { size: 'xl' } : {}) },
    onConfirm: () => {
      confirmed = true;
      void onConfirm();
    },
    onClose: () => {
      if (!confirmed) onCancel?.();
    },
  });
}

/** Closes an editor at once, or after the player agrees to lose the edits it holds. */
export function closeUnlessDirty(dirty: boolean, close: () => void) {
  if (dirty)
    confirmAction({
      title: i18n._('Unsaved changes'),
      message: i18n._(UNSAVED_CHANGES),
      onConfirm: close,
    });
  else close();
}
