import {
  Group,
  Select,
  SimpleGrid,
  Switch,
  type SelectProps,
  type SimpleGridProps,
  type SwitchProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  isOneOf,
  MOUNT,
  mountStatKeysFor,
  STAT_KEYS,
  type MountStatKey,
  type StatKey,
} from '@warband/rules';
import type { WargearInput } from '@warband/schemas';
import { NamedRowsField, type NamedRowsKey, type NestedRowsPath } from '../forms/NamedRowsField';
import { WholeNumberInput, type WholeNumberInputProps } from '../forms/WholeNumberInput';
import { FieldHelp, withHelp } from '../help/FieldHelp';
import {
  adjustmentOptions,
  NONE,
  WARGEAR_ROW_FIELDS,
  wargearNumberField,
  type WargearNumberKey,
} from './wargear-fields';

/*
 * The wargear field set: the controls of an item's fields that every wargear form shows (the
 * armoury's dialog, an item on a warrior in the editor, the bonus item written in the War's
 * Aftermath), each labelled, bounded and behaving as defined here once. A form lays them out
 * and binds them to its own state: Mantine's getInputProps(), or a draft's value and onChange.
 */

interface WargearNumberInputProps extends Omit<WholeNumberInputProps, 'min' | 'max' | 'label'> {
  field: WargearNumberKey;
  /** Another label, where the form holds more than the item (the aftermath's 'Item influence'). */
  label?: string;
  /** The help button beside the field, where it has one; the aftermath's fields go without. */
  help?: boolean;
}

/** One of the item's numbers: a price, the influence, the adjustment or a mount's characteristic. */
export function WargearNumberInput({
  field,
  label,
  help = true,
  ...props
}: WargearNumberInputProps) {
  const definition = wargearNumberField(field);
  return (
    <WholeNumberInput
      label={label ?? definition.label}
      min={definition.min}
      max={definition.max}
      {...(help && definition.help ? withHelp(definition.help) : {})}
      {...props}
    />
  );
}

interface MountStatFieldsProps {
  newRuleset: boolean;
  /** The props binding one characteristic's field to the form. */
  control: (key: MountStatKey) => Partial<Omit<WargearNumberInputProps, 'field'>>;
  cols?: SimpleGridProps['cols'];
}

/** A mount's characteristics under the ruleset (Intelligence only under the 2024 one). */
export function MountStatFields({
  newRuleset,
  control,
  cols = { base: 3, sm: 5 },
}: MountStatFieldsProps) {
  return (
    <SimpleGrid cols={cols} spacing="sm" aria-label="Mount characteristics">
      {mountStatKeysFor(newRuleset).map((key) => (
        <WargearNumberInput key={key} field={key} {...control(key)} />
      ))}
    </SimpleGrid>
  );
}

/** What choosing an Adjustment Stat changes: the stat, and the value, cleared with None. */
export type AdjustmentChange = Pick<WargearInput, 'adjustmentStat'> &
  Partial<Pick<WargearInput, 'adjustmentValue'>>;

interface AdjustmentStatSelectProps extends Omit<
  SelectProps,
  'label' | 'data' | 'value' | 'onChange'
> {
  newRuleset: boolean;
  /** The stat the item was saved with: kept among the choices under the other ruleset. */
  saved?: StatKey | null;
  value: StatKey | null;
  onChange: (change: AdjustmentChange) => void;
  help?: boolean;
}

/**
 * The Adjustment Stat: None, or a characteristic of the ruleset. A value means nothing without
 * a characteristic to adjust, so choosing None clears it.
 */
export function AdjustmentStatSelect({
  newRuleset,
  saved = null,
  value,
  onChange,
  help = true,
  ...props
}: AdjustmentStatSelectProps) {
  return (
    <Select
      label="Adjustment Stat"
      data={adjustmentOptions(newRuleset, saved)}
      allowDeselect={false}
      {...(help ? withHelp('adjustment') : {})}
      {...props}
      value={value ?? NONE}
      onChange={(chosen) => {
        const stat = isOneOf(STAT_KEYS, chosen) ? chosen : null;
        onChange(
          stat === null ? { adjustmentStat: null, adjustmentValue: 0 } : { adjustmentStat: stat },
        );
      }}
    />
  );
}

interface MountSwitchProps extends Omit<SwitchProps, 'label' | 'checked' | 'onChange'> {
  mount: number;
  onChange: (mount: WargearInput['mount']) => void;
  help?: boolean;
}

/** Whether the item is a mount, which gives it characteristics of its own. */
export function MountSwitch({ mount, onChange, help = true, ...props }: MountSwitchProps) {
  const control = (
    <Switch
      label="Mount"
      checked={mount === MOUNT.mount}
      onChange={(event) => onChange(event.currentTarget.checked ? MOUNT.mount : MOUNT.item)}
      {...props}
    />
  );
  if (!help) return control;
  return (
    <Group gap="xs" wrap="nowrap">
      {control}
      <FieldHelp topic="mount" />
    </Group>
  );
}

interface WargearRowsFieldProps<V> {
  form: UseFormReturnType<V>;
  rows: keyof typeof WARGEAR_ROW_FIELDS;
  /** Where the rows are in the form's values: the rows' own name, or inside a list. */
  field: NamedRowsKey<V> | NestedRowsPath;
}

/** The item's special rules or special attacks, up to the number an item may hold. */
export function WargearRowsField<V>({ form, rows, field }: WargearRowsFieldProps<V>) {
  const { singular, max } = WARGEAR_ROW_FIELDS[rows];
  return <NamedRowsField form={form} field={field} singular={singular} max={max} />;
}
