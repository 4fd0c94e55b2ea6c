import { Group, Radio } from '@mantine/core';
import { isOneOf } from '@warband/rules';
import type { ReactNode } from 'react';
import { RULESET_VALUES, rulesetLabel, type RulesetValue } from './ruleset';

interface RulesetChoiceProps {
  label: string;
  description?: ReactNode;
  value?: RulesetValue | string;
  onChange: (value: RulesetValue) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Older or 2024 rules, as two radios: the company dialog, a new campaign and the account's
 * setting for new companies all ask it the same way.
 */
export function RulesetChoice({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
}: RulesetChoiceProps) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        if (isOneOf(RULESET_VALUES, next)) onChange(next);
      }}
      error={error}
    >
      <Group gap="lg" mt={6}>
        {RULESET_VALUES.map((key) => (
          <Radio key={key} value={key} label={rulesetLabel(key)} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
