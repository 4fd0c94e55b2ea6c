import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const riders = company('riders', { name: 'Riders' }, [
  warrior('Eomer', { rank: 'Leader', basePoints: 60, baseStats: { might: 2, defence: 6 } }),
  warrior('Spear', { rank: 'Warrior', basePoints: 8 }),
]);

function openCompany() {
  mockApi({ 'GET /companies': { body: [riders] } });
  renderApp('/company/riders', { user: PLAYER });
}

describe("a company's roster", () => {
  it('shows cards first, then one line per warrior, and keeps the choice on the device', async () => {
    openCompany();
    expect(await screen.findAllByTestId('warrior-card')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Roster' }));

    const roster = screen.getByRole('list', { name: 'Roster' });
    const eomer = within(roster).getByRole('listitem', { name: 'Eomer' });
    expect(eomer).toHaveTextContent('Leader');
    expect(eomer).toHaveTextContent('60 pts');
    expect(
      within(eomer)
        .getByRole('table', { name: 'Characteristics' })
        .querySelector('[data-stat="defence"]'),
    ).toHaveTextContent('6');
    expect(screen.queryByTestId('warrior-card')).toBeNull();

    cleanup();
    openCompany();
    expect(await screen.findByRole('list', { name: 'Roster' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Roster' })).toBeChecked();
  });

  it('opens a warrior from the roster', async () => {
    localStorage.setItem('warband-company-layout', 'roster');
    openCompany();
    const roster = await screen.findByRole('list', { name: 'Roster' });
    await userEvent.click(within(roster).getByRole('button', { name: 'Edit Spear' }));
    // The editor's code loads on demand, which a busy machine can make slow.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  }, 20_000);
});
