import { i18n, listFormat } from '../../i18n/i18n';

/** "a, b and c", in the player's language. */
function list(items: string[]): string {
  return listFormat().format(items);
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase(i18n.locale) + text.slice(1);
}

/** The sync indicator's and the kept writes' words, read in the player's language. */
export const SYNC_TEXTS = {
  get online() {
    return i18n._('Online');
  },
  get offline() {
    return i18n._('Offline');
  },
  get syncing() {
    return i18n._('Syncing…');
  },
  waiting: (count: number) =>
    i18n._(
      '{count, plural, =0 {Everything is saved} one {# change waiting to sync} other {# changes waiting to sync}}',
      { count },
    ),
  lastSync: (at: string | null) =>
    at ? i18n._('Last sync {at}', { at }) : i18n._('Not synced yet on this device'),
  get retry() {
    return i18n._('Retry sync');
  },
  statusLabel: (online: boolean, count: number) =>
    online
      ? i18n._(
          '{count, plural, one {Online, # change waiting: sync status} other {Online, # changes waiting: sync status}}',
          { count },
        )
      : i18n._(
          '{count, plural, one {Offline, # change waiting: sync status} other {Offline, # changes waiting: sync status}}',
          { count },
        ),
  get needsChoice() {
    return i18n._('A change needs your choice');
  },
  get resolve() {
    return i18n._('Choose');
  },
  get waitingBadge() {
    return i18n._('Waiting to sync');
  },
  refusedHelp: (titles: string[]) =>
    i18n._(
      'The server could not apply {changes}: it is kept on this device, not applied, until you choose.',
      { changes: list(titles) },
    ),
  get waitingHelp() {
    return i18n._(
      'Made on this device without a connection: shown as it will be, applied when you are back online.',
    );
  },
  get conflictTitle() {
    return i18n._('Changed on the server');
  },
  conflictIntro: (what: string) =>
    i18n._(
      "While you were offline, {what} also changed elsewhere. What differs, the server's version → yours:",
      { what },
    ),
  get conflictNoDifference() {
    return i18n._(
      'Nothing you can see differs; only its revision moved on (the change may already be there).',
    );
  },
  get keepMine() {
    return i18n._('Keep mine');
  },
  get takeServers() {
    return i18n._("Take the server's");
  },
  get refusedTitle() {
    return i18n._('A change could not be applied');
  },
  refusedIntro: (what: string, company: string) =>
    company
      ? i18n._(
          'The server could not apply {what} of {company}. It is kept on this device, not applied:',
          { what, company },
        )
      : i18n._('The server could not apply {what}. It is kept on this device, not applied:', {
          what,
        }),
  alsoApplied: (titles: string[]) =>
    i18n._('Applied in the same sync: {changes}.', { changes: list(titles) }),
  get exportIt() {
    return i18n._('Export');
  },
  get keepForLater() {
    return i18n._('Keep for later');
  },
  get discard() {
    return i18n._('Discard…');
  },
  get discardTitle() {
    return i18n._('Discard this change?');
  },
  get discardIntro() {
    return i18n._('This is thrown away for good:');
  },
  get discardConfirm() {
    return i18n._('Discard');
  },
  get back() {
    return i18n._('Back');
  },
  // A file name, the same in every language.
  exportFile: (at: string) => `warband-ledger-kept-change-${at.slice(0, 10)}.json`,
  applied: (titles: string[], merged: number) =>
    merged > 0
      ? i18n._(
          '{changes} applied; merged with {merged, plural, one {# change} other {# changes}} made on another device.',
          { changes: capitalised(list(titles)), merged },
        )
      : i18n._('{changes} applied.', { changes: capitalised(list(titles)) }),
  refused: (titles: string[]) =>
    i18n._('{changes} could not be applied: it is kept on this device for you to choose.', {
      changes: capitalised(list(titles)),
    }),
  get reviewTitle() {
    return i18n._('Not applied');
  },
  get review() {
    return i18n._('Review');
  },
};
