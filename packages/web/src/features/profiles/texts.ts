import { i18n } from '../../i18n/i18n';

/**
 * The player-facing texts of My Profiles, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const PROFILE_TEXTS = {
  get title() {
    return i18n._('My Profiles');
  },
  get newCard() {
    return i18n._('New Profile');
  },
  get empty() {
    return i18n._('No profiles yet. Create your first with New Profile.');
  },
  get plural() {
    return i18n._('profiles');
  },
  get anyRace() {
    return i18n._('Any race');
  },
};
