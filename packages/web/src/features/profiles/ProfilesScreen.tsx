import { Text } from '@mantine/core';
import type { Profile } from '@warband/schemas';
import { Suspense, useId, useState } from 'react';
import { useProfiles } from '../../api/profiles';
import { CardGrid, EntryCard, NewCard } from '../../components/cards/CardGrid';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import {
  PackButtons,
  PackFileError,
  PackImport,
} from '../../components/library-pack/LibraryPackTools';
import { useLibraryPack } from '../../components/library-pack/useLibraryPack';
import { ListScreen } from '../../components/lists/ListScreen';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useSession } from '../../hooks/useSession';
import { useListSorting } from '../../hooks/useStoredSort';
import { DEFAULT_PROFILE_SORT, PROFILE_SORTS, sortProfiles } from './profile-sort';
import { ProfileSummary } from './ProfileSummary';
import { ProfileEditor } from '../warriors';
import { PROFILE_TEXTS } from './texts';

interface Editing {
  profile: Profile | null;
  key: number;
}

/**
 * /profiles: the player's warrior templates, edited in the warrior editor. Profiles travel in
 * the library file, so this page has the library pages' Export and Import too.
 */
export function ProfilesScreen() {
  const newRuleset = useSession()?.newRuleset ?? false;
  const query = useProfiles();
  const sorting = useListSorting('profiles', PROFILE_SORTS, DEFAULT_PROFILE_SORT);
  const [editing, setEditing] = useState<Editing | null>(null);
  const focus = useReturnFocus();
  const pack = useLibraryPack();
  const packErrorId = useId();
  const open = (profile: Profile | null) => {
    focus.remember();
    setEditing({ profile, key: nextDialogKey() });
  };
  const profiles = sortProfiles(query.data ?? [], sorting.value);

  return (
    <ListScreen
      title={PROFILE_TEXTS.title}
      sorting={sorting}
      query={query}
      plural={PROFILE_TEXTS.plural}
      tools={<PackButtons pack={pack} errorId={packErrorId} />}
    >
      <PackFileError pack={pack} errorId={packErrorId} />
      {query.isSuccess && (
        <>
          {profiles.length === 0 && <Text>{PROFILE_TEXTS.empty}</Text>}
          <CardGrid label={PROFILE_TEXTS.title}>
            {profiles.map((profile) => (
              <EntryCard
                key={profile.id}
                testId="profile-card"
                name={profile.name}
                summary={<ProfileSummary profile={profile} newRuleset={newRuleset} />}
                onEdit={() => open(profile)}
              />
            ))}
            <NewCard label={PROFILE_TEXTS.newCard} onClick={() => open(null)} />
          </CardGrid>
        </>
      )}
      {editing && (
        // A modal: nothing on the page moves while its code loads.
        <Suspense fallback={null}>
          <ProfileEditor
            key={editing.key}
            profile={editing.profile}
            onClose={() => {
              setEditing(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
      <PackImport pack={pack} />
    </ListScreen>
  );
}
