import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SavedBattle } from './battle-state';
import classes from './Battle.module.css';
import { BATTLE_TEXTS as T, STAGE_WORDS } from './texts';

interface SavedBattlePromptProps {
  battle: SavedBattle;
  onContinue: () => void;
  onDiscard: () => void;
}

/** The battle flow's first step: a battle kept on the device is continued or discarded. */
export function SavedBattlePrompt({ battle, onContinue, onDiscard }: SavedBattlePromptProps) {
  const started = new Date(battle.startedAt).toLocaleString();
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>{T.savedTitle}</Title>
      <Text>
        {T.savedText} It was started {started} and {STAGE_WORDS[battle.stage]}.
      </Text>
      <Group gap="sm">
        <Button className={classes.target} onClick={onContinue}>
          {T.continue}
        </Button>
        <Button className={classes.target} variant="default" color="red" onClick={onDiscard}>
          {T.discard}
        </Button>
      </Group>
    </Stack>
  );
}
