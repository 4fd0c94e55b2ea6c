import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, pasteInto, PLAYER, renderApp, stamps } from '../../app/test-utils';

// Dialogs with many Mantine inputs are slow to drive in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rule = (name: string, description = '') => ({ ...stamps(name), name, description });

function cardNames() {
  return screen.getAllByTestId('library-card-name').map((node) => node.textContent);
}

async function chooseSort(label: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
}

describe('My Rules', () => {
  it('says so when there are no rules, and offers the New Rule card', async () => {
    mockApi({ 'GET /rule': { body: [] } });
    renderApp('/rules', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Rules' })).toBeVisible();
    expect(await screen.findByText('No rules yet. Create your first with New Rule.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Rule' })).toBeVisible();
    expect(document.title).toBe('My Rules | Warband Ledger');
  });

  it('shows a failed load as text', async () => {
    mockApi({ 'GET /rule': apiError(500, 'The server is having a bad day') });
    renderApp('/rules', { user: PLAYER });
    expect(
      await screen.findByText('Could not load your rules: The server is having a bad day'),
    ).toBeVisible();
  });

  it('sorts by name by default and keeps the chosen sort per screen', async () => {
    mockApi({
      'GET /rule': {
        body: [rule('Unyielding'), rule('Banner of Arnor'), rule('Monstrous Charge')],
      },
    });
    const view = renderApp('/rules', { user: PLAYER });
    await screen.findAllByTestId('library-card');
    expect(cardNames()).toEqual(['Banner of Arnor', 'Monstrous Charge', 'Unyielding']);

    await chooseSort('Name Z–A');
    expect(cardNames()).toEqual(['Unyielding', 'Monstrous Charge', 'Banner of Arnor']);
    expect(localStorage.getItem('sort:rules')).toBe('name-desc');

    await chooseSort('Oldest');
    expect(cardNames()).toEqual(['Unyielding', 'Banner of Arnor', 'Monstrous Charge']);
    expect(localStorage.getItem('sort:rules')).toBe('oldest');

    // A later visit starts with the stored choice; another screen keeps its own.
    view.unmount();
    renderApp('/rules', { user: PLAYER });
    await screen.findAllByTestId('library-card');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Oldest');
    expect(cardNames()).toEqual(['Unyielding', 'Banner of Arnor', 'Monstrous Charge']);
    expect(localStorage.getItem('sort:spells')).toBeNull();
  });

  it('ignores a stored sort it does not know', async () => {
    localStorage.setItem('sort:rules', 'points');
    mockApi({ 'GET /rule': { body: [rule('Bravo'), rule('Alpha')] } });
    renderApp('/rules', { user: PLAYER });
    await screen.findAllByTestId('library-card');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Name A–Z');
    expect(cardNames()).toEqual(['Alpha', 'Bravo']);
  });

  it('refuses a blank name on the field and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /rule': { body: [] } });
    renderApp('/rules', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Rule' });
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a rule and says so', async () => {
    const { calls } = mockApi({
      'GET /rule': { body: [] },
      'POST /rule/create': ({ body }) => ({
        status: 201,
        body: { ...stamps('r1'), ...(body as object) },
      }),
    });
    renderApp('/rules', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Rule' });
    await pasteInto(within(dialog).getByLabelText('Name'), '  Fury of the Deep ');
    await pasteInto(within(dialog).getByLabelText('Description'), 'Strikes twice.');
    // Phases are chosen in any order and sent in the turn's.
    const phases = within(dialog).getByRole('group', { name: 'Phases' });
    await userEvent.click(within(phases).getByRole('checkbox', { name: 'Fight' }));
    await userEvent.click(within(phases).getByRole('checkbox', { name: 'Move' }));
    await userEvent.click(within(phases).getByRole('checkbox', { name: 'End' }));
    await userEvent.click(within(phases).getByRole('checkbox', { name: 'End' }));
    expect(within(phases).getByRole('checkbox', { name: 'Move' })).toBeChecked();
    expect(within(phases).getByRole('checkbox', { name: 'End' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fury of the Deep created successfully',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Fury of the Deep',
      description: 'Strikes twice.',
      phases: ['move', 'fight'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the phases a rule names on its card and in its dialog', async () => {
    mockApi({
      'GET /rule': {
        body: [{ ...rule('Terror', 'Foes test first.'), phases: ['move'] }, rule('Burly')],
      },
    });
    renderApp('/rules', { user: PLAYER });
    const [burly, terror] = await screen.findAllByTestId('library-card');
    expect(within(terror!).getByLabelText('Phases: Move')).toHaveTextContent('Move');
    expect(within(burly!).queryByLabelText(/Phases/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Terror' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    const checked = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.getAttribute('value'))).toEqual(['move']);
  });

  it("shows the server's refusal of a phase on the phases", async () => {
    mockApi({
      'GET /rule': { body: [] },
      'POST /rule/create': apiError(400, 'Invalid input', {
        'phases.0': 'Please choose phases from Priority, Move, Shoot, Fight, End',
      }),
    });
    renderApp('/rules', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Rule' });
    await pasteInto(within(dialog).getByLabelText('Name'), 'Terror');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Move' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'Please choose phases from Priority, Move, Shoot, Fight, End',
      ),
    ).toBeVisible();
  });

  it("puts the server's field errors on the fields", async () => {
    mockApi({
      'GET /rule': { body: [] },
      'POST /rule/create': apiError(400, 'Invalid input', { name: 'That name is taken' }),
    });
    renderApp('/rules', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Rule' });
    await pasteInto(within(dialog).getByLabelText('Name'), 'Taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('That name is taken')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before closing a dialog with unsaved edits', async () => {
    mockApi({ 'GET /rule': { body: [rule('Unyielding', 'Never yields.')] } });
    renderApp('/rules', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Unyielding' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });

    // Without edits, Cancel simply closes, and the keyboard is back on the card.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Unyielding' })).toHaveFocus(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit Unyielding' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    await userEvent.type(within(dialog).getByLabelText('Name'), ' II');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByText(
      'You have unsaved changes, all unsaved changes will be lost. Are you sure you wish to continue?',
    );
    // Declining keeps the edits.
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Unyielding II');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('library-card-name')).toHaveTextContent('Unyielding');
  });

  it('deletes a rule after confirmation', async () => {
    let rules = [rule('Unyielding')];
    const { calls } = mockApi({
      'GET /rule': () => ({ body: rules }),
      'DELETE /rule/*': () => {
        rules = [];
        return { status: 204 };
      },
    });
    renderApp('/rules', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Unyielding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete rule' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this rule? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rule deleted successfully');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/rule/Unyielding')).toBe(
      true,
    );
    expect(await screen.findByText('No rules yet. Create your first with New Rule.')).toBeVisible();
  });
});

describe('My Spells and My Heroic Actions', () => {
  it('shows a spell casting value as 4+ and asks for one when creating', async () => {
    const { calls } = mockApi({
      'GET /spell': {
        body: [{ ...stamps('s1'), name: 'Sorcerous Blast', description: '', baseCastingValue: 4 }],
      },
      'POST /spell/create': ({ body }) => ({
        status: 201,
        body: { ...stamps('s2'), ...(body as object) },
      }),
    });
    renderApp('/spells', { user: PLAYER });
    expect(await screen.findByText('Casting value 4+')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'New Spell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Spell' });
    await pasteInto(within(dialog).getByLabelText('Name'), 'Blinding Light');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please select a casting value')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Casting Value' }));
    await userEvent.click(await screen.findByRole('option', { name: '3+' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Blinding Light created successfully',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      baseCastingValue: 3,
    });
  });

  it('titles the heroic action screen and dialog as players know them', async () => {
    mockApi({ 'GET /heroicAction': { body: [] } });
    renderApp('/heroics', { user: PLAYER });
    expect(await screen.findByRole('heading', { name: 'My Heroic Actions' })).toBeVisible();
    expect(
      await screen.findByText('No heroic actions yet. Create your first with New Heroic Action.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New Heroic Action' }));
    expect(await screen.findByRole('dialog', { name: 'Create HeroicAction' })).toBeVisible();
  });
});
