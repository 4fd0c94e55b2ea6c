import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp, type MockReply } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';
import {
  CAMPAIGN_ID,
  campaignView,
  corsairs,
  oldGuard,
  rangers,
  riders,
  RIVAL_ID,
  tableRow,
} from './campaign-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const scouts = company('a1a1a1a1-0000-4000-8000-000000000005', { name: 'Scouts' });

/** A player (not the owner) whose Riders take part already, beside the owner's company. */
const view = campaignView({
  campaign: { ...campaignView().campaign, role: 'player', ownerName: 'Anna' },
  table: [
    tableRow(riders.id, { name: 'Riders' }),
    tableRow('e0e0e0e0-0000-4000-8000-000000000009', {
      name: 'Wardens',
      ownerId: RIVAL_ID,
      ownerName: 'Anna',
    }),
  ],
});

function openCampaign(companies: Company[], post: MockReply = { body: view.campaign }) {
  const api = mockApi({
    [`GET /campaign/${CAMPAIGN_ID}`]: { body: view },
    'GET /companies': { body: companies },
    [`POST /campaign/${CAMPAIGN_ID}/companies`]: post,
  });
  renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
  return api;
}

async function openDialog(title = 'Add companies') {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Companies' }));
  return screen.findByRole('dialog', { name: title });
}

describe("a member's Add Companies on /campaigns/:id", () => {
  it('offers only their active companies of the ruleset not in yet, and adds those chosen', async () => {
    const { calls } = openCampaign([riders, rangers, scouts, corsairs, oldGuard]);
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', {
      name: 'Which of your companies take part?',
    });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group).getByRole('checkbox', { name: /Rangers/ })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Scouts/ })).not.toBeChecked();
    expect(
      within(group).queryByRole('checkbox', { name: /Riders|Corsairs|Old Guard/ }),
    ).not.toBeInTheDocument();

    // Nothing chosen: said on the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please choose at least one company')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(group).getByRole('checkbox', { name: /Scouts/ }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /Rangers/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/campaign/${CAMPAIGN_ID}/companies`,
        body: { companyIds: [scouts.id, rangers.id] },
      }),
    ]);
    expect(await screen.findByText('2 companies added')).toBeVisible();
  });

  it('chooses the only company that fits, and shows a refusal of the server on the chooser', async () => {
    const taken = 'This company already takes part in the campaign.';
    openCampaign([riders, rangers], apiError(400, 'Invalid input', { 'companyIds.0': taken }));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('checkbox', { name: /Rangers/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(taken)).toBeVisible();
  });

  it('explains when none of their companies plays the ruleset', async () => {
    const { calls } = openCampaign([corsairs, oldGuard]);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /None of your active companies plays the .* then add it here\./,
    );
    expect(within(dialog).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My Companies' })).toBeVisible();
    // The frame's ✕ and the button under the explanation both close it.
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    await userEvent.click(closers[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when every company that fits takes part already', async () => {
    openCampaign([riders, corsairs]);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'All your active companies of this ruleset take part already.',
    );
  });
});
