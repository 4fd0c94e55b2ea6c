import { describe, expect, it } from 'vitest';
import { syncStore } from './sync-store';

describe('syncStore', () => {
  it('tells the pages of a change, and of nothing when a reading finds what they show', () => {
    let told = 0;
    const stop = syncStore.subscribe(() => (told += 1));
    const before = syncStore.get();
    syncStore.set({ entries: [], lastSync: before.lastSync, syncing: before.syncing });
    expect(told).toBe(0);
    expect(syncStore.get()).toBe(before);

    syncStore.set({ syncing: !before.syncing });
    expect(told).toBe(1);
    syncStore.set({ syncing: !before.syncing });
    expect(told).toBe(1);
    syncStore.set({ syncing: before.syncing });
    stop();
  });
});
