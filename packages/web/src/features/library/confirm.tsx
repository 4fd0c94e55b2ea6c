import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MODAL_STYLES } from './modal-styles';

interface ConfirmOptions {
  title: string;
  message: string;
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
}

/** A yes/no question over the current dialog; the labels come from the ModalsProvider. */
export function confirmAction({ title, message, danger, onConfirm }: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    centered: true,
    styles: MODAL_STYLES,
    children: <Text size="sm">{message}</Text>,
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm: () => void onConfirm(),
  });
}
