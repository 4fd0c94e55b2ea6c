import { Select, Text } from '@mantine/core';
import { useLibraryList } from '../../../api/library';
import { formatPoints } from '../../../components/wargear/wargear-fields';
import { NEW_ITEM } from './aftermath-draft';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { NewItemFields } from './NewItemFields';
import { RewardSwitch } from './RewardSwitch';
import { TOUCH_FIELD, warriorOptions, type RewardProps } from './reward-fields';

/** The scenario's bonus item: a warrior, and an item of the armoury or a new one. */
export function BonusItemFields({
  value,
  onChange,
  errors,
  plan,
  newRuleset,
}: RewardProps<'item'> & { newRuleset: boolean }) {
  return (
    <RewardSwitch label={T.bonusItem} on={value.on} onToggle={(on) => onChange({ ...value, on })}>
      <Select
        {...TOUCH_FIELD}
        label={T.bonusItemWarrior}
        withAsterisk
        data={warriorOptions(plan.roster)}
        value={value.warriorId}
        error={errors['rewards.item.warriorId']}
        onChange={(warriorId) => onChange({ ...value, warriorId })}
      />
      <ItemSource
        value={value.source}
        error={errors['rewards.item.source']}
        onChange={(source) => onChange({ ...value, source })}
      />
      {value.source === NEW_ITEM && (
        <NewItemFields
          value={value.newItem}
          errors={errors}
          newRuleset={newRuleset}
          onChange={(newItem) => onChange({ ...value, newItem })}
        />
      )}
    </RewardSwitch>
  );
}

interface ItemSourceProps {
  value: string | null;
  error: string | undefined;
  onChange: (source: string | null) => void;
}

/** The player's armoury, with 'New item' first. */
function ItemSource({ value, error, onChange }: ItemSourceProps) {
  const armoury = useLibraryList('wargear');
  const items = (armoury.data ?? []).map((item) => ({
    value: item.id,
    label: `${item.name} (${formatPoints(item)})`,
  }));
  return (
    <>
      <Select
        {...TOUCH_FIELD}
        label={T.bonusItemSource}
        withAsterisk
        searchable
        data={[{ value: NEW_ITEM, label: T.newItem }, ...items]}
        value={value}
        error={error}
        onChange={onChange}
      />
      {armoury.isPending && <Text size="sm">{T.armouryLoading}</Text>}
      {armoury.isError && (
        <Text size="sm" c="red">
          {T.armouryFailed}
        </Text>
      )}
    </>
  );
}
