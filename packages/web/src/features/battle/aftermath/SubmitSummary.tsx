import { List, Stack, Text, Title } from '@mantine/core';
import { INJURY_RESULT_LABELS } from '@warband/rules';
import type { AftermathPlan } from './aftermath-plan';
import { AFTERMATH_TEXTS as T, summaryLines } from './aftermath-texts';

/** What Submit will change, so the player can check it before sending. */
export function SubmitSummary({ plan }: { plan: AftermathPlan }) {
  const died = [
    ...plan.wounded.filter(({ choice }) => choice.result === 'dead'),
    ...plan.diedWithOwner,
  ].map(({ warrior }) => warrior.name);
  const injured = plan.wounded
    .filter(({ choice }) => choice.result && choice.result !== 'dead')
    .map(({ warrior, choice }) => `${warrior.name}, ${INJURY_RESULT_LABELS[choice.result!]}`);
  const levelUps = plan.experience
    .filter((row) => row.levelUps > 0)
    .map((row) => `${row.warrior.name} ×${row.levelUps}`);
  const madeHero = plan.experience.filter((row) => row.madeHero).map((row) => row.warrior.name);
  const gaining = plan.experience.filter((row) => row.gain.total > 0).length;

  const lines = [
    died.length > 0 && summaryLines.died(died),
    injured.length > 0 && summaryLines.injured(injured),
    levelUps.length > 0 && summaryLines.levelUps(levelUps),
    madeHero.length > 0 && summaryLines.madeHero(madeHero),
    gaining > 0 && summaryLines.experience(gaining),
  ].filter((line): line is string => typeof line === 'string');

  return (
    <Stack gap="xs" component="section" aria-labelledby="aftermath-summary">
      <Title order={3} size="h4" id="aftermath-summary">
        {T.summary}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm">{T.nothingElse}</Text>
      ) : (
        <List size="sm" aria-label={T.summary}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
