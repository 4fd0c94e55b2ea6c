/**
 * The texts of retiring, re-enlisting and sharing a company
 * (docs/adr/0145-player-facing-texts-are-kept-as-players-know-them.md).
 */

export const LIFECYCLE_TEXTS = {
  retire: 'Retire',
  reEnlist: 'Re-Enlist',
  retireTitle: 'Retire company',
  reEnlistTitle: 'Re-enlist company',
  retireConfirm: 'Are you sure you want to retire this company?',
  reEnlistConfirm: 'Are you sure you want to re-enlist this company?',
  retired: 'Company retired successfully',
  /** The original app had only the retire message; re-enlisting says what it did. */
  reEnlisted: 'Company re-enlisted successfully',
  retiredListTitle: 'Retired Companies',
  retiredEmpty: 'No retired companies. A company retired from its Edit dialog rests here.',
  /** Shown in the Edit dialog, beside the Re-Enlist button it points to. */
  retiredNote: 'This company is retired. Re-enlist it to play it again.',
  share: 'Share',
  shareTitle: 'Share your company',
  shareSwitch: 'Anyone with the link can view and print this company',
  shareOn: 'Friends can open this link without an account. They cannot change anything.',
  shareOff: 'The link is off: nobody but you can open it.',
  copy: 'Copy link',
  shareVia: 'Share…',
  copied: 'Copied',
  newLink: 'New link',
  newLinkTitle: 'Replace the link',
  newLinkConfirm:
    'Make a new link for this company? The link you have sent so far will stop working for everyone.',
  newLinkDone: 'New link made: the old one no longer works.',
};
