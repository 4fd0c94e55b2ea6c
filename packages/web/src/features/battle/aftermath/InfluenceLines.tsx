import { Stack, Text } from '@mantine/core';
import { BATTLE_RESULT_LABELS, gainInfluence, INFLUENCE_MAX } from '@warband/rules';
import { oddsRating } from '../battle-state';
import type { AftermathStepProps } from './aftermath-step';
import { AFTERMATH_TEXTS as T, oddsWorking } from './aftermath-texts';
import classes from './Aftermath.module.css';
import { INFLUENCE_TICK_MS, useCountUp } from './useCountUp';

type InfluenceLinesProps = Pick<AftermathStepProps, 'company' | 'battle' | 'draft' | 'plan'>;

/** Where the battle's influence comes from, counting up to its total and the company's. */
export function InfluenceLines({ company, battle, draft, plan }: InfluenceLinesProps) {
  const { influence } = plan;
  const counted = useCountUp(influence.total, INFLUENCE_TICK_MS).shown;
  const heroes = plan.wounded.filter(({ choice }) => choice.result === 'woundsOfAHero');
  return (
    <Stack gap="xs">
      <dl className={classes.sum} aria-label={T.influenceParts}>
        <dt>{draft.result ? BATTLE_RESULT_LABELS[draft.result] : T.resultTitle}</dt>
        <dd>{influence.resultInfluence}</dd>
        <dt>
          {T.againstTheOdds}
          <Text size="xs" c="dimmed" component="span" display="block">
            {oddsWorking(oddsRating(company, battle), battle.opponentRating)}
          </Text>
        </dt>
        <dd>{influence.againstTheOdds}</dd>
        <dt>
          {T.woundsOfAHero}
          {heroes.map(({ warrior, choice }) => (
            <Text key={warrior.id} size="xs" c="dimmed" component="span" display="block">
              {warrior.name}: {choice.influence?.total ?? 0}
            </Text>
          ))}
        </dt>
        <dd>{influence.woundsInfluence}</dd>
        <dt>{T.scenarioReward}</dt>
        <dd>{influence.influenceReward}</dd>
        <dt className={classes.total}>{T.total}</dt>
        <dd className={classes.total} aria-label={`${T.total} ${influence.total}`}>
          {counted}
        </dd>
      </dl>
      <Text
        fw={700}
        aria-label={`${T.companyInfluence}: ${influence.before} to ${influence.after}`}
      >
        {T.companyInfluence}: {influence.before} → {gainInfluence(influence.before, counted)}
      </Text>
      {influence.after < influence.before + influence.total && (
        <Text size="sm">{T.influenceAtMost(INFLUENCE_MAX)}</Text>
      )}
    </Stack>
  );
}
