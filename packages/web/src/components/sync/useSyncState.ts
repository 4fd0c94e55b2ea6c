import { useSyncExternalStore } from 'react';
import { syncStore, type SyncState } from './sync-store';

export function useSyncState(): SyncState {
  return useSyncExternalStore(syncStore.subscribe, syncStore.get, syncStore.get);
}

/** Whether a write of the company's waits in the outbox (the page shows it as it will be). */
export function useWaitingToSync(companyId: string): boolean {
  const { entries } = useSyncState();
  return entries.some((entry) => entry.companyId === companyId);
}
