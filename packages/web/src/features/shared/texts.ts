/** The shared company view's texts. */
export const SHARED_TEXTS = {
  readOnly: 'Read-only',
  notShared: 'This company is not shared',
  notSharedText:
    "The link is off, or it is wrong. Ask the company's owner to turn sharing on in the company's Share dialog, or for the link again.",
  noWarriors: 'No warriors in this company yet.',
  loading: 'Loading the company…',
};
