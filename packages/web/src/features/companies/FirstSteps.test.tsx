import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTHING = { 'GET /rule': { body: [] }, 'GET /spell': { body: [] } };
const EMPTY_LIBRARIES = {
  ...NOTHING,
  'GET /wargear': { body: [] },
  'GET /heroicAction': { body: [] },
  'GET /profile': { body: [] },
};
const COUNTS = { wargear: 0, rules: 0, spells: 0, heroicActions: 0, profiles: 0 };

const walkthrough = () => screen.findByRole('region', { name: 'Your first company' });
const offer = () => screen.queryByRole('button', { name: 'Start with the starter library' });

describe('the first-company walkthrough', () => {
  it('offers an empty account the starter library, through the import preview', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      ...EMPTY_LIBRARIES,
      'POST /library/import': ({ body }) => {
        const { pack } = body as { pack: { wargear: unknown[]; profiles: unknown[] } };
        const added = { ...COUNTS, wargear: pack.wargear.length, profiles: pack.profiles.length };
        return { body: { dryRun: true, added, skipped: COUNTS, renamed: COUNTS } };
      },
    });
    renderApp('/companies', { user: PLAYER });
    const steps = within(await walkthrough()).getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Create a company (To do)'),
      expect.stringContaining('Recruit from a profile (To do)'),
      expect.stringContaining('Start a battle (To do)'),
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Start with the starter library' }),
    );
    const preview = await screen.findByRole('dialog', { name: 'Import library' });
    const table = await within(preview).findByRole('table', { name: 'What will be imported' });
    expect(within(table).getByRole('row', { name: /Profiles/ })).toHaveTextContent('Profiles55');
    const asked = calls.find((call) => call.path === '/library/import');
    expect(asked?.body).toMatchObject({ dryRun: true, pack: { format: 'warband-ledger-library' } });
  });

  it("offers a player of the 2024 ruleset the starter profiles in that ruleset's figures", async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      ...EMPTY_LIBRARIES,
      'POST /library/import': {
        body: { dryRun: true, added: COUNTS, skipped: COUNTS, renamed: COUNTS },
      },
    });
    renderApp('/companies', { user: { ...PLAYER, newRuleset: true } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Start with the starter library' }),
    );
    await screen.findByRole('dialog', { name: 'Import library' });
    const asked = calls.find((call) => call.path === '/library/import')?.body as {
      pack: { profiles: { name: string; baseStats: Record<string, number> }[] };
    };
    const leader = asked.pack.profiles.find((profile) => profile.name === 'Leader');
    // Courage 6+ and Intelligence 5+: targets, not the older ruleset's Courage 4.
    expect(leader?.baseStats).toMatchObject({ courage: 6, intelligence: 5 });
  });

  it('makes no offer once a company exists, and ticks off what the player has done', async () => {
    const hama = warrior('Hama');
    const { calls } = mockApi({
      'GET /companies': { body: [company('Riders', {}, [hama])] },
      ...EMPTY_LIBRARIES,
    });
    renderApp('/companies', { user: PLAYER });
    const steps = within(await walkthrough()).getAllByRole('listitem');
    expect(steps.map((item) => item.dataset.done)).toEqual(['true', 'true', 'false']);
    expect(steps[2]).toHaveTextContent('Start a battle (To do)');
    // An account with a company is not asked about its libraries at all.
    expect(calls.map((call) => call.path)).not.toContain('/wargear');
    expect(offer()).toBeNull();
  });

  it('offers the starter library with the steps, asking nothing of the libraries', async () => {
    const { calls } = mockApi({ 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    await walkthrough();
    // In the same paint as the steps: nothing arrives later to push the page down.
    expect(offer()).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual(['/companies']);
  });

  it('is put away for good with one tap, and stays away for that account', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      ...EMPTY_LIBRARIES,
      'PUT /users/settings': { body: { ...PLAYER, token: undefined, walkthroughDismissed: true } },
    });
    const view = renderApp('/companies', { user: PLAYER });
    await walkthrough();
    expect(
      await screen.findByRole('button', { name: 'Start with the starter library' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide these steps' }));
    expect(screen.queryByRole('region', { name: 'Your first company' })).toBeNull();
    expect(offer()).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        newRuleset: false,
        walkthroughDismissed: true,
      }),
    );
    view.unmount();

    renderApp('/companies', { user: { ...PLAYER, walkthroughDismissed: true } });
    expect(
      await screen.findByText('No companies yet. Start your first with New Company.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your first company' })).toBeNull();
  });

  it('goes once every step is done', async () => {
    mockApi({
      'GET /companies': { body: [company('Riders', { rating: 60 }, [warrior('Hama')])] },
    });
    renderApp('/companies', { user: PLAYER });
    expect(await screen.findByTestId('company-card')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your first company' })).toBeNull();
  });
});
