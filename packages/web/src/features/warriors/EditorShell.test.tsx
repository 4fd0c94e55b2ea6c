import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';
import { storedItem, storedWarrior } from '../../app/test-stored-entities';
import type { ListTabProps } from './list-tabs';
import { clickTab, findEditor, openTab, tabNames } from '../../app/test-editor';
import { WarriorEditor } from './WarriorEditor';

vi.setConfig({ testTimeout: 60_000 });
// The editor's pickers open slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

// A list tab that can hold a half-filled entry, as the real ones do, to drive the shell.
vi.mock('./list-tabs', () => {
  function DraftPanel({ onDraftChange }: ListTabProps) {
    return <Button onClick={() => onDraftChange(true)}>Start an entry</Button>;
  }
  const panels = {
    wargear: DraftPanel,
    rules: DraftPanel,
    heroicActions: DraftPanel,
    spells: DraftPanel,
  };
  return { LIST_TAB_PANELS: panels };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const captain = storedWarrior('captain', {
  name: 'Captain',
  rank: 'Leader',
  influence: 3,
  biography: 'Sworn to the White Tower.',
  baseStats: { might: 1, will: 1, fate: 1 },
  wargear: [storedItem('horse', 10, { influence: 2 })],
});
const guard = company('guard', { name: 'Guard', influence: 4 }, [captain]);

describe('the editor shell', () => {
  it('asks before leaving a list tab that holds a half-filled entry', async () => {
    mockApi({ 'GET /companies': { body: [guard] }, 'GET /profile': { body: [] } });
    renderApp('/company/guard', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: 'Captain' }));
    const dialog = await findEditor('Edit Warrior');
    await clickTab(dialog, 'Wargear');
    await clickTab(dialog, 'Rules');
    expect(openTab(dialog)).toBe('Rules');

    await userEvent.click(dialog.getByRole('button', { name: 'Start an entry' }));
    await clickTab(dialog, 'Spells');
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(ask).toHaveTextContent(
      'You have unsaved changes on this page, are you sure you want to continue? Unsaved changes will be lost.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    expect(openTab(dialog)).toBe('Rules');

    await clickTab(dialog, 'Spells');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(openTab(dialog)).toBe('Spells'));
    // The draft went with the tab: moving on asks nothing.
    await clickTab(dialog, 'Injuries');
    expect(openTab(dialog)).toBe('Injuries');
  });

  it('offers a hero Lost in Battle and the hero wounds', async () => {
    mockApi({ 'GET /companies': { body: [guard] }, 'GET /profile': { body: [] } });
    renderApp('/company/guard', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: 'Captain' }));
    const dialog = await findEditor('Edit Warrior');
    await clickTab(dialog, 'Injuries');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Status' }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual([
      'Active',
      'Injured',
      'Lost in Battle',
      'Dead',
    ]);
    expect(dialog.getByRole('checkbox', { name: /Leg Wound/ })).not.toBeChecked();
    expect(dialog.getByLabelText('Old Battle Wounds')).toHaveValue('0');
  });

  it('shows Intelligence, and Courage as a target, under the 2024 ruleset', async () => {
    mockApi({ 'GET /companies': { body: [guard] }, 'GET /profile': { body: [] } });
    renderApp('/company/guard', { user: { ...PLAYER, newRuleset: true } });
    await userEvent.click(await screen.findByRole('article', { name: 'Captain' }));
    const dialog = await findEditor('Edit Warrior');
    await clickTab(dialog, 'Characteristics');
    expect(dialog.getByLabelText('Intelligence base')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Courage modifier'));
    await userEvent.type(dialog.getByLabelText('Courage modifier'), '1');
    expect(dialog.getByLabelText('Courage total')).toHaveTextContent('2+');
  });

  it('shows a warrior that may not be edited: titled View, its Overview only', async () => {
    mockApi({ 'GET /companies': { body: [guard] } });
    const onClose = vi.fn();
    renderApp('/view', {
      user: PLAYER,
      playerRoutes: [
        {
          path: '/view',
          element: (
            <WarriorEditor company={guard} warrior={captain} editable={false} onClose={onClose} />
          ),
        },
      ],
    });
    const dialog = await findEditor('View Warrior');
    expect(tabNames(dialog)).toEqual(['Overview']);
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Save|Finish/ })).not.toBeInTheDocument();
    // Influence: 3 of its own and 2 for the horse, against the company's 4.
    expect(dialog.getByRole('table', { name: 'Influence' })).toHaveTextContent(
      "Warrior's influence5",
    );
    expect(dialog.getByText("Above the company's influence")).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Points' }));
    expect(dialog.getByRole('row', { name: /horse/ })).toHaveTextContent('horselow price10');
    await userEvent.click(dialog.getByRole('tab', { name: 'Biography' }));
    expect(dialog.getByRole('textbox', { name: 'Biography' })).toHaveAttribute('readonly');
    // The footer's Close, after the title bar's.
    const [, close] = dialog.getAllByRole('button', { name: 'Close' });
    await userEvent.click(close!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
