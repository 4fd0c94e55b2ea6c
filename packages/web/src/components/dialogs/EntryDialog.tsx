import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DialogActions } from './dialog-actions';
import { DialogButtons } from './DialogButtons';
import { DialogFrame } from './DialogFrame';
import { i18n } from '../../i18n/i18n';

interface EntryDialogProps {
  title: string;
  editing: boolean;
  actions: DialogActions;
  children: ReactNode;
}

/**
 * The dialog of a one-page editor (library entries, companies): the form with Create or
 * Save, Delete when editing, and Cancel.
 */
export function EntryDialog({ title, editing, actions, children }: EntryDialogProps) {
  return (
    <DialogFrame
      title={title}
      actions={actions}
      buttons={
        <DialogButtons actions={actions} editing={editing}>
          <Button type="submit" loading={actions.submitting} disabled={actions.deleting}>
            {editing ? i18n._('Save') : i18n._('Create')}
          </Button>
        </DialogButtons>
      }
    >
      {children}
    </DialogFrame>
  );
}
