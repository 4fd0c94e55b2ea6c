import { MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BaseClassInput, BasePointsInput } from './BaseFields';
import { useEditorFormContext } from './editor-form';
import { RACE_OPTIONS } from './options';
import { RankSelect } from './RankSelect';

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
        <BaseClassInput />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <BasePointsInput />
      </SimpleGrid>
    </Stack>
  );
}
