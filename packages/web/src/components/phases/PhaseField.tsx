import { Chip, Group, Input } from '@mantine/core';
import { orderedPhases, PHASE_LABELS, PHASES, type Phase } from '@warband/rules';
import { useId } from 'react';
import classes from './Phases.module.css';
import { PHASE_TEXTS as T } from './texts';

interface PhaseFieldProps {
  value: readonly Phase[];
  onChange: (phases: Phase[]) => void;
  error?: React.ReactNode;
}

/**
 * The phases an entry matters in, one chip per phase in the turn's order, each a checkbox a
 * thumb can hit (docs/rules.md#turn-phases). What it gives is always in the turn's order.
 */
export function PhaseField({ value, onChange, error }: PhaseFieldProps) {
  const labelId = useId();
  return (
    <Input.Wrapper
      label={T.fieldLabel}
      description={T.fieldDescription}
      error={error}
      labelElement="div"
      id={labelId}
    >
      <Chip.Group
        multiple
        value={[...value]}
        onChange={(phases) => onChange(orderedPhases(phases))}
      >
        <Group gap="xs" mt={4} role="group" aria-labelledby={`${labelId}-label`}>
          {PHASES.map((phase) => (
            <Chip key={phase} value={phase} classNames={{ label: classes.chip }}>
              {PHASE_LABELS[phase]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
