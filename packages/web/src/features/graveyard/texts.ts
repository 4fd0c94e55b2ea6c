/** The graveyard's texts (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md). */
export const GRAVEYARD_TEXTS = {
  title: 'Graveyard',
  empty: 'No fallen warriors. A warrior whose status becomes Dead is remembered here.',
  deleteTitle: 'Delete warrior',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete ${name}? Their wargear and the Creatures that fell with them are deleted too. This action cannot be undone.`,
  deleted: 'Warrior deleted successfully',
  /** Under a retired company's name: the server refuses its dead's changes until re-enlisted. */
  retired: (company: string) =>
    `${company} is retired, so its fallen can be viewed but not changed. Re-enlist it from its Edit dialog to bring them back or delete them.`,
};
