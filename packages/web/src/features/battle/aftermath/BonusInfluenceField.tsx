import { WholeNumberInput } from '../../../components/forms/WholeNumberInput';
import { POINTS_MAX } from '../../../components/wargear/wargear-fields';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { RewardSwitch } from './RewardSwitch';
import { TOUCH_NUMBER, wholeOrNull, type RewardProps } from './reward-fields';

/** The scenario's bonus influence: a whole number from 0, required when on. */
export function BonusInfluenceField({ value, onChange, errors }: RewardProps<'influence'>) {
  return (
    <RewardSwitch
      label={T.bonusInfluence}
      on={value.on}
      onToggle={(on) => onChange({ ...value, on })}
    >
      <WholeNumberInput
        {...TOUCH_NUMBER}
        label={T.bonusInfluenceValue}
        withAsterisk
        min={0}
        max={POINTS_MAX}
        value={value.value ?? ''}
        error={errors['rewards.influence']}
        onChange={(typed) => onChange({ ...value, value: wholeOrNull(typed) })}
      />
    </RewardSwitch>
  );
}
