import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { campaignQueries } from '../../api/campaigns';
import { CAMPAIGN_ID, campaignView } from '../../features/campaigns/campaign-fixtures';
import type * as SyncModule from '../../api/offline/sync';
import { renderHookInApp } from '../../app/test-utils';
import { useAlerts } from '../alerts/AlertsProvider';
import { useOfflineSync } from './useOfflineSync';

// The outbox has just applied an aftermath kept while the phone had no signal, on a company
// another device changed meanwhile.
vi.mock('../../api/offline/sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncModule>()),
  forgetOtherPlayers: async () => {},
  syncNow: async (): Promise<SyncModule.SyncReport> => ({
    status: 'done',
    applied: [{ title: "War's Aftermath of 1 May", merged: 1 }],
    refused: [],
    events: ['battleApplied'],
  }),
}));

it('says what the outbox applied, and reads again what the refresh map names for it', async () => {
  const { result, queryClient: client } = renderHookInApp(
    () => {
      useOfflineSync();
      return useAlerts();
    },
    {
      staleTime: 30_000,
      seedCache: (client) =>
        client.setQueryData(campaignQueries.view(CAMPAIGN_ID).queryKey, campaignView()),
    },
  );
  await waitFor(() =>
    expect(client.getQueryState(campaignQueries.view(CAMPAIGN_ID).queryKey)?.isInvalidated).toBe(
      true,
    ),
  );
  await waitFor(() =>
    expect(result.current.current).toMatchObject({
      kind: 'success',
      message: "War's Aftermath of 1 May applied; merged with 1 change made on another device.",
    }),
  );
});
