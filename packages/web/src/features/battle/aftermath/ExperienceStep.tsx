import { Title } from '@mantine/core';
import type { AftermathStepProps } from './aftermath-step';
import { STEP_TITLES } from './aftermath-texts';

/** The War's Aftermath's Experience step. */
export function ExperienceStep(_props: AftermathStepProps) {
  return <Title order={2}>{STEP_TITLES.experience}</Title>;
}
