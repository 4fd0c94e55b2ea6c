/** The read-only company view's texts: a shared link's, and a campaign member company's. */
export const SHARED_COMPANY_TEXTS = {
  readOnly: 'Read-only',
  noWarriors: 'No warriors in this company yet.',
};
