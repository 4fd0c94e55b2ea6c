export const SYNC_TEXTS = {
  online: 'Online',
  offline: 'Offline',
  syncing: 'Syncing…',
  waiting: (count: number) =>
    count === 0
      ? 'Everything is saved'
      : `${count} change${count === 1 ? '' : 's'} waiting to sync`,
  lastSync: (at: string | null) => (at ? `Last sync ${at}` : 'Not synced yet on this device'),
  retry: 'Retry sync',
  statusLabel: (online: boolean, count: number) =>
    `${online ? 'Online' : 'Offline'}, ${count} change${count === 1 ? '' : 's'} waiting: sync status`,
  needsChoice: 'A change needs your choice',
  resolve: 'Choose',
  waitingBadge: 'Waiting to sync',
  refusedHelp: (titles: string[]) =>
    `The server could not apply ${list(titles)}: it is kept on this device, not applied, until you choose.`,
  waitingHelp:
    'Made on this device without a connection: shown as it will be, applied when you are back online.',
  conflictTitle: 'Changed on the server',
  conflictIntro: (what: string) =>
    `While you were offline, ${what} also changed elsewhere. What differs, the server's version → yours:`,
  conflictNoDifference:
    'Nothing you can see differs; only its revision moved on (the change may already be there).',
  keepMine: 'Keep mine',
  takeServers: "Take the server's",
  refusedTitle: 'A change could not be applied',
  refusedIntro: (what: string, company: string) =>
    company
      ? `The server could not apply ${what} of ${company}. It is kept on this device, not applied:`
      : `The server could not apply ${what}. It is kept on this device, not applied:`,
  alsoApplied: (titles: string[]) => `Applied in the same sync: ${list(titles)}.`,
  exportIt: 'Export',
  keepForLater: 'Keep for later',
  discard: 'Discard…',
  discardTitle: 'Discard this change?',
  discardIntro: 'This is thrown away for good:',
  discardConfirm: 'Discard',
  back: 'Back',
  exportFile: (at: string) => `warband-ledger-kept-change-${at.slice(0, 10)}.json`,
  applied: (titles: string[], merged: number) =>
    `${capitalised(list(titles))} applied${
      merged > 0
        ? `; merged with ${merged} change${merged === 1 ? '' : 's'} made on another device`
        : ''
    }.`,
  refused: (titles: string[]) =>
    `${capitalised(list(titles))} could not be applied: it is kept on this device for you to choose.`,
  reviewTitle: 'Not applied',
  review: 'Review',
};

function list(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
