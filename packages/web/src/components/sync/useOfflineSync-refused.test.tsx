import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { companyQueries } from '../../api/companies';
import type * as SyncModule from '../../api/offline/sync';
import { renderHookInApp } from '../../app/test-utils';
import { useAlerts } from '../alerts/AlertsProvider';
import { syncStore } from './sync-store';
import { useOfflineSync } from './useOfflineSync';

// The outbox has just met the server's refusal of an aftermath kept while the phone had no
// signal: the companies read before showed it applied, as it waited.
vi.mock('../../api/offline/sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncModule>()),
  forgetOtherPlayers: async () => {},
  syncNow: async (): Promise<SyncModule.SyncReport> => ({
    status: 'done',
    applied: [],
    refused: [
      {
        seq: 7,
        operationId: 'op-1',
        name: 'aftermath',
        input: {},
        companyId: 'company-1',
        about: { title: "War's Aftermath of 1 May", companyName: 'Eastfold', names: {}, seen: {} },
        state: 'refused',
        refusal: { code: 'VALIDATION', message: 'Refused', fields: {}, at: '2026-05-01T10:00:00Z' },
        createdAt: '2026-05-01T09:00:00Z',
      },
    ],
    events: [],
  }),
}));

it('reads the companies again when a write is refused, so they are drawn without it', async () => {
  const { queryKey } = companyQueries.list();
  const { result, queryClient: client } = renderHookInApp(
    () => {
      useOfflineSync();
      return useAlerts();
    },
    { staleTime: 30_000, seedCache: (client) => client.setQueryData(queryKey, []) },
  );
  await waitFor(() => expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true));
  await waitFor(() =>
    expect(result.current.current).toMatchObject({
      kind: 'danger',
      message:
        "War's Aftermath of 1 May could not be applied: it is kept on this device for you to choose.",
    }),
  );
  expect(syncStore.get().reviewing).toBe(7);
});
