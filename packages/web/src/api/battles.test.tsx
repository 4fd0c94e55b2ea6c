import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AftermathInput } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER } from '../app/test-utils';
import { company } from '../components/warrior-card/fixtures';
import { useSubmitAftermath, useUndoBattle } from './battles';
import { campaignQueries } from './campaigns';
import { CAMPAIGN_ID, campaignView } from '../features/campaigns/campaign-fixtures';
import { sessionStore } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const riders = company('riders', { name: 'Riders' });
const BATTLE = '5b0c8a3e-43a4-4d2e-9d0e-2f0a3c1b7e11';

/** A client holding a campaign page read a moment ago, fresh for its 30 seconds. */
function withCampaignRead() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  client.setQueryData(campaignQueries.view(CAMPAIGN_ID).queryKey, campaignView());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const campaignIsStale = () =>
    client.getQueryState(campaignQueries.view(CAMPAIGN_ID).queryKey)?.isInvalidated === true;
  return { client, wrapper, campaignIsStale };
}

describe("a battle's writes and the campaign pages", () => {
  it('read the campaigns again once an aftermath is applied, as once one is undone', async () => {
    sessionStore.set(PLAYER);
    mockApi({
      'PUT /company/riders/battle': { body: riders },
      [`POST /company/riders/battles/${BATTLE}/undo`]: { body: riders },
    });
    const submitted = withCampaignRead();
    const submit = renderHook(() => useSubmitAftermath(), { wrapper: submitted.wrapper });
    await submit.result.current.mutateAsync({
      company: riders,
      input: AftermathInput.parse({ battleId: BATTLE, result: 'win', participants: [] }),
    });
    // The match's side, the league and the feed must not wait for a reload.
    await waitFor(() => expect(submitted.campaignIsStale()).toBe(true));

    const undone = withCampaignRead();
    const undo = renderHook(() => useUndoBattle(), { wrapper: undone.wrapper });
    await undo.result.current.mutateAsync({
      companyId: 'riders',
      battleId: BATTLE,
      seen: null,
    });
    await waitFor(() => expect(undone.campaignIsStale()).toBe(true));
  });
});
