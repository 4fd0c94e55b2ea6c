import { Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../Battle.module.css';

interface RewardSwitchProps {
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  /** The reward's fields, shown while it is on; turned off, their values are kept. */
  children: ReactNode;
}

/** A scenario reward: off unless the scenario gives it. */
export function RewardSwitch({ label, on, onToggle, children }: RewardSwitchProps) {
  return (
    <Stack gap="xs">
      <Switch
        label={label}
        checked={on}
        size="md"
        classNames={{ body: classes.checkBody, label: classes.checkLabel }}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {on && children}
    </Stack>
  );
}
