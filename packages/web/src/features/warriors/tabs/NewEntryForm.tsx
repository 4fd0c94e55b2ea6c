import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EditorListName, EditorMode } from '../editor-form';
import { typeRequired } from './entry-draft';
import { LIST_TEXTS, typeOptions } from './entry-labels';
import type { EntryDraftForm } from './useEntryDraft';
import { LongTextInput } from '../../../components/forms/TextFields';

interface NewEntryFormProps {
  list: EditorListName;
  mode: EditorMode;
  draft: EntryDraftForm;
  /** Fields of one list only (a spell's casting value), after the type. */
  children?: ReactNode;
}

/**
 * The small form that makes a new entry in the tab. It is not a <form>: it sits inside the
 * editor's, and Enter in its fields adds the entry instead of saving the warrior. Nothing is
 * marked `required` for the browser either, or an empty draft would block the editor's save.
 */
export function NewEntryForm({ list, mode, draft, children }: NewEntryFormProps) {
  const { singular } = LIST_TEXTS[list];
  const { form } = draft;
  const required = typeRequired(mode);
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-labelledby={`new-${list}-title`}
      onKeyDown={(event) => {
        // Enter adds, as in a form of its own; a select that took it to pick an option has
        // already claimed it, and a description takes it as a new line.
        const { target } = event;
        if (event.key !== 'Enter' || event.defaultPrevented) return;
        if (!(target instanceof HTMLElement) || target.tagName !== 'INPUT') return;
        event.preventDefault();
        draft.submit();
      }}
    >
      <Stack gap="sm">
        <Text id={`new-${list}-title`} fw={600} size="sm">
          New {singular}
        </Text>
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          autoFocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Type"
            withAsterisk={required}
            placeholder={required ? 'Choose a type' : 'Base'}
            data={typeOptions(list)}
            clearable={!required}
            {...form.getInputProps('type')}
          />
          {children}
        </SimpleGrid>
        <LongTextInput label="Description" maxRows={8} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={draft.cancel}>
            Cancel
          </Button>
          <Button onClick={draft.submit}>Add</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
