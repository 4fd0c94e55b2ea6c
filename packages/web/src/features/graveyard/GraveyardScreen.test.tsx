import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraveyardWarrior } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { warrior } from '../../components/warrior-card/fixtures';
import { choose, findEditor, tabNames } from '../../app/test-editor';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const dead = (
  id: string,
  companyId: string,
  companyName: string,
  companyRetired = false,
): GraveyardWarrior => ({
  ...warrior(id, { status: 'dead', rank: 'Hero', legWound: 1 }),
  companyId,
  companyName,
  companyRetired,
});

describe('the graveyard', () => {
  it('lists the dead by company, on cards that never turn over', async () => {
    mockApi({
      'GET /companies': { body: [] },
      'GET /graveyard': {
        body: [
          dead('Theodred', 'c1', 'Riders'),
          dead('Bard', 'c2', 'Archers'),
          dead('Hama', 'c1', 'Riders'),
        ],
      },
    });
    renderApp('/graveyard', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Graveyard' })).toBeVisible();
    expect(document.title).toBe('Graveyard | Warband Ledger');
    const groups = await screen.findAllByRole('region');
    expect(
      groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Archers', 'Riders']);
    const riders = within(screen.getByRole('list', { name: 'Fallen of Riders' }));
    const cards = riders.getAllByTestId('warrior-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hama',
      'Theodred',
    ]);
    for (const card of cards) expect(card).not.toHaveAttribute('data-flipped');
  });

  it('deletes a fallen warrior after asking', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      'GET /graveyard': { body: [dead('Theodred', 'c1', 'Riders')] },
      'DELETE /graveyard/Theodred': { status: 204 },
    });
    renderApp('/graveyard', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Theodred' }));
    const question = await screen.findByText(/Are you sure you want to delete Theodred\?/);
    const confirm = question.closest<HTMLElement>('[role="dialog"]')!;
    // The button is beneath the card, not on it: the editor stays shut.
    expect(screen.queryByRole('dialog', { name: 'Edit Warrior' })).not.toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Warrior deleted successfully');
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/graveyard/Theodred'),
    ).toBe(true);
  });

  it('opens a card on its Injuries only, and brings the warrior back by its status', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      'GET /graveyard': { body: [dead('Theodred', 'c1', 'Riders')] },
      'PUT /graveyard/Theodred': {
        body: warrior('Theodred', { status: 'injured', rank: 'Hero', legWound: 1 }),
      },
    });
    renderApp('/graveyard', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: /^Theodred/ }));
    const dialog = await findEditor('Edit Warrior');
    expect(tabNames(dialog)).toEqual(['Injuries']);
    expect(dialog.getByText(/Theodred fell with Riders\./)).toBeVisible();
    // Nothing but the injuries: no name, characteristics or wargear to change.
    expect(dialog.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Status' })).toHaveValue('Dead');
    expect(dialog.getByRole('checkbox', { name: /Leg Wound/ })).toBeChecked();

    await choose(dialog, 'Status', 'Injured');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Theodred updated successfully');
    expect(screen.queryByRole('dialog', { name: 'Edit Warrior' })).not.toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/graveyard/Theodred');
    expect(put?.body).toEqual({
      status: 'injured',
      legWound: 1,
      armWound: 0,
      oldWound: 0,
      revision: 1,
    });
  });

  it('shows the server refusing an injury on the field, and keeps the dialog open', async () => {
    mockApi({
      'GET /companies': { body: [] },
      'GET /graveyard': { body: [dead('Theodred', 'c1', 'Riders')] },
      'PUT /graveyard/Theodred': apiError(400, 'Invalid input', {
        status: 'Only heroes can be Lost in Battle',
      }),
    });
    renderApp('/graveyard', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: /^Theodred/ }));
    const dialog = await findEditor('Edit Warrior');
    await choose(dialog, 'Status', 'Lost in Battle');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Only heroes can be Lost in Battle')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Warrior' })).toBeVisible();
  });

  it("keeps a retired company's dead as they are: viewed, not brought back or deleted", async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [] },
      'GET /graveyard': {
        body: [dead('Theodred', 'c1', 'Riders'), dead('Bard', 'c2', 'Old Guard', true)],
      },
    });
    renderApp('/graveyard', { user: PLAYER });
    const guard = within(await screen.findByRole('region', { name: 'Old Guard' }));
    expect(
      guard.getByText(
        'Old Guard is retired, so its fallen can be viewed but not changed. Re-enlist it from its Edit dialog to bring them back or delete them.',
      ),
    ).toBeVisible();
    expect(guard.queryByRole('button', { name: 'Delete Bard' })).toBeNull();
    // The enlisted company's fallen keep their Delete.
    expect(screen.getByRole('button', { name: 'Delete Theodred' })).toBeVisible();

    await userEvent.click(guard.getByRole('article', { name: /^Bard/ }));
    const dialog = await findEditor('View Warrior');
    expect(tabNames(dialog)).toEqual(['Overview']);
    expect(dialog.getByText(/Bard fell with Old Guard, which is retired\./)).toBeVisible();
    for (const name of ['Save', 'Delete']) {
      expect(dialog.queryByRole('button', { name })).toBeNull();
    }
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'View Warrior' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says when nobody has fallen', async () => {
    mockApi({ 'GET /companies': { body: [] }, 'GET /graveyard': { body: [] } });
    renderApp('/graveyard', { user: PLAYER });
    expect(
      await screen.findByText(
        'No fallen warriors. A warrior whose status becomes Dead is remembered here.',
      ),
    ).toBeVisible();
  });
});
