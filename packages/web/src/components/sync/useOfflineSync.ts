import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { campaignQueries } from '../../api/campaigns';
import { forgetOtherPlayers, syncNow } from '../../api/offline/sync';
import { refreshSyncState, syncStore } from './sync-store';
import { useSyncState } from './useSyncState';

const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;

/**
 * Sends the outbox: when the page opens, when the browser says it is online again, when a
 * write joins the outbox, and again after a failure with a growing wait. Once something is
 * applied the companies, battle histories and campaigns are read again. Mounted once, in the header.
 */
export function useOfflineSync() {
  const client = useQueryClient();
  const sync = useSyncState();
  const wait = useRef(FIRST_RETRY_MS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    clearTimeout(timer.current);
    syncStore.set({ syncing: true });
    try {
      const outcome = await syncNow();
      if (outcome.applied.length > 0) {
        await Promise.all([
          client.invalidateQueries({ queryKey: ['companies'] }),
          client.invalidateQueries({ queryKey: ['battles'] }),
          // An aftermath applied from the outbox moves its campaigns' leagues and matches.
          client.invalidateQueries({ queryKey: campaignQueries.all() }),
        ]);
      }
      if (outcome.status === 'offline' || outcome.status === 'failed') {
        timer.current = setTimeout(() => void run(), wait.current);
        wait.current = Math.min(wait.current * 2, LAST_RETRY_MS);
      } else {
        wait.current = FIRST_RETRY_MS;
      }
      if (outcome.status === 'done' && outcome.applied.length > 0) syncStore.set({ online: true });
    } finally {
      running.current = false;
      syncStore.set({ syncing: false });
      await refreshSyncState();
    }
  }, [client]);

  useEffect(() => {
    void forgetOtherPlayers();
    void run();
    const again = () => {
      wait.current = FIRST_RETRY_MS;
      void run();
    };
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
      clearTimeout(timer.current);
    };
  }, [run]);

  // A write just joined the outbox while the page believes it is online: try it now.
  const pending = sync.entries.filter((entry) => entry.state === 'pending').length;
  useEffect(() => {
    if (pending > 0 && sync.online && !running.current) void run();
  }, [pending, sync.online, run]);

  return { ...sync, retry: run };
}
