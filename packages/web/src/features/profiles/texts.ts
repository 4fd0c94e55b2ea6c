/** The player-facing texts of My Profiles (spec sections 2 and 8), in one place. */
export const PROFILE_TEXTS = {
  title: 'My Profiles',
  newCard: 'New Profile',
  empty: 'No profiles yet. Create your first with New Profile.',
  plural: 'profiles',
  anyRace: 'Any race',
};
