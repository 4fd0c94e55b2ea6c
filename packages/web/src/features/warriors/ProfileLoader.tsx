import { Select, Stack, Text } from '@mantine/core';
import { formatProfileRaces, isProfileAvailableFor } from '@warband/rules';
import { useState } from 'react';
import { useProfiles } from '../../api/profiles';
import { useEditorFormContext } from './editor-form';
import { loadProfile } from './editor-values';
import { randomId } from '../../app/ids';

/**
 * 'Load Profile': fills the warrior from one of the player's profiles
 * (docs/product/warrior-editor.md#loading-a-profile-into-a-warrior-0079). Only profiles for any race or for the
 * company's race are offered (docs/rules.md#races), each with the wargear it brings: what the
 * warrior will already hold, before the player buys more.
 */
export function ProfileLoader({
  companyRace,
  onLoaded,
}: {
  companyRace: string;
  onLoaded?: () => void;
}) {
  const form = useEditorFormContext();
  const query = useProfiles();
  const [loaded, setLoaded] = useState<string | null>(null);
  const profiles = (query.data ?? []).filter((profile) =>
    isProfileAvailableFor(formatProfileRaces(profile.race), companyRace),
  );
  const wargearOf = new Map(
    profiles.map((profile) => [profile.id, profile.wargear.map((item) => item.name).join(', ')]),
  );
  let description = 'Fills in the rank, base class, points, characteristics, wargear and rules.';
  if (query.isPending) description = 'Loading your profiles…';
  else if (query.error) description = `Could not load your profiles: ${query.error.message}`;
  else if (profiles.length === 0) description = `No profiles for ${companyRace} yet.`;
  return (
    <Select
      label="Load Profile"
      placeholder="Choose a profile"
      description={description}
      data={profiles.map((profile) => ({
        value: profile.id,
        label: profile.baseClass ? `${profile.name} (${profile.baseClass})` : profile.name,
      }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <span>{option.label}</span>
          {wargearOf.get(option.value) && (
            <Text size="xs" c="dimmed">
              {wargearOf.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
      value={loaded}
      disabled={profiles.length === 0}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No profile of that name"
      onChange={(id) => {
        const profile = profiles.find((candidate) => candidate.id === id);
        if (!profile) return;
        setLoaded(profile.id);
        form.setValues(loadProfile(form.getValues(), profile, randomId));
        onLoaded?.();
      }}
    />
  );
}
