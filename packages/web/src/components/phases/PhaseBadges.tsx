import { Badge, Group } from '@mantine/core';
import { orderedPhases, PHASE_LABELS, type Phase } from '@warband/rules';
import { PHASE_TEXTS as T } from './texts';

/** The phases an entry names, as small labels; nothing when it names none. */
export function PhaseBadges({ phases }: { phases: readonly Phase[] | undefined }) {
  const named = orderedPhases(phases);
  if (named.length === 0) return null;
  return (
    <Group gap={4} aria-label={T.badgesLabel(named.map((phase) => PHASE_LABELS[phase]))}>
      {named.map((phase) => (
        <Badge key={phase} size="sm" variant="light" aria-hidden>
          {PHASE_LABELS[phase]}
        </Badge>
      ))}
    </Group>
  );
}
