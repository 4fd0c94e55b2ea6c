/**
 * Whether the player's outbox on this device may hold a write, read with the browser's own
 * IndexedDB rather than the device store's library: a list of companies shows the writes
 * waiting in the outbox (api/offline/pending.ts), but the library, its chunk and the opening
 * of the store would otherwise come before every player's first paint, for an outbox that is
 * empty nearly always. Nothing is created: a player with no store yet has nothing waiting.
 */

/** The device store's name for a player: `DeviceDb` in device-db.ts (a test holds them equal). */
export const DEVICE_DB_PREFIX = 'warband-ledger:';

/**
 * False only when the outbox is known to be empty (or there is no store at all); true when it
 * holds a write, or when it cannot be told here (the full read then decides).
 */
export function outboxMayHoldWrites(userId: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      // No version: the store as it is, whatever version the library gave it.
      request = indexedDB.open(DEVICE_DB_PREFIX + userId);
    } catch {
      resolve(true);
      return;
    }
    request.onupgradeneeded = () => {
      // No store yet: this open would create one. Called off, nothing is left behind.
      request.transaction?.abort();
      resolve(false);
    };
    request.onerror = (event) => {
      // The abort above ends here too, having already answered.
      event.preventDefault();
      resolve(true);
    };
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      // The library upgrading the store later must not wait for this connection.
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains('outbox')) {
        db.close();
        resolve(false);
        return;
      }
      try {
        const count = db.transaction('outbox', 'readonly').objectStore('outbox').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result > 0);
        };
        count.onerror = () => {
          db.close();
          resolve(true);
        };
      } catch {
        db.close();
        resolve(true);
      }
    };
  });
}
