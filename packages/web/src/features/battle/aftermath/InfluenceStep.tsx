import { Stack, Title } from '@mantine/core';
import type { AftermathStepProps } from './aftermath-step';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';
import { InfluenceLines } from './InfluenceLines';
import { SubmitSummary } from './SubmitSummary';

/** Step 4: the influence the battle earns, and what Submit will save. */
export function InfluenceStep({ company, battle, draft, plan }: AftermathStepProps) {
  return (
    <Stack gap="lg">
      <Title order={2}>{T.influenceTitle}</Title>
      <InfluenceLines company={company} battle={battle} draft={draft} plan={plan} />
      <SubmitSummary plan={plan} draft={draft} />
    </Stack>
  );
}
