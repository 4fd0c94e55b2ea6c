import { Group, Stack, Text, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import type { Warrior } from '@warband/schemas';
import { cardPath, experienceBar, namedLists } from './card-content';
import { CardImage } from './CardImage';
import { CharacteristicLine } from './CharacteristicLine';
import classes from './WarriorCard.module.css';

interface WarriorCardFrontProps {
  warrior: Warrior;
  newRuleset: boolean;
  headingOrder: TitleOrder;
  nameId: string;
}

/** The face of a warrior's card: who they are, their profile, progress and kit. */
export function WarriorCardFront({
  warrior,
  newRuleset,
  headingOrder,
  nameId,
}: WarriorCardFrontProps) {
  const path = cardPath(warrior);
  const experience = experienceBar(warrior.experience);
  const lists = namedLists(warrior);
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={headingOrder} size="h4" id={nameId} className={classes.name}>
          {warrior.name}
        </Title>
        <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {warrior.totalPoints} pts
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {[warrior.rank, warrior.race, path].filter(Boolean).join(' · ')}
      </Text>
      <CardImage warrior={warrior} />
      <CharacteristicLine warrior={warrior} newRuleset={newRuleset} />
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          Level {warrior.level}
        </Text>
        <div
          className={classes.experience}
          role="progressbar"
          aria-label="Experience towards the next level"
          aria-valuemin={0}
          aria-valuemax={experience.max}
          aria-valuenow={experience.value}
          aria-valuetext={`${experience.value} of ${experience.max}`}
        >
          <div
            className={classes.experienceFill}
            style={{ width: `${(experience.value / experience.max) * 100}%` }}
          />
        </div>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {warrior.experience} XP
        </Text>
      </Group>
      {lists.length > 0 && (
        <Stack gap={2}>
          {lists.map((list) => (
            <Text key={list.title} size="sm">
              <Text span fw={600} size="sm">
                {list.title}:
              </Text>{' '}
              {list.names.join(', ')}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
