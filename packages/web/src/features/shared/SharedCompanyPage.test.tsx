import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedCompany } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { findEditor, tabNames } from '../../app/test-editor';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER = '0c0ffee0-0000-4000-8000-000000000002';

const CAMPAIGN = { battles: 3, won: 2, drawn: 0, lost: 1, fallen: 1 };

function shared(newRuleset: boolean): SharedCompany {
  const riders = company('riders', { name: 'Riders of Rohan', influence: 4 }, [
    warrior('Spear', { rank: 'Warrior' }, newRuleset),
    warrior('Eomer', { rank: 'Leader', modifyStats: { courage: 1 } }, newRuleset),
  ]);
  return { ...riders, newRuleset, campaign: CAMPAIGN };
}

describe('a shared company', () => {
  it('shows the company read-only to a visitor: cards, Print, no Edit, Share or battle', async () => {
    const { calls } = mockApi({
      [`GET /company/shared/${OWNER}/riders`]: { body: shared(true) },
    });
    renderApp(`/company/${OWNER}/riders`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riders of Rohan' })).toBeVisible();
    expect(screen.getByText('Read-only')).toBeVisible();
    const cards = screen.getAllByTestId('warrior-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Eomer',
      'Spear',
    ]);
    // The owner's 2024 ruleset: Courage is a target number, Intelligence shows.
    const courage = within(cards[0]!).getByText('2+', { selector: 'td[data-stat="courage"]' });
    expect(courage).toBeVisible();
    expect(cards[0]!.querySelector('td[data-stat="intelligence"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(
      screen.getByText('Campaign so far: 3 battles (won 2, drawn 0, lost 1) · 1 fallen'),
    ).toBeVisible();
    for (const name of ['Edit', 'Share', 'Start Battle', /^Sort/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBeNull();
  });

  it('opens a card in View mode to a visitor: the Overview only, nothing to change or save', async () => {
    const { calls } = mockApi({
      [`GET /company/shared/${OWNER}/riders`]: { body: shared(true) },
    });
    renderApp(`/company/${OWNER}/riders`, { user: null });
    await userEvent.click(await screen.findByRole('article', { name: /^Eomer/ }));
    const dialog = await findEditor('View Warrior');
    expect(tabNames(dialog)).toEqual(['Overview']);
    expect(dialog.getByText(/· Leader ·/).textContent).toBe('Eomer · Leader · Minas Tirith');
    expect(dialog.getByRole('table', { name: 'Influence' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Biography' }));
    expect(dialog.getByRole('textbox', { name: 'Biography' })).toHaveAttribute('readonly');
    // Close and the dialog's own close mark: no Save, Finish or Delete.
    expect(dialog.getAllByRole('button').map((button: HTMLElement) => button.textContent)).toEqual([
      '',
      'Close',
    ]);
    await userEvent.click(dialog.getByText('Close'));
    expect(screen.queryByRole('dialog', { name: 'View Warrior' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('sends the player token when there is one, and shows the same page', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      [`GET /company/shared/${OWNER}/riders`]: { body: shared(false) },
    });
    renderApp(`/company/${OWNER}/riders`, { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riders of Rohan' })).toBeVisible();
    expect(calls.find((call) => call.path.startsWith('/company/shared'))?.authorization).toBe(
      'Bearer test-token',
    );
  });

  it('says clearly when the link is off or wrong', async () => {
    mockApi({
      [`GET /company/shared/${OWNER}/riders`]: apiError(
        404,
        'This company is not shared, or the link is wrong.',
      ),
    });
    renderApp(`/company/${OWNER}/riders`, { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This company is not shared' }),
    ).toBeVisible();
    expect(screen.getByText(/The link is off, or it is wrong/)).toBeVisible();
    expect(screen.queryByTestId('warrior-card')).not.toBeInTheDocument();
  });
});
