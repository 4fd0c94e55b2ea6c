/** The shared company view's texts. */
export const SHARED_TEXTS = {
  notShared: 'This company is not shared',
  notSharedText:
    "The link is off, or it is wrong. Ask the company's owner to turn sharing on in the company's Share dialog, or for the link again.",
  loading: 'Loading the company…',
};
