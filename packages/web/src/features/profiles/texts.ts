/**
 * The player-facing texts of My Profiles, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const PROFILE_TEXTS = {
  title: 'My Profiles',
  newCard: 'New Profile',
  empty: 'No profiles yet. Create your first with New Profile.',
  plural: 'profiles',
  anyRace: 'Any race',
};
