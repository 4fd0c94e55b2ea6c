import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { PhaseField } from '../../../components/phases/PhaseField';
import { useEditorFormContext } from '../editor-form';
import { typeOptions } from './entry-labels';
import { LongTextInput } from '../../../components/forms/TextFields';

type TextList = 'specialRules' | 'heroicActions' | 'spells';

interface TextEntryFieldsProps {
  list: TextList;
  index: number;
  /** Casting selects of heroic actions and spells, beside the type. */
  children?: ReactNode;
}

/**
 * The fields of a rule, heroic action or spell on the warrior: name, type, description, and the
 * phases battle mode reminds of it in (docs/rules.md#turn-phases).
 */
export function TextEntryFields({ list, index, children }: TextEntryFieldsProps) {
  const form = useEditorFormContext();
  const path = `${list}.${index}` as const;
  const phaseError = Object.entries(form.errors).find(
    ([key]) => key === `${path}.phases` || key.startsWith(`${path}.phases.`),
  )?.[1];
  return (
    <Stack gap="sm">
      <TextInput label="Name" maxLength={100} {...form.getInputProps(`${path}.name`)} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label="Type"
          data={typeOptions(list)}
          allowDeselect={false}
          {...form.getInputProps(`${path}.type`)}
        />
        {children}
      </SimpleGrid>
      <LongTextInput label="Description" {...form.getInputProps(`${path}.description`)} />
      <PhaseField
        value={form.getValues()[list][index]?.phases ?? []}
        onChange={(phases) => form.setFieldValue(`${path}.phases`, phases)}
        error={phaseError}
      />
    </Stack>
  );
}

interface CastingSelectProps {
  label: string;
  /** The path of a number field: 'spells.2.modifyCastingValue'. */
  path: `${TextList}.${number}.${string}`;
  data: { value: string; label: string }[];
}

/** A choice among a few numbers (casting values, casting modifiers), stored as a number. */
export function CastingSelect({ label, path, data }: CastingSelectProps) {
  const form = useEditorFormContext();
  const value: unknown = form.getInputProps(path).value;
  const error = form.errors[path];
  return (
    <Select
      label={label}
      data={data}
      allowDeselect={false}
      value={value == null ? null : String(value)}
      error={error}
      onChange={(chosen) => {
        if (chosen !== null) form.setFieldValue(path, Number(chosen));
      }}
    />
  );
}
