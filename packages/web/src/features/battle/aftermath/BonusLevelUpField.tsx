import { Select, Text } from '@mantine/core';
import { isPlainWarrior } from '@warband/rules';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { RewardSwitch } from './RewardSwitch';
import { TOUCH_FIELD, rewardable, warriorOptions, type RewardProps } from './reward-fields';

/** The scenario's bonus level up: a warrior, and what it will do for them. */
export function BonusLevelUpField({ value, onChange, errors, plan }: RewardProps<'levelUp'>) {
  const members = rewardable(plan);
  const chosen = members.find(({ warrior }) => warrior.id === value.warriorId)?.warrior;
  return (
    <RewardSwitch
      label={T.bonusLevelUp}
      on={value.on}
      onToggle={(on) => onChange({ ...value, on })}
    >
      <Select
        {...TOUCH_FIELD}
        label={T.bonusLevelUpWarrior}
        withAsterisk
        data={warriorOptions(members)}
        value={chosen ? chosen.id : null}
        error={errors['rewards.levelUp']}
        onChange={(warriorId) => onChange({ ...value, warriorId })}
      />
      {chosen && (
        <Text size="sm" aria-live="polite">
          {isPlainWarrior(chosen) ? T.makesHero : T.pendingLevel}
        </Text>
      )}
    </RewardSwitch>
  );
}
