import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';
import { storedItem, storedProfile } from '../../app/test-stored-entities';
import { libraryWargear } from '../../app/test-library';
import { clickTab, findEditor } from '../../app/test-editor';

// The dialog is a lazy chunk; loaded here once, so no test waits for the import.
await import('./WarriorEditor');

vi.setConfig({ testTimeout: 60_000 });
// The editor's pickers open slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const riders = company('riders', { name: 'Riders', race: 'Rohan' });

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Warrior' }));
  return findEditor('Create a Warrior');
}

describe('Load Profile', () => {
  it('loads a profile for the company’s race into the warrior', async () => {
    const rider = storedProfile('rider', {
      name: 'Rider',
      race: ['Rohan'],
      rank: 'Hero',
      baseClass: 'Rider of Rohan',
      basePoints: 9,
      // A Hero with a Fate of his own takes no default Fate (docs/rules.md#rank-changes): his
      // points stay as loaded.
      baseStats: { fight: 4, fate: 1 },
      wargear: [storedItem('spear', 1)],
    });
    const orc = storedProfile('orc', { name: 'Orc', race: ['Mordor'], baseClass: 'Orc' });
    const anyone = storedProfile('man', { name: 'Man', baseClass: 'Man' });
    mockApi({
      'GET /companies': { body: [riders] },
      'GET /profile': { body: [rider, orc, anyone] },
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openNew();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Load Profile' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      // Each with the wargear it brings.
      'Rider (Rider of Rohan)spear',
      'Man (Man)',
    ]);
    await userEvent.click(options[0]!);
    expect(dialog.getByLabelText('Base Class')).toHaveValue('Rider of Rohan');
    expect(dialog.getByLabelText('Base Points')).toHaveValue('9');
    expect(dialog.getByRole('textbox', { name: 'Rank' })).toHaveValue('Hero');
    await userEvent.type(dialog.getByLabelText('Name'), 'Eothain');
    await clickTab(dialog, 'Wargear');
    expect(dialog.getByText('spear')).toBeVisible();
    await clickTab(dialog, 'Characteristics');
    expect(dialog.getByLabelText('Fight base')).toHaveValue('4');
    expect(dialog.getByTestId('live-points')).toHaveTextContent('10');
  });
});

describe('a profile’s wargear', () => {
  it('shows in the profile’s option, and cannot be added again from the armoury', async () => {
    const sergeant = storedProfile('sergeant', {
      name: 'Sergeant',
      race: ['Rohan'],
      rank: 'Sergeant',
      baseClass: 'Warrior of Rohan',
      basePoints: 8,
      // Made in the profile, so they name no armoury entry: only their names match.
      wargear: [
        storedItem('armour', 1, { name: 'Armour', defence: 1 }),
        storedItem('shield', 1, { name: 'Shield', defence: 1 }),
      ],
    });
    mockApi({
      'GET /companies': { body: [riders] },
      'GET /profile': { body: [sergeant] },
      'GET /wargear': {
        body: [
          libraryWargear(1, 'Shield', { pointsLow: 1, pointsHigh: 1 }),
          libraryWargear(2, 'Spear', { pointsLow: 1, pointsHigh: 1 }),
        ],
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openNew();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Load Profile' }));
    const option = await screen.findByRole('option', { name: /^Sergeant/ });
    expect(option).toHaveTextContent('Sergeant (Warrior of Rohan)Armour, Shield');
    await userEvent.click(option);
    await userEvent.type(dialog.getByLabelText('Name'), 'Grimbold');
    await clickTab(dialog, 'Wargear');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Add from My Armoury' }));
    const listbox = within(await screen.findByRole('listbox'));
    expect(listbox.getByRole('option', { name: 'Shield (1/1 pts)' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(listbox.getByRole('option', { name: 'Spear (1/1 pts)' })).not.toHaveAttribute(
      'data-combobox-disabled',
    );
  });
});
