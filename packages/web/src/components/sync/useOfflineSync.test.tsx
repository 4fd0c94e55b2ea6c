import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { campaignQueries } from '../../api/campaigns';
import { CAMPAIGN_ID, campaignView } from '../../features/campaigns/campaign-fixtures';
import type { ReplayOutcome } from '../../api/offline/outbox';
import type * as SyncModule from '../../api/offline/sync';
import { useOfflineSync } from './useOfflineSync';

// The outbox has just applied an aftermath kept while the phone had no signal.
vi.mock('../../api/offline/sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncModule>()),
  forgetOtherPlayers: async () => {},
  syncNow: async (): Promise<ReplayOutcome> => ({
    status: 'done',
    applied: [
      {
        entry: {
          operationId: 'o1',
          kind: 'aftermath',
          companyId: 'riders',
          targetId: 'b1',
          method: 'PUT',
          path: '/company/riders/battle',
          body: {},
          preview: null,
          base: null,
          state: 'pending',
          createdAt: '2026-05-01T10:00:00.000Z',
        },
        result: null,
      },
    ],
  }),
}));

it('reads the campaigns again once the outbox applies a kept aftermath', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  client.setQueryData(campaignQueries.view(CAMPAIGN_ID).queryKey, campaignView());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useOfflineSync(), { wrapper });
  await waitFor(() =>
    expect(client.getQueryState(campaignQueries.view(CAMPAIGN_ID).queryKey)?.isInvalidated).toBe(
      true,
    ),
  );
});
