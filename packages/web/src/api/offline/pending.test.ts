import 'fake-indexeddb/auto';
import type { AuthUser } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The session store reads the browser's local storage: a page's, in memory.
const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
});

const { sessionStore } = await import('../session-store');
const { deviceDb, wipeDeviceStore } = await import('./device-db');
const { openPlayerStore } = await import('./pending');

const PLAYER: AuthUser = {
  id: 'player-1',
  name: 'Éowyn',
  email: 'eowyn@example.com',
  token: 'token-1',
  donated: false,
  newRuleset: false,
  isAdmin: false,
  walkthroughDismissed: true,
};

const databases = async () => (await indexedDB.databases()).map((db) => db.name);

afterEach(async () => {
  sessionStore.set(null);
  await wipeDeviceStore(PLAYER.id);
});

describe("opening the player's store ahead of the page", () => {
  it('opens the signed-in player’s database, and only theirs', async () => {
    sessionStore.set(PLAYER);
    openPlayerStore();
    await vi.waitFor(() => expect(deviceDb(PLAYER.id).isOpen()).toBe(true));
    expect(await databases()).toEqual(['warband-ledger:player-1']);
  });

  it('opens nothing for a visitor', async () => {
    openPlayerStore();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await databases()).toEqual([]);
  });
});
