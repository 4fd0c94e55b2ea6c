import { Accordion, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { DialogActions } from '../../components/dialogs/dialog-actions';
import { EntryDialog } from '../../components/dialogs/EntryDialog';
import { NameInput } from '../../components/forms/TextFields';

interface LibraryEntryDialogProps<V extends { name: string }> {
  /** What useEntryEditor gives: the form, the dialog's actions and its open sections. */
  editor: {
    form: UseFormReturnType<V>;
    actions: DialogActions;
    sections: string[];
    setSections: (open: string[]) => void;
    editing: boolean;
    title: string;
  };
  /** The Details section's fields after the name. */
  details: ReactNode;
  /** The entry's other sections, after Details. */
  children?: ReactNode;
}

/**
 * A library entry's dialog: its fields in sections that open and close, Details first with the
 * entry's name.
 */
export function LibraryEntryDialog<V extends { name: string }>({
  editor,
  details,
  children,
}: LibraryEntryDialogProps<V>) {
  return (
    <EntryDialog title={editor.title} editing={editor.editing} actions={editor.actions}>
      <Accordion multiple value={editor.sections} onChange={editor.setSections} variant="separated">
        <Accordion.Item value="details">
          <Accordion.Control>Details</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <NameInput {...editor.form.getInputProps('name')} />
              {details}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        {children}
      </Accordion>
    </EntryDialog>
  );
}
