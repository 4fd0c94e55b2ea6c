import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DialogActions } from './dialog-actions';
import { i18n } from '../../i18n/i18n';

interface DialogButtonsProps {
  actions: DialogActions;
  /** Whether an existing entry is open: only then is there something to delete. */
  editing: boolean;
  /** The buttons after Cancel: the submit, and any steps before it. */
  children: ReactNode;
}

/**
 * The buttons of an editor dialog: Delete on the left when editing, then Cancel and the
 * dialog's own buttons. Delete and Cancel are blocked while a call is under way.
 */
export function DialogButtons({ actions, editing, children }: DialogButtonsProps) {
  const { submitting, deleting } = actions;
  return (
    <Group justify="space-between" gap="sm">
      {editing ? (
        <Button
          variant="outline"
          color="red"
          onClick={actions.requestDelete}
          loading={deleting}
          disabled={submitting}
        >
          {i18n._('Delete')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={actions.requestClose} disabled={submitting || deleting}>
          {i18n._('Cancel')}
        </Button>
        {children}
      </Group>
    </Group>
  );
}
