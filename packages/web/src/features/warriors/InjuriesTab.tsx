import { Checkbox, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { offersHeroInjuries, statusOptionsFor } from '@warband/rules';
import { WARRIOR_LIMITS } from '@warband/schemas';
import type { ChangeEvent } from 'react';
import { errorText } from '../../components/forms/form-errors';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import { useEditorFormContext } from './editor-form';
import { statsOf } from './editor-values';
import { statusFromOption, statusOption } from './options';
import { diesWithMessage } from './texts';

interface InjuriesTabProps {
  /** The names of the living Creatures the warrior owns: marked dead, he takes them along. */
  creatures: readonly string[];
}

/**
 * The warrior's status and wounds. Lost in Battle and the leg, arm and old battle wounds are
 * offered to heroes only, by the same rule the aftermath's injury table follows
 * (docs/rules.md#heroes); a value a warrior may no longer have stays in view, with its message,
 * until the player clears it. Marking an owner dead says which Creatures the save will kill with
 * him, before it does.
 */
export function InjuriesTab({ creatures }: InjuriesTabProps) {
  const form = useEditorFormContext();
  const { values } = form;
  const candidate = {
    rank: values.rank,
    baseStats: statsOf(values.baseStats),
    modifyStats: statsOf(values.modifyStats),
  };
  const hero = offersHeroInjuries(candidate);
  const statuses = statusOptionsFor(candidate);
  if (!statuses.includes(values.status)) statuses.push(values.status);
  const statusInput = form.getInputProps('status');
  const takesAlong = values.status === 'dead' && creatures.length > 0;
  const woundInput = (field: 'legWound' | 'armWound') => {
    return {
      checked: Number(values[field]) > 0,
      error: errorText(form.errors[field]),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(field, event.currentTarget.checked ? 1 : 0),
    };
  };
  return (
    <Stack gap="md">
      <Select
        label="Status"
        data={statuses.map(statusOption)}
        allowDeselect={false}
        error={statusInput.error}
        value={statusOption(values.status).value}
        onChange={(value) => {
          const status = statusFromOption(value);
          if (status !== null) form.setFieldValue('status', status);
        }}
      />
      {takesAlong && (
        <Text size="sm" fw={600} role="status" mt={-8}>
          {diesWithMessage(creatures, values.name)}
        </Text>
      )}
      {hero || values.legWound || values.armWound || values.oldWound ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <Checkbox label="Leg Wound" description="-1 Move" {...woundInput('legWound')} />
          <Checkbox label="Arm Wound" {...woundInput('armWound')} />
          <WholeNumberInput
            label="Old Battle Wounds"
            min={WARRIOR_LIMITS.oldWounds.min}
            max={WARRIOR_LIMITS.oldWounds.max}
            {...form.getInputProps('oldWound')}
          />
        </SimpleGrid>
      ) : null}
      {!hero && (
        <Text size="sm" c="dimmed">
          Lost in Battle and leg, arm and old battle wounds are for heroes: Leaders, Sergeants,
          Heroes and anyone with Might, Will or Fate.
        </Text>
      )}
    </Stack>
  );
}
