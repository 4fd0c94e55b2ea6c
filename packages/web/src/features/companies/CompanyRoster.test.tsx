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

    const roster = screen.getByRole('table', { name: 'Roster' });
    // One head for every line's characteristics, then a row per warrior.
    const [head, ...rows] = within(roster).getAllByRole('row');
    expect(within(head!).getByRole('columnheader', { name: 'Defence' })).toHaveTextContent('D');
    expect(rows).toHaveLength(2);
    const eomer = rows.find((row) => within(row).queryByRole('button', { name: 'Edit Eomer' }))!;
    expect(within(eomer).getByRole('rowheader')).toHaveTextContent('EomerLeader');
    expect(eomer.querySelector('[data-stat="defence"]')).toHaveTextContent('6');
    expect(within(eomer).getAllByRole('cell').at(-1)).toHaveTextContent('60');
    // A Warrior has no Might, Will or Fate: his cells stay empty.
    const spear = rows.find((row) => row !== eomer)!;
    expect(spear.querySelector('[data-stat="might"]')).toHaveTextContent('');
    expect(eomer.querySelector('[data-stat="might"]')).not.toHaveTextContent('');
    expect(screen.queryByTestId('warrior-card')).toBeNull();

    cleanup();
    openCompany();
    expect(await screen.findByRole('table', { name: 'Roster' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Roster' })).toBeChecked();
  });

  it('opens a warrior from the roster', async () => {
    localStorage.setItem('warband-company-layout', 'roster');
    openCompany();
    const roster = await screen.findByRole('table', { name: 'Roster' });
    await userEvent.click(within(roster).getByRole('button', { name: 'Edit Spear' }));
    // The editor's code loads on demand, which a busy machine can make slow.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeVisible();
  }, 20_000);
});
