/**
 * The player-facing texts of the company screens, in one place
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */

export const COMPANY_TEXTS = {
  listTitle: 'My Companies',
  newCard: 'New Company',
  empty: 'No companies yet. Start your first with New Company.',
  createTitle: 'Create Company',
  editTitle: 'Edit Company',
  ruleset: 'Ruleset',
  rulesetForNew: 'The ruleset for new companies in Account Details, unless you choose another.',
  rulesetChangeTitle: 'Its cards will be worked out again',
  rulesetChangeWarning:
    "Saving switches this company to the other ruleset: every warrior's characteristics, points and the company's rating are worked out again in it. Courage and Intelligence keep the numbers they have, so check them after.",
  deleteTitle: 'Delete company',
  deleteConfirm:
    'Are you sure you want to delete this company? All associated warriors will also be deleted. This action cannot be undone.',
  deleted: 'Company deleted successfully',
  noWarriors: 'No warriors in this company yet.',
  newWarrior: 'New Warrior',
  retiredReadOnly:
    'This company is retired, so its warriors can be viewed but not changed. Re-enlist it from Edit to recruit or edit warriors.',
  startBattle: 'Start Battle',
};

export const companyCreated = (name: string) => `${name} created successfully`;
/**
 * The original spelling, which players know; for companies only
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */
export const companyUpdated = (name: string) => `${name} updated succesfully`;
/** A save kept in the outbox without a signal (docs/adr/0162-device-store-and-outbox.md). */
export const companySavedOnDevice = (name: string) =>
  `${name} saved on this device: it will sync when you are back online.`;

/** '1 warrior', '5 warriors'. */
export function warriorCount(count: number): string {
  return `${count} ${count === 1 ? 'warrior' : 'warriors'}`;
}
