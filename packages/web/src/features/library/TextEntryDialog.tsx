import { Select } from '@mantine/core';
import { CASTING_VALUES, type Phase } from '@warband/rules';
import type { LibraryEntityOf } from '@warband/schemas';
import { toNumber } from '../../components/forms/form-errors';
import { PhaseField } from '../../components/phases/PhaseField';
import { formatCastingValue } from './format';
import { LibraryEntryDialog } from './LibraryEntryDialog';
import { TEXT_LIBRARIES } from './texts';
import type { TextLibraryKind } from './texts';
import { useEntryEditor } from './useEntryEditor';
import { LongTextInput } from '../../components/forms/TextFields';

interface TextEntryValues {
  name: string;
  description: string;
  /** Spells only: the Select's value, '6' to '2', or null before one is chosen. */
  baseCastingValue: string | null;
  phases: Phase[];
}

const CASTING_OPTIONS = CASTING_VALUES.map((value) => ({
  value: String(value),
  label: formatCastingValue(value),
}));

function initialValues(entry: LibraryEntityOf<TextLibraryKind> | null): TextEntryValues {
  const casting = entry && 'baseCastingValue' in entry ? entry.baseCastingValue : null;
  return {
    name: entry?.name ?? '',
    description: entry?.description ?? '',
    baseCastingValue: casting == null ? null : String(casting),
    phases: entry?.phases ?? [],
  };
}

interface TextEntryDialogProps<K extends TextLibraryKind> {
  kind: K;
  entry: LibraryEntityOf<K> | null;
  onClose: () => void;
}

/** Create or edit a rule, a heroic action or a spell. */
export function TextEntryDialog<K extends TextLibraryKind>({
  kind,
  entry,
  onClose,
}: TextEntryDialogProps<K>) {
  const texts = TEXT_LIBRARIES[kind];
  const isSpell = kind === 'spell';
  const editor = useEntryEditor({
    kind,
    entry,
    initialValues: initialValues(entry),
    toInput: (values: TextEntryValues) => ({
      name: values.name,
      description: values.description,
      phases: values.phases,
      ...(isSpell ? { baseCastingValue: toNumber(values.baseCastingValue) } : {}),
    }),
    texts,
    onClose,
  });
  const { form } = editor;
  // A refused phase is reported on its place in the list ('phases.1'): shown on the field.
  const phaseError = Object.entries(form.errors).find(
    ([path]) => path === 'phases' || path.startsWith('phases.'),
  )?.[1];

  return (
    <LibraryEntryDialog
      editor={editor}
      details={
        <>
          {isSpell && (
            <Select
              label="Casting Value"
              placeholder="Choose 6+ to 2+"
              data={CASTING_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('baseCastingValue')}
            />
          )}
          <LongTextInput
            label="Description"
            minRows={3}
            maxRows={12}
            {...form.getInputProps('description')}
          />
          <PhaseField
            value={form.values.phases}
            onChange={(phases) => form.setFieldValue('phases', phases)}
            error={phaseError}
          />
        </>
      }
    />
  );
}
