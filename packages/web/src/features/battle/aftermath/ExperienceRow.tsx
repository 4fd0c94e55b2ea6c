import { Badge, Group, Progress, Text } from '@mantine/core';
import {
  EXPERIENCE_PER_LEVEL,
  experienceProgress,
  experienceTicks,
  levelForExperience,
  levelUpsBetween,
} from '@warband/rules';
import type { ExperienceRow as Row } from './aftermath-plan';
import classes from '../Battle.module.css';
import { EXPERIENCE_TEXTS as T, gainParts, levelUpMark } from './experience-texts';

interface ExperienceRowProps {
  row: Row;
  /** How many points of the count are shown so far (the step counts every row together). */
  shown: number;
}

/** One warrior's gain explained, its experience counting up and each level reached marked. */
export function ExperienceRow({ row, shown }: ExperienceRowProps) {
  const ticks = experienceTicks(row.before, row.gain.total);
  const reached = ticks.slice(0, shown);
  const experience = reached.at(-1)?.experience ?? row.before;
  const pendingBonus = !row.madeHero && row.levelUps > levelUpsBetween(row.before, row.after);
  return (
    <li className={classes.row} aria-label={row.warrior.name}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{row.warrior.name}</Text>
        <Text size="sm" c="dimmed">
          {row.warrior.rank}
        </Text>
      </Group>
      <Text size="sm">
        {gainParts(row.gain).join(' · ')} = +{row.gain.total}
      </Text>
      <Text size="sm">
        Experience {row.before} → {row.after} · level {levelForExperience(row.before)} →{' '}
        {levelForExperience(row.after)}
      </Text>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Text fw={700} miw={110} data-testid="experience-count">
          {experience} · level {levelForExperience(experience)}
        </Text>
        <Progress
          flex={1}
          value={(experienceProgress(experience) / EXPERIENCE_PER_LEVEL) * 100}
          aria-label={`Experience towards the next level of ${row.warrior.name}`}
        />
      </Group>
      {reached.some((tick) => tick.levelUp) && (
        <Group gap={4} mt={4}>
          {reached
            .filter((tick) => tick.levelUp)
            .map((tick) => (
              <Badge key={tick.experience} color="green" variant="light">
                {levelUpMark(tick.level)}
              </Badge>
            ))}
        </Group>
      )}
      {row.madeHero && (
        <Text size="sm" fw={700} mt={4}>
          {T.madeHero}
        </Text>
      )}
      {pendingBonus && (
        <Text size="sm" fw={700} mt={4}>
          {T.pendingBonus}
        </Text>
      )}
    </li>
  );
}
