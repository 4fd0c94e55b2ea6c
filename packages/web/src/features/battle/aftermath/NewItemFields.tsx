import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { WargearFormValues } from '@warband/schemas';
import { MOUNT } from '@warband/rules';
import {
  AdjustmentStatSelect,
  MountStatFields,
  MountSwitch,
  WargearNumberInput,
} from '../../../components/wargear/WargearFieldSet';
import type { WargearNumberKey } from '../../../components/wargear/wargear-fields';
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
 * A new item written for the bonus: what the armoury asks that matters here, from the same
 * field set, touch-sized and without the help buttons. Numbers are whole; a cleared one
 * counts as 0.
 */
export function NewItemFields({ value, errors, newRuleset, onChange }: NewItemFieldsProps) {
  const error = (field: string) => errors[`rewards.item.newItem.${field}`];
  const set = <K extends keyof WargearFormValues>(field: K, next: WargearFormValues[K]) =>
    onChange({ ...value, [field]: next });
  const number = (field: WargearNumberKey) => ({
    ...TOUCH_NUMBER,
    help: false,
    value: value[field] ?? 0,
    error: error(field),
    onChange: (typed: number | string) => set(field, wholeOrNull(typed) ?? 0),
  });
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
        <WargearNumberInput field="pointsLow" {...number('pointsLow')} />
        <WargearNumberInput field="pointsHigh" {...number('pointsHigh')} />
        <WargearNumberInput field="influence" {...number('influence')} label={T.itemInfluence} />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <AdjustmentStatSelect
          {...TOUCH_FIELD}
          newRuleset={newRuleset}
          help={false}
          value={stat}
          error={error('adjustmentStat')}
          onChange={(change) => onChange({ ...value, ...change })}
        />
        <WargearNumberInput
          field="adjustmentValue"
          {...number('adjustmentValue')}
          disabled={stat === null}
        />
      </SimpleGrid>
      <MountSwitch
        help={false}
        mount={value.mount}
        classNames={{ body: classes.checkBody, label: classes.checkLabel }}
        onChange={(mount) => set('mount', mount)}
      />
      {value.mount === MOUNT.mount && (
        <MountStatFields newRuleset={newRuleset} control={(key) => number(key)} />
      )}
    </Stack>
  );
}
