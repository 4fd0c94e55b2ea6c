import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { isOneOf, WARRIOR_LEVEL_UP_LABELS, WARRIOR_LEVEL_UP_RESULTS } from '@warband/rules';
import type { WarriorLevelUpDraft } from './aftermath-draft';
import type { LevelUpSlot } from './aftermath-plan';
import classes from '../Battle.module.css';
import { EXPERIENCE_TEXTS as T } from './experience-texts';
import { slotError } from './level-up-edits';

interface WarriorLevelUpFormProps {
  slot: LevelUpSlot;
  draft: WarriorLevelUpDraft;
  errors: Record<string, string>;
  onChange: (draft: WarriorLevelUpDraft) => void;
}

/** A plain warrior's level-up: the table's result, and a new class when Promoted. */
export function WarriorLevelUpForm({ slot, draft, errors, onChange }: WarriorLevelUpFormProps) {
  const error = (field: string) => slotError(errors, slot, field);
  const noFate = slot.warrior.baseStats.fate === 0 && slot.warrior.modifyStats.fate < 1;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={T.result}
        value={draft.result}
        error={error('result')}
        onChange={(result) =>
          isOneOf(WARRIOR_LEVEL_UP_RESULTS, result) && onChange({ ...draft, result })
        }
      >
        <Stack gap={0} mt={4}>
          {WARRIOR_LEVEL_UP_RESULTS.map((result) => (
            <Radio
              key={result}
              value={result}
              label={WARRIOR_LEVEL_UP_LABELS[result]}
              classNames={{ body: classes.checkBody, label: classes.checkLabel }}
            />
          ))}
        </Stack>
      </Radio.Group>
      {draft.result === 'promoted' && (
        <TextInput
          label={T.newClass}
          description={T.promotedHint}
          value={draft.baseClass}
          error={error('baseClass')}
          classNames={{ input: classes.target }}
          onChange={(event) => onChange({ ...draft, baseClass: event.currentTarget.value })}
        />
      )}
      {draft.result === 'heroInTheMaking' && <Text size="sm">{T.heroInTheMakingHint(noFate)}</Text>}
    </Stack>
  );
}
