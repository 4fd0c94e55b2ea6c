import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { fieldOf } from '@warband/rules';
import type { NamedText } from '@warband/schemas';
import { newNamedRow } from './named-rows';
import type { NamedRow } from './named-rows';
import { LongTextInput } from './TextFields';
import { i18n } from '../../i18n/i18n';

/** The fields of a form's values that hold named rows. */
export type NamedRowsKey<V> = {
  [K in keyof V]: V[K] extends NamedRow[] ? K : never;
}[keyof V] &
  string;

/** Rows inside a list of the values: 'wargear.2.specialRules' (their rows may have no key). */
export type NestedRowsPath = `${string}.${number}.${string}`;

interface NamedRowsFieldProps<V> {
  form: UseFormReturnType<V>;
  field: NamedRowsKey<V> | NestedRowsPath;
  /** 'Special rule': labels read 'Special rule 1 name', buttons 'Add special rule'. */
  singular: string;
  max: number;
}

/** Up to `max` rows of a name and a description, added and removed by the player. */
export function NamedRowsField<V>({ form, field, singular, max }: NamedRowsFieldProps<V>) {
  const rows = rowsAt(form.getValues(), field);
  const listError = form.errors[field];
  const lower = singular.toLowerCase();
  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {i18n._('None yet.')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Paper key={row.key ?? index} withBorder p="sm">
          <Stack gap="xs">
            <TextInput
              label={i18n._('{noun} {number} name', { noun: singular, number: index + 1 })}
              maxLength={100}
              {...form.getInputProps(`${field}.${index}.name`)}
            />
            <LongTextInput
              label={i18n._('{noun} {number} description', { noun: singular, number: index + 1 })}
              maxRows={8}
              {...form.getInputProps(`${field}.${index}.description`)}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => form.removeListItem(field, index)}
              >
                {i18n._('Remove {noun} {number}', { noun: lower, number: index + 1 })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {listError && (
        <Text size="sm" c="red">
          {listError}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {i18n._('{count} of {max}', { count: rows.length, max })}
        </Text>
        <Button
          variant="light"
          size="xs"
          disabled={rows.length >= max}
          onClick={() =>
            // The path holds named rows; Mantine's path types cannot see through it.
            form.insertListItem(field, newNamedRow() as FormArrayElement<V, typeof field>)
          }
        >
          {i18n._('Add {noun}', { noun: lower })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The rows at a dotted path of the values; rows saved before reaching a form have no key. */
function rowsAt(values: unknown, path: string): (NamedText & { key?: string })[] {
  let node = values;
  for (const part of path.split('.')) node = fieldOf(node, part);
  return Array.isArray(node) && node.every(isNamedText) ? node : [];
}

function isNamedText(row: unknown): row is NamedText & { key?: string } {
  return (
    typeof fieldOf(row, 'name') === 'string' && typeof fieldOf(row, 'description') === 'string'
  );
}
