import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { AftermathStepProps } from './aftermath-step';
import type { LevelUpDraft } from './aftermath-draft';
import type { LevelUpSlot } from './aftermath-plan';
import classes from '../Battle.module.css';
import { ExperienceRow } from './ExperienceRow';
import { EXCLUSION_TEXTS, EXPERIENCE_TEXTS as T, slotTitle } from './experience-texts';
import { HeroLevelUpForm } from './HeroLevelUpForm';
import { withLevelUp, withoutStalePicks } from './level-up-edits';
import { EXPERIENCE_TICK_MS, useCountUp } from './useCountUp';
import { WarriorLevelUpForm } from './WarriorLevelUpForm';

/**
 * Step 3 of the War's Aftermath: each warrior's experience, counted up with the levels it
 * reaches, then every level-up to take, in the order the server takes them.
 */
export function ExperienceStep(props: AftermathStepProps) {
  const { company, draft, plan, errors, newRuleset, onChange } = props;
  const gaining = plan.experience.filter((row) => row.gain.excluded === null);
  const excluded = plan.experience.filter((row) => row.gain.excluded !== null);
  const longest = Math.max(0, ...gaining.map((row) => row.after - row.before));
  const count = useCountUp(longest, EXPERIENCE_TICK_MS);

  // A later level-up must not keep a pick that an earlier one of the warrior has taken.
  const pruned = withoutStalePicks(draft, plan, newRuleset);
  useEffect(() => {
    if (pruned !== draft) onChange(pruned);
  }, [pruned, draft, onChange]);

  const savedIds = useMemo(() => savedEntryIds(company.warriors), [company.warriors]);
  const change = (slot: LevelUpSlot, levelUp: LevelUpDraft) =>
    onChange(withLevelUp(draft, plan, slot, levelUp));
  const slotsOf = (warriorId: string) =>
    plan.levelUps.filter((slot) => slot.warriorId === warriorId).length;

  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <section aria-label={T.gainsLabel}>
        <Group justify="space-between" mb="xs">
          <Title order={3}>{T.gainsLabel}</Title>
          {!count.done && (
            <Button className={classes.target} variant="subtle" onClick={count.skip}>
              {T.skip}
            </Button>
          )}
        </Group>
        {gaining.length === 0 ? (
          <Text>{T.nobody}</Text>
        ) : (
          <ul className={classes.rows} aria-label={T.gainsLabel}>
            {gaining.map((row) => (
              <ExperienceRow key={row.warrior.id} row={row} shown={count.shown} />
            ))}
          </ul>
        )}
      </section>
      {excluded.length > 0 && (
        <section aria-label={T.excludedLabel}>
          <Title order={3} mb="xs">
            {T.excludedLabel}
          </Title>
          <ul aria-label={T.excludedLabel}>
            {excluded.map(({ warrior, gain }) => (
              <li key={warrior.id}>
                <Text>
                  {warrior.name}: {EXCLUSION_TEXTS[gain.excluded!]}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label={T.levelUpsTitle}>
        <Title order={3} mb="xs">
          {T.levelUpsTitle}
        </Title>
        {plan.levelUps.length === 0 && <Text>{T.noLevelUps}</Text>}
        <Stack gap="sm">
          {plan.levelUps.map((levelUp) => {
            const title = slotTitle(levelUp.warrior.name, levelUp.slot, slotsOf(levelUp.warriorId));
            return (
              <Paper
                key={`${levelUp.warriorId}:${levelUp.slot}`}
                component="section"
                withBorder
                p="sm"
                aria-label={title}
              >
                <Title order={4}>{title}</Title>
                <Text size="sm" c="dimmed" mb="xs">
                  {levelUp.kind === 'hero' ? T.heroTable : T.warriorTable}
                </Text>
                {levelUp.draft.kind === 'hero' ? (
                  <HeroLevelUpForm
                    slot={levelUp}
                    draft={levelUp.draft}
                    newRuleset={newRuleset}
                    savedIds={savedIds}
                    errors={errors}
                    onChange={(next) => change(levelUp, next)}
                  />
                ) : (
                  <WarriorLevelUpForm
                    slot={levelUp}
                    draft={levelUp.draft}
                    errors={errors}
                    onChange={(next) => change(levelUp, next)}
                  />
                )}
              </Paper>
            );
          })}
        </Stack>
      </section>
    </Stack>
  );
}

/** The heroic actions' and spells' ids saved on the company's warriors. */
function savedEntryIds(warriors: AftermathStepProps['company']['warriors']): Set<string> {
  return new Set(
    Object.values(warriors).flatMap((warrior) => [
      ...warrior.heroicActions.map((action) => action.id),
      ...warrior.spells.map((spell) => spell.id),
    ]),
  );
}
