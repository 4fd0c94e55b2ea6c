import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { APP_VERSION } from '../../app-version';
import type { WaitingUpdate } from './register';
import { UPDATE_TEXTS } from './texts';
import { updateMayApply } from './update-gate';
import classes from './UpdatePrompt.module.css';

interface UpdatePromptProps {
  update: WaitingUpdate;
  pathname: string;
  playerId: string | null;
  onLater: () => void;
  /** Hands the page over to the waiting version (register.ts, applyUpdate). */
  onReload: () => void;
}

/**
 * "A new version is ready": Reload takes it, Later keeps this one until the next page load.
 * Not shown while a battle or its aftermath is on the go (update-gate.ts), and checked again at
 * the press, in case a battle began in another tab meanwhile.
 */
export function UpdatePrompt({ update, pathname, playerId, onLater, onReload }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  if (!updateMayApply({ pathname, playerId })) return null;
  const reload = () => {
    if (!updateMayApply({ pathname, playerId })) return onLater();
    setReloading(true);
    onReload();
  };
  return (
    <Paper
      role="status"
      aria-label={UPDATE_TEXTS.label}
      className={`${classes.prompt} wl-no-print`}
      shadow="md"
      withBorder
      p="md"
    >
      <Stack gap="xs">
        <Text fw={700}>{UPDATE_TEXTS.title}</Text>
        <Text size="sm">
          {UPDATE_TEXTS.versions(update.version, APP_VERSION)} {UPDATE_TEXTS.keep}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onLater} disabled={reloading}>
            {UPDATE_TEXTS.later}
          </Button>
          <Button onClick={reload} loading={reloading}>
            {UPDATE_TEXTS.reload}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
