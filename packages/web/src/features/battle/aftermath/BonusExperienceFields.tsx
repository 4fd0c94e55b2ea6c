import { SimpleGrid, Text } from '@mantine/core';
import { WholeNumberInput } from '../../../components/forms/WholeNumberInput';
import { POINTS_MAX } from '../../../components/wargear/wargear-fields';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { RewardSwitch } from './RewardSwitch';
import { TOUCH_NUMBER, rewardable, wholeOrNull, type RewardProps } from './reward-fields';

/** The scenario's bonus experience: a whole number from 0 for each warrior who took part. */
export function BonusExperienceFields({
  value,
  onChange,
  errors,
  plan,
}: RewardProps<'experience'>) {
  const members = rewardable(plan);
  const set = (warriorId: string, typed: number | string) => {
    const { [warriorId]: _old, ...others } = value.perWarrior;
    const amount = wholeOrNull(typed);
    // A blank field gives nothing, as 0 does.
    const perWarrior = amount === null ? others : { ...others, [warriorId]: amount };
    onChange({ ...value, perWarrior });
  };
  return (
    <RewardSwitch
      label={T.bonusExperience}
      on={value.on}
      onToggle={(on) => onChange({ ...value, on })}
    >
      {members.length === 0 && <Text size="sm">{T.noneTookPart}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {members.map(({ warrior }) => (
          <WholeNumberInput
            {...TOUCH_NUMBER}
            key={warrior.id}
            label={warrior.name}
            aria-label={T.bonusExperienceOf(warrior.name)}
            min={0}
            max={POINTS_MAX}
            value={value.perWarrior[warrior.id] ?? ''}
            placeholder="0"
            error={errors[`rewards.experience.${warrior.id}`]}
            onChange={(typed) => set(warrior.id, typed)}
          />
        ))}
      </SimpleGrid>
    </RewardSwitch>
  );
}
