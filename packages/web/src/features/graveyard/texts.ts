import { i18n } from '../../i18n/i18n';

/** The graveyard's texts (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md). */
export const GRAVEYARD_TEXTS = {
  get title() {
    return i18n._('Graveyard');
  },
  get empty() {
    return i18n._('No fallen warriors. A warrior whose status becomes Dead is remembered here.');
  },
  get deleteTitle() {
    return i18n._('Delete warrior');
  },
  deleteConfirm: (name: string) =>
    i18n._(
      'Are you sure you want to delete {name}? Their wargear and the Creatures that fell with them are deleted too. This action cannot be undone.',
      { name },
    ),
  get deleted() {
    return i18n._('Warrior deleted successfully');
  },
  /** Under a retired company's name: the server refuses its dead's changes until re-enlisted. */
  retired: (company: string) =>
    i18n._(
      '{company} is retired, so its fallen can be viewed but not changed. Re-enlist it from its Edit dialog to bring them back or delete them.',
      { company },
    ),
};
