import { Stack, Text, Title } from '@mantine/core';
import type { RewardsDraft } from './aftermath-draft';
import type { AftermathStepProps } from './aftermath-step';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { BonusExperienceFields } from './BonusExperienceFields';
import { BonusInfluenceField } from './BonusInfluenceField';
import { BonusItemFields } from './BonusItemFields';
import { BonusLevelUpField } from './BonusLevelUpField';
import { ResultChoice } from './ResultChoice';

/** Step 1: the battle's result, then the scenario's rewards, each off unless given. */
export function ResultStep({ draft, plan, errors, newRuleset, onChange }: AftermathStepProps) {
  const reward = <K extends keyof RewardsDraft>(key: K) => ({
    value: draft.rewards[key],
    onChange: (value: RewardsDraft[K]) =>
      onChange({ ...draft, rewards: { ...draft.rewards, [key]: value } }),
    errors,
    plan,
  });
  return (
    // A readable width on a wide screen: the fields are short.
    <Stack gap="lg" maw={720}>
      <Title order={2}>{T.resultTitle}</Title>
      <ResultChoice
        value={draft.result}
        error={errors.result}
        onChange={(result) => onChange({ ...draft, result })}
      />
      <Stack gap="sm" component="section" aria-labelledby="aftermath-rewards">
        <Title order={3} size="h4" id="aftermath-rewards">
          {T.rewards}
        </Title>
        <Text size="sm" c="dimmed">
          {T.rewardsHint}
        </Text>
        <BonusInfluenceField {...reward('influence')} />
        <BonusLevelUpField {...reward('levelUp')} />
        <BonusExperienceFields {...reward('experience')} />
        <BonusItemFields {...reward('item')} newRuleset={newRuleset} />
      </Stack>
    </Stack>
  );
}
