import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import {
  CAMPAIGN_ID,
  campaignView,
  corsairs,
  oldGuard,
  rangers,
  riders,
} from './campaign-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const preview = (newRuleset: boolean, takingPart: string[] = []) => ({
  campaignId: CAMPAIGN_ID,
  name: 'War of the Ring',
  description: 'Every Thursday',
  newRuleset,
  ownerName: 'Anna',
  member: takingPart.length > 0,
  takingPart,
});

describe('/campaigns/join/:token', () => {
  it("offers only the player's active companies of the campaign's ruleset, and joins with those chosen", async () => {
    const { calls } = mockApi({
      'GET /campaign/invite/tok-1': { body: preview(false) },
      'GET /companies': { body: [riders, rangers, corsairs, oldGuard] },
      'POST /campaign/join': { body: campaignView().campaign },
      [`GET /campaign/${CAMPAIGN_ID}`]: { body: campaignView() },
    });
    const { router } = renderApp('/campaigns/join/tok-1', { user: PLAYER });
    const group = await screen.findByRole('group', { name: 'Which of your companies take part?' });
    // The chooser shared with a member's Add Companies (CompanyChooser).
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group).getByRole('checkbox', { name: /Riders/ })).toBeVisible();
    expect(
      within(group).queryByRole('checkbox', { name: /Corsairs|Old Guard/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Please choose at least one company')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(group).getByRole('checkbox', { name: /Rangers/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'tok-1',
      companyIds: [rangers.id],
    });
  });

  it('shows a member their companies in the campaign already, ticked and disabled, and adds only new ones', async () => {
    const { calls } = mockApi({
      'GET /campaign/invite/tok-1': { body: preview(false, [riders.id]) },
      'GET /companies': { body: [riders, rangers, corsairs, oldGuard] },
      'POST /campaign/join': { body: campaignView().campaign },
      [`GET /campaign/${CAMPAIGN_ID}`]: { body: campaignView() },
    });
    const { router } = renderApp('/campaigns/join/tok-1', { user: PLAYER });
    const group = await screen.findByRole('group', { name: 'Which of your companies take part?' });
    const inIt = within(group).getByRole('checkbox', {
      name: /^Riders \(.*\) Already in this campaign$/,
    });
    expect(inIt).toBeChecked();
    expect(inIt).toBeDisabled();
    // The only other company that fits is chosen already, as for anyone joining.
    const rangersBox = within(group).getByRole('checkbox', { name: /Rangers/ });
    expect(rangersBox).toBeChecked();
    expect(rangersBox).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to the campaign' })).toBeEnabled();

    // With only the companies in it already, there is nothing to join with.
    await userEvent.click(rangersBox);
    expect(screen.getByRole('button', { name: 'Choose a company to add' })).toBeDisabled();
    await userEvent.click(inIt);
    expect(inIt).toBeChecked();
    expect(screen.getByRole('button', { name: 'Choose a company to add' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Open the campaign' })).toHaveAttribute(
      'href',
      `/campaigns/${CAMPAIGN_ID}`,
    );

    await userEvent.click(rangersBox);
    await userEvent.click(screen.getByRole('button', { name: 'Add to the campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/campaigns/${CAMPAIGN_ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'tok-1',
      companyIds: [rangers.id],
    });
  });

  it('tells a member whose every fitting company takes part already, and offers no join', async () => {
    const { calls } = mockApi({
      'GET /campaign/invite/tok-1': { body: preview(false, [riders.id, rangers.id]) },
      'GET /companies': { body: [riders, rangers, corsairs] },
    });
    renderApp('/campaigns/join/tok-1', { user: PLAYER });
    const group = await screen.findByRole('group', { name: 'Which of your companies take part?' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(
      screen.getByText(/All your active companies of this ruleset take part already/),
    ).toBeVisible();
    const button = screen.getByRole('button', { name: 'Choose a company to add' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('explains when none of the companies plays the campaign’s ruleset', async () => {
    mockApi({
      'GET /campaign/invite/tok-1': { body: preview(true) },
      'GET /companies': { body: [riders, oldGuard] },
    });
    renderApp('/campaigns/join/tok-1', { user: PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /None of your active companies plays the 2024 ruleset.* then open the link again\./,
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says so when the link no longer works', async () => {
    mockApi({
      'GET /campaign/invite/tok-1': apiError(404, 'Not found'),
      'GET /companies': { body: [riders] },
    });
    renderApp('/campaigns/join/tok-1', { user: PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invite link has expired, been used up or been withdrawn.',
    );
  });

  it('sends a logged-out visitor to log in, and back to the link after', async () => {
    mockApi({});
    const { router } = renderApp('/campaigns/join/tok-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/campaigns/join/tok-1' },
    });
  });
});
