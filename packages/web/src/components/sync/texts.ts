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
  waitingHelp:
    'Made on this device without a connection: shown as it will be, applied when you are back online.',
  conflictTitle: 'Changed on the server',
  conflictIntro: (what: string) =>
    `While you were offline, ${what} was also changed elsewhere. What differs, the server's version → yours:`,
  conflictNoDifference:
    'Nothing you can see differs; only its revision moved on (the change may already be there).',
  keepMine: 'Keep mine',
  takeServers: "Take the server's",
  refusedTitle: 'A change could not be applied',
  refusedIntro: (what: string, message: string) =>
    `The server refused the change to ${what}: ${message}`,
  letGo: 'Let it go',
  kindNames: { aftermath: 'the battle', warrior: 'the warrior', company: 'the company' },
};
