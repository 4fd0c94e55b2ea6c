import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { forgetOtherPlayers, syncNow } from '../../api/offline/sync';
import { refreshAfter, type DomainEvent } from '../../api/refresh';
import { useAlerts } from '../alerts/AlertsProvider';
import { refreshSyncState, syncStore } from './sync-store';
import { syncMessage } from './sync-message';
import { useSyncState } from './useSyncState';

const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;

/**
 * Sends the outbox: when the page opens, when the browser says it is online again, when a
 * write joins the outbox, and again after a failure with a growing wait. What was applied is
 * said in the alert and read again through the refresh map; a write the server refused opens
 * its dialog once (it stays behind the header's "Choose" after). Mounted once, in the header.
 */
export function useOfflineSync() {
  const client = useQueryClient();
  // Read when a sync ends: the alerts change with every message, the sync must not.
  const shown = useAlerts();
  const alerts = useRef(shown);
  useEffect(() => {
    alerts.current = shown;
  }, [shown]);
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
      const report = await syncNow();
      const events: DomainEvent[] =
        report.refused.length > 0 ? [...report.events, 'keptWriteSettled'] : report.events;
      if (events.length > 0) await refreshAfter(client, ...events);
      const message = syncMessage(report);
      if (message?.kind === 'success') alerts.current.success(message.text);
      if (message?.kind === 'danger') alerts.current.danger(message.text);
      if (report.applied.length > 0 || report.refused.length > 0) {
        syncStore.set({ applied: report.applied });
      }
      const [refused] = report.refused;
      if (refused?.seq !== undefined) syncStore.set({ reviewing: refused.seq });
      if (report.status === 'offline' || report.status === 'failed') {
        timer.current = setTimeout(() => void run(), wait.current);
        wait.current = Math.min(wait.current * 2, LAST_RETRY_MS);
      } else {
        wait.current = FIRST_RETRY_MS;
      }
      if (report.status === 'done' && report.applied.length > 0) syncStore.set({ online: true });
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
