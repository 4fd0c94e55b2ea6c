import { Title } from '@mantine/core';
import type { AftermathStepProps } from './aftermath-step';
import { STEP_TITLES } from './aftermath-texts';

/** The War's Aftermath's Injuries step. */
export function InjuriesStep(_props: AftermathStepProps) {
  return <Title order={2}>{STEP_TITLES.injuries}</Title>;
}
