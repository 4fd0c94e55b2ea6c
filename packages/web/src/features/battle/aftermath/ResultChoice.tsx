import { Group, Radio } from '@mantine/core';
import { BATTLE_RESULT_LABELS, BATTLE_RESULTS, type BattleResult, isOneOf } from '@warband/rules';
import classes from '../Battle.module.css';
import { AFTERMATH_TEXTS as T } from './aftermath-texts';

interface ResultChoiceProps {
  value: BattleResult | null;
  error: string | undefined;
  onChange: (result: BattleResult) => void;
}

/** Win, Draw or Loss: required. */
export function ResultChoice({ value, error, onChange }: ResultChoiceProps) {
  return (
    <Radio.Group
      label={T.result}
      withAsterisk
      value={value}
      error={error}
      onChange={(chosen) => isOneOf(BATTLE_RESULTS, chosen) && onChange(chosen)}
    >
      <Group gap="lg" mt="xs">
        {BATTLE_RESULTS.map((result) => (
          <Radio
            key={result}
            value={result}
            label={BATTLE_RESULT_LABELS[result]}
            size="md"
            aria-invalid={error ? true : undefined}
            classNames={{ body: classes.checkBody, label: classes.checkLabel }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
