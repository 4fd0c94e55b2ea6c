import { Accordion, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOUNT, mountStatKeysFor, STAT_LABELS } from '@warband/rules';
import type { Wargear } from '@warband/schemas';
import { useState } from 'react';
import { EntryDialog } from '../../components/dialogs/EntryDialog';
import { NamedRowsField } from '../../components/forms/NamedRowsField';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import { useSession } from '../../hooks/useSession';
import { WARGEAR_TEXTS } from './texts';
import type { WargearSection } from './texts';
import { adjustmentOptions, NONE, WARGEAR_BOUNDS } from '../../components/wargear/wargear-fields';
import { useEntryEditor } from './useEntryEditor';
import { initialValues, sectionOf, toInput } from './wargear-form';
import type { WargearValues } from './wargear-form';
import { withHelp } from '../../components/help/FieldHelp';
import { LongTextInput, NameInput } from '../../components/forms/TextFields';

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
  const [sections, setSections] = useState<string[]>(['details']);
  const editor = useEntryEditor({
    kind: 'wargear',
    entry,
    initialValues: initialValues(entry),
    toInput: (values) => toInput(values, mount),
    texts,
    onClose,
    onErrors: (paths) => setSections((open) => [...new Set([...open, ...paths.map(sectionOf)])]),
  });
  const { form } = editor;
  const noAdjustment = form.values.adjustmentStat === NONE;

  return (
    <EntryDialog
      title={`${entry ? 'Edit' : 'Create'} ${texts.entity}`}
      editing={entry !== null}
      actions={editor.actions}
    >
      <Accordion multiple value={sections} onChange={setSections} variant="separated">
        <Accordion.Item value="details">
          <Accordion.Control>Details</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <NameInput {...form.getInputProps('name')} />
              <LongTextInput label="Description" {...form.getInputProps('description')} />
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                <WholeNumberInput
                  label="Points Low"
                  min={0}
                  max={WARGEAR_BOUNDS.pointsMax}
                  {...withHelp('pointsLow')}
                  {...form.getInputProps('pointsLow')}
                />
                <WholeNumberInput
                  label="Points High"
                  min={0}
                  max={WARGEAR_BOUNDS.pointsMax}
                  {...withHelp('pointsHigh')}
                  {...form.getInputProps('pointsHigh')}
                />
                <WholeNumberInput
                  label="Influence"
                  min={0}
                  max={WARGEAR_BOUNDS.pointsMax}
                  {...withHelp('influence')}
                  {...form.getInputProps('influence')}
                />
              </SimpleGrid>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        {mount === MOUNT.mount && (
          <Accordion.Item value="characteristics">
            <Accordion.Control>Characteristics</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
                {mountStatKeysFor(newRuleset).map((key) => (
                  <WholeNumberInput
                    key={key}
                    label={STAT_LABELS[key]}
                    min={0}
                    max={WARGEAR_BOUNDS.mountStatMax}
                    {...form.getInputProps(key)}
                  />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        )}

        <Accordion.Item value="adjustment">
          <Accordion.Control>Adjustment</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Adjustment Stat"
                data={adjustmentOptions(newRuleset, entry?.adjustmentStat)}
                allowDeselect={false}
                {...withHelp('adjustment')}
                {...form.getInputProps('adjustmentStat')}
              />
              <WholeNumberInput
                label="Adjustment Value"
                min={WARGEAR_BOUNDS.adjustmentMin}
                max={WARGEAR_BOUNDS.adjustmentMax}
                disabled={noAdjustment}
                description={noAdjustment ? 'Choose a characteristic first' : undefined}
                {...form.getInputProps('adjustmentValue')}
              />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>

        <RowsSection
          form={form}
          field="specialRules"
          title="Special Rules"
          singular="Special rule"
          max={WARGEAR_BOUNDS.specialRules}
        />
        <RowsSection
          form={form}
          field="specialAttacks"
          title="Special Attacks"
          singular="Special attack"
          max={WARGEAR_BOUNDS.specialAttacks}
        />
      </Accordion>
    </EntryDialog>
  );
}

interface RowsSectionProps {
  form: UseFormReturnType<WargearValues>;
  field: 'specialRules' | 'specialAttacks';
  title: string;
  singular: string;
  max: number;
}

/** A section of named rows, titled with how many it holds: 'Special Rules (2)'. */
function RowsSection({ form, field, title, singular, max }: RowsSectionProps) {
  const count = form.values[field].length;
  return (
    <Accordion.Item value={field}>
      <Accordion.Control>
        {title}
        {count > 0 ? ` (${count})` : ''}
      </Accordion.Control>
      <Accordion.Panel>
        <NamedRowsField form={form} field={field} singular={singular} max={max} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
