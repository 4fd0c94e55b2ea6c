import type { OutboxEntry } from '../../api/offline/device-db';
import type { AppliedReport } from '../../api/offline/sync';

// The outbox's code and the device store's library under it: loaded when the state is first
// read, after the page that shows it has painted (the company page shows the writes waiting).
const outbox = () => import('../../api/offline/outbox');

/**
 * What the header's indicator and the company page show of the outbox: the connection, the
 * writes waiting, and when everything last reached the server. One copy per page, read
 * again from the device whenever the outbox changes here or in another tab.
 */
export interface SyncState {
  online: boolean;
  syncing: boolean;
  entries: OutboxEntry[];
  lastSync: number | null;
  /** What the last sync applied, which a refused write's dialog tells beside it. */
  applied: AppliedReport[];
  /** The waiting write whose dialog is open, by its place in the outbox. */
  reviewing: number | null;
}

const SYNC_STATE_KEYS = [
  'online',
  'syncing',
  'entries',
  'lastSync',
  'applied',
  'reviewing',
] as const satisfies readonly (keyof SyncState)[];

type Listener = () => void;
const listeners = new Set<Listener>();
let state: SyncState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  entries: [],
  lastSync: null,
  applied: [],
  reviewing: null,
};
let started = false;

/**
 * A change of the state, told to the pages that show it; a reading that finds what is shown
 * already (an empty outbox again, the same last sync) tells nobody, so that no page draws again
 * for it, least of all in the middle of its opening.
 */
function set(next: Partial<SyncState>) {
  const unchanged = SYNC_STATE_KEYS.every(
    (key) =>
      !(key in next) ||
      (key === 'entries'
        ? next.entries?.length === 0 && state.entries.length === 0
        : Object.is(next[key], state[key])),
  );
  if (unchanged) return;
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export async function refreshSyncState(): Promise<void> {
  try {
    const { entries, lastSync } = await outbox().then((store) => store.readSync());
    set({ entries, lastSync });
  } catch {
    // An unreadable store shows nothing waiting; writes still try the server first.
  }
}

export const syncStore = {
  get: () => state,
  set,
  subscribe(listener: Listener) {
    if (!started) {
      started = true;
      void outbox()
        .then((store) => store.onOutboxChange(() => void refreshSyncState()))
        .catch(() => undefined);
      window.addEventListener('online', () => set({ online: true }));
      window.addEventListener('offline', () => set({ online: false }));
      void refreshSyncState();
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
