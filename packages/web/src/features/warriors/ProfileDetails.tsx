import { MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { WARRIOR_LIMITS } from '@warband/schemas';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import { useEditorFormContext } from './editor-form';
import { RACE_OPTIONS } from './options';
import { RankSelect } from './RankSelect';
import { withHelp } from '../../components/help/FieldHelp';

/** A profile's Details: its name, the races it is offered to, rank, base class and points. */
export function ProfileDetails() {
  const form = useEditorFormContext();
  const anyRace = form.values.profileRaces.length === 0;
  return (
    <Stack gap="sm">
      <TextInput label="Name" data-autofocus maxLength={100} {...form.getInputProps('name')} />
      <MultiSelect
        label="Races"
        placeholder={anyRace ? 'Any race' : undefined}
        description="The companies this profile is offered to; none chosen means any race."
        data={RACE_OPTIONS}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No race of that name"
        {...form.getInputProps('profileRaces')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <RankSelect />
        <TextInput
          label="Base Class"
          maxLength={100}
          {...withHelp('baseClass')}
          {...form.getInputProps('baseClass')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <WholeNumberInput
          label="Base Points"
          {...withHelp('basePoints')}
          min={WARRIOR_LIMITS.points.min}
          max={WARRIOR_LIMITS.points.max}
          {...form.getInputProps('basePoints')}
        />
      </SimpleGrid>
    </Stack>
  );
}
