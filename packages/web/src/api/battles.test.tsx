import { waitFor } from '@testing-library/react';
import { AftermathInput } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderHookInApp } from '../app/test-utils';
import { company } from '../components/warrior-card/fixtures';
import { useSubmitAftermath, useUndoBattle } from './battles';
import { campaignQueries } from './campaigns';
import { CAMPAIGN_ID, campaignView } from '../features/campaigns/campaign-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const riders = company('riders', { name: 'Riders' });
const BATTLE = '5b0c8a3e-43a4-4d2e-9d0e-2f0a3c1b7e11';

/** The player's hook, with a campaign page read a moment ago, fresh for its 30 seconds. */
function withCampaignRead<Result>(hook: () => Result) {
  const view = renderHookInApp(hook, {
    staleTime: 30_000,
    seedCache: (client) =>
      client.setQueryData(campaignQueries.view(CAMPAIGN_ID).queryKey, campaignView()),
  });
  const campaignIsStale = () =>
    view.queryClient.getQueryState(campaignQueries.view(CAMPAIGN_ID).queryKey)?.isInvalidated ===
    true;
  return { result: view.result, campaignIsStale };
}

describe("a battle's writes and the campaign pages", () => {
  it('read the campaigns again once an aftermath is applied, as once one is undone', async () => {
    mockApi({
      'PUT /company/riders/battle': { body: riders },
      [`POST /company/riders/battles/${BATTLE}/undo`]: { body: riders },
    });
    const submitted = withCampaignRead(() => useSubmitAftermath());
    await submitted.result.current.mutateAsync({
      company: riders,
      input: AftermathInput.parse({ battleId: BATTLE, result: 'win', participants: [] }),
    });
    // The match's side, the league and the feed must not wait for a reload.
    await waitFor(() => expect(submitted.campaignIsStale()).toBe(true));

    const undone = withCampaignRead(() => useUndoBattle());
    await undone.result.current.mutateAsync({
      companyId: 'riders',
      battleId: BATTLE,
      seen: null,
    });
    await waitFor(() => expect(undone.campaignIsStale()).toBe(true));
  });
});
