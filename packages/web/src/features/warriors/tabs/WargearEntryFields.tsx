import { Grid, Group, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { isOneOf, MOUNT, mountStatKeysFor, STAT_KEYS, STAT_LABELS } from '@warband/rules';
import { NamedRowsField } from '../../../components/forms/NamedRowsField';
import { WholeNumberInput } from '../../../components/forms/WholeNumberInput';
import {
  adjustmentOptions,
  NONE,
  WARGEAR_BOUNDS,
} from '../../../components/wargear/wargear-fields';
import { useEditorFormContext } from '../editor-form';
import type { EditorWargear } from '../editor-form';
import { typeOptions } from './entry-labels';
import { FieldHelp, withHelp } from '../../../components/help/FieldHelp';
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
        <WholeNumberInput
          label="Influence"
          min={0}
          max={WARGEAR_BOUNDS.pointsMax}
          {...withHelp('influence')}
          {...form.getInputProps(`${path}.influence`)}
        />
        <WholeNumberInput
          label="Points Low"
          min={0}
          max={WARGEAR_BOUNDS.pointsMax}
          {...withHelp('pointsLow')}
          {...form.getInputProps(`${path}.pointsLow`)}
        />
        <WholeNumberInput
          label="Points High"
          min={0}
          max={WARGEAR_BOUNDS.pointsMax}
          {...withHelp('pointsHigh')}
          {...form.getInputProps(`${path}.pointsHigh`)}
        />
      </SimpleGrid>
      <LongTextInput label="Description" {...form.getInputProps(`${path}.description`)} />

      <Group gap="xs" wrap="nowrap">
        <Switch
          label="Mount"
          checked={isMount}
          onChange={(event) =>
            form.setFieldValue(
              `${path}.mount`,
              event.currentTarget.checked ? MOUNT.mount : MOUNT.item,
            )
          }
        />
        <FieldHelp topic="mount" />
      </Group>
      {isMount && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" aria-label="Mount characteristics">
          {mountStatKeysFor(newRuleset).map((key) => (
            <WholeNumberInput
              key={key}
              label={STAT_LABELS[key]}
              min={0}
              max={WARGEAR_BOUNDS.mountStatMax}
              {...form.getInputProps(`${path}.${key}`)}
            />
          ))}
        </SimpleGrid>
      )}

      <Grid gutter="sm" align="center">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label="Adjustment Stat"
            data={adjustmentOptions(newRuleset, storedStat)}
            allowDeselect={false}
            {...withHelp('adjustment')}
            value={item.adjustmentStat ?? NONE}
            error={form.errors[`${path}.adjustmentStat`]}
            onChange={(stat) => {
              const chosen = isOneOf(STAT_KEYS, stat) ? stat : null;
              const none = chosen === null;
              form.setFieldValue(`${path}.adjustmentStat`, chosen);
              // A value means nothing without a characteristic to adjust.
              if (none) form.setFieldValue(`${path}.adjustmentValue`, 0);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <WholeNumberInput
            label="Adjustment Value"
            min={WARGEAR_BOUNDS.adjustmentMin}
            max={WARGEAR_BOUNDS.adjustmentMax}
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
        Special Rules
      </Title>
      <NamedRowsField
        form={form}
        field={`${path}.specialRules`}
        singular="Special rule"
        max={WARGEAR_BOUNDS.specialRules}
      />
      <Title order={4} size="h6">
        Special Attacks
      </Title>
      <NamedRowsField
        form={form}
        field={`${path}.specialAttacks`}
        singular="Special attack"
        max={WARGEAR_BOUNDS.specialAttacks}
      />
    </Stack>
  );
}
