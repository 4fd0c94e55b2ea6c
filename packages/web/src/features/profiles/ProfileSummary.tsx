import { Text } from '@mantine/core';
import type { Profile } from '@warband/schemas';
import { CharacteristicLine } from '../../components/warrior-card/CharacteristicLine';
import { racesLabel } from './profile-sort';
import { i18n } from '../../i18n/i18n';

/** What a profile's card says: races, rank and base class, points, and its profile line. */
export function ProfileSummary({ profile, newRuleset }: { profile: Profile; newRuleset: boolean }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {racesLabel(profile.race)}
      </Text>
      <Text size="sm">{[profile.rank, profile.baseClass].filter(Boolean).join(' · ')}</Text>
      <Text size="sm" fw={600}>
        {i18n._('{points} pts', { points: profile.totalPoints })}
      </Text>
      <CharacteristicLine warrior={profile} newRuleset={newRuleset} />
    </>
  );
}
