import { useSyncExternalStore } from 'react';
import { syncStore, type SyncState } from './sync-store';

export function useSyncState(): SyncState {
  return useSyncExternalStore(syncStore.subscribe, syncStore.get, syncStore.get);
}

/**
 * The company's writes kept on the device: those waiting to be sent (the page shows them as
 * they will be), and those the server refused, which wait for the player's choice.
 */
export function useWaitingToSync(companyId: string) {
  const { entries } = useSyncState();
  const own = entries.filter((entry) => entry.companyId === companyId);
  return {
    waiting: own.some((entry) => entry.state === 'pending'),
    refused: own.filter((entry) => entry.state !== 'pending'),
  };
}
