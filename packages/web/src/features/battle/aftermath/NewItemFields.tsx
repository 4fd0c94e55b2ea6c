import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  ADJUSTMENT_VALUE_MAX,
  ADJUSTMENT_VALUE_MIN,
  isOneOf,
  MOUNT,
  mountStatKeysFor,
  STAT_KEYS,
  STAT_LABELS,
} from '@warband/rules';
import type { WargearFormValues } from '@warband/schemas';
import { WholeNumberInput } from '../../../components/forms/WholeNumberInput';
import {
  adjustmentOptions,
  MOUNT_STAT_MAX,
  NONE,
  POINTS_MAX,
} from '../../../components/wargear/wargear-fields';
import classes from '../Battle.module.css';
import type { StepErrors } from './aftermath-check';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { TOUCH_FIELD, TOUCH_NUMBER, wholeOrNull } from './reward-fields';

interface NewItemFieldsProps {
  value: WargearFormValues;
  errors: StepErrors;
  newRuleset: boolean;
  onChange: (value: WargearFormValues) => void;
}

/**
 * A new item written for the bonus: what the armoury asks that matters here, with the same
 * bounds and choices. Numbers are whole; a cleared one counts as 0.
 */
export function NewItemFields({ value, errors, newRuleset, onChange }: NewItemFieldsProps) {
  const error = (field: string) => errors[`rewards.item.newItem.${field}`];
  const set = <K extends keyof WargearFormValues>(field: K, next: WargearFormValues[K]) =>
    onChange({ ...value, [field]: next });
  const number = (field: keyof WargearFormValues, label: string, min: number, max: number) => (
    <WholeNumberInput
      {...TOUCH_NUMBER}
      label={label}
      min={min}
      max={max}
      value={(value[field] as number | undefined) ?? 0}
      error={error(field)}
      onChange={(typed) => set(field, wholeOrNull(typed) ?? 0)}
    />
  );
  const isMount = value.mount === MOUNT.mount;
  const stat = value.adjustmentStat ?? null;

  return (
    <Stack gap="sm">
      <TextInput
        {...TOUCH_FIELD}
        label={T.itemName}
        withAsterisk
        maxLength={100}
        value={value.name}
        error={error('name')}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <Textarea
        label={T.itemDescription}
        autosize
        minRows={2}
        maxRows={6}
        value={value.description ?? ''}
        error={error('description')}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {number('pointsLow', T.pointsLow, 0, POINTS_MAX)}
        {number('pointsHigh', T.pointsHigh, 0, POINTS_MAX)}
        {number('influence', T.itemInfluence, 0, POINTS_MAX)}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <Select
          {...TOUCH_FIELD}
          label={T.adjustmentStat}
          allowDeselect={false}
          data={adjustmentOptions(newRuleset, null)}
          value={stat ?? NONE}
          error={error('adjustmentStat')}
          onChange={(chosen) => {
            const stat = isOneOf(STAT_KEYS, chosen) ? chosen : null;
            const none = stat === null;
            // A value means nothing without a characteristic to adjust.
            onChange({
              ...value,
              adjustmentStat: stat,
              adjustmentValue: none ? 0 : value.adjustmentValue,
            });
          }}
        />
        <WholeNumberInput
          {...TOUCH_NUMBER}
          label={T.adjustmentValue}
          min={ADJUSTMENT_VALUE_MIN}
          max={ADJUSTMENT_VALUE_MAX}
          disabled={stat === null}
          value={value.adjustmentValue ?? 0}
          error={error('adjustmentValue')}
          onChange={(typed) => set('adjustmentValue', wholeOrNull(typed) ?? 0)}
        />
      </SimpleGrid>
      <Switch
        label={T.mount}
        checked={isMount}
        classNames={{ body: classes.checkBody, label: classes.checkLabel }}
        onChange={(event) => set('mount', event.currentTarget.checked ? MOUNT.mount : MOUNT.item)}
      />
      {isMount && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" aria-label={T.mountStats}>
          {mountStatKeysFor(newRuleset).map((key) => (
            <div key={key}>{number(key, STAT_LABELS[key], 0, MOUNT_STAT_MAX)}</div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
