import { unrefChannel } from './unref';

/**
 * The player's store on this device. Its library is loaded when the battles are first read,
 * after the page that reads them has painted (the company page offers Continue Battle from it).
 */
const deviceDb = (playerId: string) =>
  import('./device-db').then((store) => store.deviceDb(playerId));

/**
 * Where battle mode keeps the player's battles: the device's IndexedDB store, with the same
 * synchronous reads and writes battle mode had over local storage
 * (docs/adr/0058-the-battle-is-one-record-kept-on-the-device-per-player.md,
 * docs/adr/0162-device-store-and-outbox.md). A copy in memory answers at once; every write
 * goes on to IndexedDB in order and is announced to the other tabs, which read the stored
 * record again and compare revisions as before
 * (docs/adr/0060-a-second-tab-does-not-silently-overwrite-the-battle.md). A battle kept in
 * local storage by an older version of the app moves over the first time the player's
 * battles are loaded. Where IndexedDB is missing, local storage is used as before.
 */

/** A key changed (null: all of them, local storage was cleared) and the text kept now. */
type Change = (key: string | null, text: string | null) => void;

const CHANNEL = 'warband-battles';
const BATTLE_PREFIXES = ['battle:', 'battle-discarded:'];

let playerLoaded: string | null = null;
let loading: Promise<void> | null = null;
const mirror = new Map<string, string>();
const watchers = new Set<Change>();
let writes: Promise<unknown> = Promise.resolve();
let channel: BroadcastChannel | null = null;
let version = 0;
let readyFor: string | null = null;
const readyListeners = new Set<() => void>();

/** Whether this browser has IndexedDB (device-db.ts's `hasDeviceStore`, asked without its library). */
const usesDevice = () => typeof indexedDB !== 'undefined';

function announce(key: string) {
  channel?.postMessage({ key });
}

function openChannel(playerId: string) {
  channel?.close();
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (!channel) return;
  unrefChannel(channel);
  channel.onmessage = (event: MessageEvent<{ key?: unknown }>) => {
    const key = event.data?.key;
    if (typeof key !== 'string' || playerLoaded !== playerId) return;
    // Read what is stored now, not what the message says: the last write committed wins.
    void deviceDb(playerId)
      .then((db) => db.battles.get(key))
      .then((row) => {
        const text = row?.text ?? null;
        if (text === null) mirror.delete(key);
        else mirror.set(key, text);
        watchers.forEach((watcher) => watcher(key, text));
      });
  };
}

/** Loads the player's battles from the device (once), moving any kept in local storage over. */
export function loadBattles(playerId: string): Promise<void> {
  if (!usesDevice()) return Promise.resolve();
  if (playerLoaded === playerId && loading) return loading;
  playerLoaded = playerId;
  mirror.clear();
  openChannel(playerId);
  loading = (async () => {
    const db = await deviceDb(playerId);
    for (const row of await db.battles.toArray()) mirror.set(row.key, row.text);
    const moved: string[] = [];
    try {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key && BATTLE_PREFIXES.some((prefix) => key.startsWith(`${prefix}${playerId}:`)))
          moved.push(key);
      }
      for (const key of moved) {
        const text = localStorage.getItem(key);
        // A battle already on the device is newer than one an older version left behind.
        if (text !== null && !mirror.has(key)) {
          await db.battles.put({ key, text });
          mirror.set(key, text);
        }
        localStorage.removeItem(key);
      }
    } catch {
      // Local storage refused: nothing to move.
    }
  })().finally(() => {
    readyFor = playerId;
    version += 1;
    readyListeners.forEach((listener) => listener());
  });
  return loading;
}

/** Whether the player's battles are loaded (always, where local storage is used). */
export function battlesReady(playerId: string): boolean {
  return !usesDevice() || readyFor === playerId;
}

/** Calls back once the battles are loaded (for a screen to draw again). */
export function onBattlesLoaded(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Changes each time a player's battles finish loading. */
export const battlesVersion = (): number => version;

/** The key-value face battle mode writes through, as it wrote local storage. */
export const battleStore = {
  getItem(key: string): string | null {
    if (!usesDevice()) return localStorage.getItem(key);
    return mirror.get(key) ?? null;
  },
  setItem(key: string, text: string): void {
    if (!usesDevice()) return localStorage.setItem(key, text);
    const playerId = playerLoaded;
    if (!playerId) throw new Error('The battles are not loaded yet');
    mirror.set(key, text);
    writes = writes
      .then(() => deviceDb(playerId))
      .then((db) => db.battles.put({ key, text }))
      .then(() => announce(key))
      .catch(() => undefined);
  },
  removeItem(key: string): void {
    if (!usesDevice()) return localStorage.removeItem(key);
    const playerId = playerLoaded;
    mirror.delete(key);
    if (!playerId) return;
    writes = writes
      .then(() => deviceDb(playerId))
      .then((db) => db.battles.delete(key))
      .then(() => announce(key))
      .catch(() => undefined);
  },
  /** Another tab changed a battle: its key and the text kept now (null when removed). */
  watch(onChange: Change): () => void {
    if (!usesDevice()) {
      const listener = (event: StorageEvent) => {
        onChange(event.key, event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    }
    watchers.add(onChange);
    return () => watchers.delete(onChange);
  },
  /** The keys of the battles kept (for the update prompt's check of a battle underway). */
  *keys(): Iterable<string> {
    if (!usesDevice()) {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key !== null) yield key;
      }
      return;
    }
    yield* mirror.keys();
  },
  /** Every write of this tab is on the device (for tests and for leaving the page). */
  settled: (): Promise<unknown> => writes,
  /** How many battles the player keeps on the device (asked before logging out). */
  count: (): number => mirror.size,
};

/** Forgets the copy in memory (the device's store was wiped at logout). */
export function forgetLoadedBattles(): void {
  mirror.clear();
  playerLoaded = null;
  readyFor = null;
  loading = null;
  channel?.close();
  channel = null;
}
