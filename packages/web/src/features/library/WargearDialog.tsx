import { Accordion, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOUNT } from '@warband/rules';
import type { Wargear } from '@warband/schemas';
import { useSession } from '../../hooks/useSession';
import { WARGEAR_TEXTS } from './texts';
import type { WargearSection } from './texts';
import {
  AdjustmentStatSelect,
  MountStatFields,
  WargearNumberInput,
  WargearRowsField,
} from '../../components/wargear/WargearFieldSet';
import { WARGEAR_ROW_FIELDS } from '../../components/wargear/wargear-fields';
import { LibraryEntryDialog } from './LibraryEntryDialog';
import { useEntryEditor } from './useEntryEditor';
import { initialValues, sectionOf, toInput } from './wargear-form';
import type { WargearValues } from './wargear-form';
import { LongTextInput } from '../../components/forms/TextFields';

interface WargearDialogProps {
  section: WargearSection;
  entry: Wargear | null;
  onClose: () => void;
}

/** Create or edit an item or a mount of the armoury. */
export function WargearDialog({ section, entry, onClose }: WargearDialogProps) {
  const newRuleset = useSession()?.newRuleset ?? false;
  const texts = WARGEAR_TEXTS[section];
  const mount = section === 'mount' ? MOUNT.mount : MOUNT.item;
  const editor = useEntryEditor({
    kind: 'wargear',
    entry,
    initialValues: initialValues(entry),
    toInput: (values) => toInput(values, mount),
    texts,
    onClose,
    sectionOf,
  });
  const { form } = editor;
  const noAdjustment = form.values.adjustmentStat === null;

  return (
    <LibraryEntryDialog
      editor={editor}
      details={
        <>
          <LongTextInput label="Description" {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            <WargearNumberInput field="pointsLow" {...form.getInputProps('pointsLow')} />
            <WargearNumberInput field="pointsHigh" {...form.getInputProps('pointsHigh')} />
            <WargearNumberInput field="influence" {...form.getInputProps('influence')} />
          </SimpleGrid>
        </>
      }
    >
      {mount === MOUNT.mount && (
        <Accordion.Item value="characteristics">
          <Accordion.Control>Characteristics</Accordion.Control>
          <Accordion.Panel>
            <MountStatFields
              newRuleset={newRuleset}
              cols={{ base: 2, xs: 3 }}
              control={(key) => form.getInputProps(key)}
            />
          </Accordion.Panel>
        </Accordion.Item>
      )}

      <Accordion.Item value="adjustment">
        <Accordion.Control>Adjustment</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <AdjustmentStatSelect
              newRuleset={newRuleset}
              saved={entry?.adjustmentStat}
              value={form.values.adjustmentStat}
              error={form.errors.adjustmentStat}
              onChange={(change) => form.setValues(change)}
            />
            <WargearNumberInput
              field="adjustmentValue"
              disabled={noAdjustment}
              description={noAdjustment ? 'Choose a characteristic first' : undefined}
              {...form.getInputProps('adjustmentValue')}
            />
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>

      <RowsSection form={form} field="specialRules" />
      <RowsSection form={form} field="specialAttacks" />
    </LibraryEntryDialog>
  );
}

interface RowsSectionProps {
  form: UseFormReturnType<WargearValues>;
  field: 'specialRules' | 'specialAttacks';
}

/** A section of named rows, titled with how many it holds: 'Special Rules (2)'. */
function RowsSection({ form, field }: RowsSectionProps) {
  const count = form.values[field].length;
  return (
    <Accordion.Item value={field}>
      <Accordion.Control>
        {WARGEAR_ROW_FIELDS[field].title}
        {count > 0 ? ` (${count})` : ''}
      </Accordion.Control>
      <Accordion.Panel>
        <WargearRowsField form={form} rows={field} field={field} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
