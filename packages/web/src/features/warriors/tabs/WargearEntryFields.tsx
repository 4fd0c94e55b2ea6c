import { Grid, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { MOUNT } from '@warband/rules';
import {
  AdjustmentStatSelect,
  MountStatFields,
  MountSwitch,
  WargearNumberInput,
  WargearRowsField,
} from '../../../components/wargear/WargearFieldSet';
import { WARGEAR_ROW_FIELDS } from '../../../components/wargear/wargear-fields';
import { useEditorFormContext } from '../editor-form';
import type { EditorWargear } from '../editor-form';
import { typeOptions } from './entry-labels';
import { LongTextInput } from '../../../components/forms/TextFields';

interface WargearEntryFieldsProps {
  item: EditorWargear;
  index: number;
  newRuleset: boolean;
}

/**
 * An item's or mount's fields on the warrior, as in the armoury (shared bounds and choices)
 * plus its type and the switch that turns its adjustment off.
 */
export function WargearEntryFields({ item, index, newRuleset }: WargearEntryFieldsProps) {
  const form = useEditorFormContext();
  const path = `wargear.${index}` as const;
  const isMount = item.mount === MOUNT.mount;
  const noAdjustment = item.adjustmentStat === null;
  // A stored item may keep an Intelligence adjustment after a switch back
  // (docs/adr/0026-intelligence-adjustments-after-a-switch-back.md); a new one may not.
  const stored = form.getInitialValues().wargear.find((entry) => entry.id === item.id);
  const storedStat = stored && !item.new ? stored.adjustmentStat : null;

  return (
    <Stack gap="sm">
      <TextInput label="Name" maxLength={100} {...form.getInputProps(`${path}.name`)} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Select
          label="Type"
          data={typeOptions('wargear')}
          allowDeselect={false}
          {...form.getInputProps(`${path}.type`)}
        />
        <WargearNumberInput field="influence" {...form.getInputProps(`${path}.influence`)} />
        <WargearNumberInput field="pointsLow" {...form.getInputProps(`${path}.pointsLow`)} />
        <WargearNumberInput field="pointsHigh" {...form.getInputProps(`${path}.pointsHigh`)} />
      </SimpleGrid>
      <LongTextInput label="Description" {...form.getInputProps(`${path}.description`)} />

      <MountSwitch
        mount={item.mount}
        onChange={(mount) => form.setFieldValue(`${path}.mount`, mount)}
      />
      {isMount && (
        <MountStatFields
          newRuleset={newRuleset}
          control={(key) => form.getInputProps(`${path}.${key}`)}
        />
      )}

      <Grid gutter="sm" align="center">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <AdjustmentStatSelect
            newRuleset={newRuleset}
            saved={storedStat}
            value={item.adjustmentStat}
            error={form.errors[`${path}.adjustmentStat`]}
            onChange={(change) => {
              form.setFieldValue(`${path}.adjustmentStat`, change.adjustmentStat);
              if (change.adjustmentValue !== undefined) {
                form.setFieldValue(`${path}.adjustmentValue`, change.adjustmentValue);
              }
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <WargearNumberInput
            field="adjustmentValue"
            disabled={noAdjustment}
            {...form.getInputProps(`${path}.adjustmentValue`)}
          />
        </Grid.Col>
        {/* A row of its own on a phone, where half a row would wrap its label. */}
        <Grid.Col span={{ base: 12, sm: 4 }} pt={{ sm: 'xl' }}>
          <Switch
            label="Adjustment on"
            disabled={noAdjustment}
            {...form.getInputProps(`${path}.statEnabled`, { type: 'checkbox' })}
          />
        </Grid.Col>
      </Grid>

      <Title order={4} size="h6">
        {WARGEAR_ROW_FIELDS.specialRules.title}
      </Title>
      <WargearRowsField form={form} rows="specialRules" field={`${path}.specialRules`} />
      <Title order={4} size="h6">
        {WARGEAR_ROW_FIELDS.specialAttacks.title}
      </Title>
      <WargearRowsField form={form} rows="specialAttacks" field={`${path}.specialAttacks`} />
    </Stack>
  );
}
