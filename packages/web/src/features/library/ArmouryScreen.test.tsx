import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pasteInto, PLAYER, renderApp, stamps } from '../../app/test-utils';
import { wargear } from './fixtures';

// Dialogs with many Mantine inputs are slow to drive in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSection(dialog: HTMLElement, name: RegExp) {
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

async function adjustmentOptions(dialog: HTMLElement) {
  await openSection(dialog, /^Adjustment$/);
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Adjustment Stat' }));
  const options = await screen.findAllByRole('option');
  return options.map((option) => option.textContent);
}

describe('My Armoury', () => {
  it('has Items and Mounts sections, each saying when it is empty', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    renderApp('/armoury', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Armoury' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Mounts' })).toBeVisible();
    expect(screen.getByText('No items yet. Create your first with New Item.')).toBeVisible();
    expect(screen.getByText('No mounts yet. Create your first with New Mount.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Item' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Mount' })).toBeVisible();
  });

  it('shows points, adjustment and a mount profile on the cards, and sorts by points', async () => {
    mockApi({
      'GET /wargear': {
        body: [
          wargear('Elven Blade', {
            pointsLow: 5,
            pointsHigh: 10,
            adjustmentStat: 'fight',
            adjustmentValue: 1,
          }),
          wargear('Dagger', { pointsLow: 1, pointsHigh: 2 }),
          wargear('Horse', {
            mount: 1,
            pointsLow: 10,
            pointsHigh: 10,
            move: 10,
            strength: 3,
            defence: 4,
            wounds: 1,
            courage: 3,
          }),
        ],
      },
    });
    renderApp('/armoury', { user: PLAYER });
    const items = await screen.findByRole('list', { name: 'Items' });
    const blade = within(items).getAllByTestId('library-card')[1]!;
    expect(within(blade).getByRole('button', { name: 'Edit Elven Blade' })).toBeVisible();
    expect(blade).toHaveTextContent('5/10 pts');
    expect(blade).toHaveTextContent('Fight +1');
    const mounts = screen.getByRole('list', { name: 'Mounts' });
    const profile = within(mounts).getByRole('table', { name: 'Mount profile' });
    expect(
      within(profile)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mv', 'F', 'Sh', 'S', 'D', 'A', 'W', 'C']);
    expect(
      within(profile)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10"', '0', '-', '3', '4', '0', '1', '3']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Points');
    expect(
      within(items)
        .getAllByTestId('library-card-name')
        .map((node) => node.textContent),
    ).toEqual(['Dagger', 'Elven Blade']);
    expect(localStorage.getItem('sort:armoury')).toBe('points');
  });

  it('offers Intelligence only under the new ruleset', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    const view = renderApp('/armoury', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Mount' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Mount' });
    await openSection(dialog, /Characteristics/);
    expect(within(dialog).getByLabelText('Courage')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Intelligence')).not.toBeInTheDocument();
    let options = await adjustmentOptions(dialog);
    expect(options).toContain('Fight');
    expect(options).toContain('None');
    expect(options).not.toContain('Intelligence');
    view.unmount();

    renderApp('/armoury', { user: { ...PLAYER, newRuleset: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'New Mount' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Mount' });
    await openSection(dialog, /Characteristics/);
    expect(within(dialog).getByLabelText('Intelligence')).toBeInTheDocument();
    options = await adjustmentOptions(dialog);
    expect(options).toContain('Intelligence');
  });

  it('has no Characteristics for an item', async () => {
    mockApi({ 'GET /wargear': { body: [] } });
    renderApp('/armoury', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Item' });
    expect(within(dialog).queryByRole('button', { name: /Characteristics/ })).toBeNull();
  });

  it('creates an item with an adjustment and special rules, at most three', async () => {
    const { calls } = mockApi({
      'GET /wargear': { body: [] },
      'POST /wargear/create': ({ body }) => ({
        status: 201,
        body: { ...stamps('w1'), ...(body as object) },
      }),
    });
    renderApp('/armoury', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Item' });
    await pasteInto(within(dialog).getByLabelText('Name'), 'Elven Blade');
    const low = within(dialog).getByLabelText('Points Low');
    await userEvent.clear(low);
    await userEvent.type(low, '5.5');
    expect(low).toHaveValue('55');
    await userEvent.clear(low);
    await userEvent.type(low, '5');

    await openSection(dialog, /^Adjustment$/);
    const value = within(dialog).getByLabelText('Adjustment Value');
    expect(value).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Adjustment Stat' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fight' }));
    expect(value).toBeEnabled();
    await userEvent.clear(value);
    await userEvent.type(value, '7');
    await userEvent.tab();
    expect(value).toHaveValue('3');

    await openSection(dialog, /Special Rules/);
    const add = within(dialog).getByRole('button', { name: 'Add special rule' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove special rule 3' }));
    expect(add).toBeEnabled();
    await pasteInto(within(dialog).getByLabelText('Special rule 1 name'), 'Elven-made');

    // The empty second row is refused on its own field, and its section is open to show it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove special rule 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Elven Blade created successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Elven Blade',
      mount: 0,
      pointsLow: 5,
      adjustmentStat: 'fight',
      adjustmentValue: 3,
      specialRules: [{ name: 'Elven-made', description: '' }],
      specialAttacks: [],
    });
  });

  it('opens the detail popup with everything about the item', async () => {
    mockApi({
      'GET /wargear': {
        body: [
          wargear('Elven Blade', {
            pointsLow: 5,
            pointsHigh: 10,
            influence: 2,
            adjustmentStat: 'fight',
            adjustmentValue: 1,
            specialRules: [{ name: 'Elven-made', description: 'Re-roll a 1 to wound.' }],
            specialAttacks: [{ name: 'Piercing Strike', description: 'Lowers Defence.' }],
          }),
        ],
      },
    });
    renderApp('/armoury', { user: PLAYER });
    const card = (await screen.findAllByTestId('library-card'))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Elven Blade' });
    for (const text of [
      '5/10 pts',
      'Fight +1',
      'Elven-made',
      'Re-roll a 1 to wound.',
      'Piercing Strike',
      'Lowers Defence.',
    ]) {
      expect(within(details).getByText(text)).toBeVisible();
    }
    await userEvent.click(within(details).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Item' })).toBeVisible();
  });

  it('deletes a mount with the item texts', async () => {
    let list = [wargear('Horse', { mount: 1 })];
    mockApi({
      'GET /wargear': () => ({ body: list }),
      'DELETE /wargear/*': () => {
        list = [];
        return { status: 204 };
      },
    });
    renderApp('/armoury', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Horse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mount' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this item? This action cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Item deleted successfully');
    await waitFor(() =>
      expect(screen.getByText('No mounts yet. Create your first with New Mount.')).toBeVisible(),
    );
  });
});
