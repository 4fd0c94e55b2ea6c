import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';

// Dialogs with many Mantine inputs are slow to drive in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Company' }));
  return within(await screen.findByRole('dialog', { name: 'Create Company' }));
}

async function chooseRace(dialog: ReturnType<typeof within>, race: string) {
  await userEvent.click(dialog.getByRole('textbox', { name: 'Race' }));
  await userEvent.click(await screen.findByRole('option', { name: race }));
}

describe('Create Company', () => {
  it('keeps the player on Details until the company has a name and a race', async () => {
    const { calls } = mockApi({ 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    const dialog = await openCreate();

    await userEvent.click(dialog.getByRole('tab', { name: 'Rating' }));
    expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    expect(dialog.getByRole('textbox', { name: 'Race' })).toHaveAccessibleDescription(
      'Please select a race',
    );

    await pasteInto(dialog.getByLabelText('Name'), 'Riders');
    await userEvent.click(dialog.getByRole('tab', { name: 'Rating' }));
    expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');

    await chooseRace(dialog, 'Rohan');
    await userEvent.click(dialog.getByRole('tab', { name: 'Rating' }));
    expect(dialog.getByRole('tab', { name: 'Rating' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByRole('textbox', { name: 'Rating' })).toHaveValue('0');
    expect(dialog.getByRole('textbox', { name: 'Current Rating' })).toHaveValue('0');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the field errors after an attempted submit and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Please select a race')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers the races grouped Good, Evil and Custom', async () => {
    mockApi({ 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Race' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Good')).toBeInTheDocument();
    expect(within(listbox).getByText('Evil')).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Custom' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(40);
  });

  it('creates the company, says so and opens its page', async () => {
    const created = company('new-1', { name: 'Riders', race: 'Rohan', influence: 5 });
    const stored: unknown[] = [];
    const { calls } = mockApi({
      'GET /companies': () => ({ body: stored }),
      'POST /company/create': () => {
        stored.push(created);
        return { status: 201, body: created };
      },
    });
    const { router } = renderApp('/companies', { user: PLAYER });
    const dialog = await openCreate();
    await pasteInto(dialog.getByLabelText('Name'), 'Riders');
    await chooseRace(dialog, 'Rohan');
    await userEvent.clear(dialog.getByLabelText('Influence'));
    await userEvent.type(dialog.getByLabelText('Influence'), '5');
    await pasteInto(dialog.getByLabelText('Backstory'), 'Sons of Eorl.');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/company/new-1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Riders created successfully');
    expect(await screen.findByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: 'Riders',
      race: 'Rohan',
      influence: 5,
      backstory: 'Sons of Eorl.',
      // The account's ruleset for new companies, unless another is chosen.
      newRuleset: false,
    });
  });

  it("puts the server's field errors on the fields", async () => {
    mockApi({
      'GET /companies': { body: [] },
      'POST /company/create': apiError(400, 'Invalid input', { name: 'That name is taken' }),
    });
    renderApp('/companies', { user: PLAYER });
    const dialog = await openCreate();
    await pasteInto(dialog.getByLabelText('Name'), 'Riders');
    await chooseRace(dialog, 'Custom');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('That name is taken')).toBeVisible();
  });

  it('asks before throwing away unsaved edits', async () => {
    mockApi({ 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    const dialog = await openCreate();
    await pasteInto(dialog.getByLabelText('Name'), 'Half a thought');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(confirm).toHaveTextContent(
      'You have unsaved changes, all unsaved changes will be lost. Are you sure you wish to continue?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Company' })).not.toBeInTheDocument(),
    );
  });
});

describe('Edit Company', () => {
  const riders = company('riders', { name: 'Riders', race: 'Rohan', influence: 3, rating: 120 });

  async function openEdit() {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    return within(await screen.findByRole('dialog', { name: 'Edit Company' }));
  }

  it('saves the changes and says so in the spelling players know', async () => {
    let stored = riders;
    const { calls } = mockApi({
      'GET /companies': () => ({ body: [stored] }),
      'PUT /company/riders': () => {
        stored = { ...riders, name: 'Riders of the Mark' };
        return { body: stored };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openEdit();
    expect(dialog.getByLabelText('Name')).toHaveValue('Riders');
    await userEvent.click(dialog.getByRole('tab', { name: 'Rating' }));
    expect(dialog.getByRole('textbox', { name: 'Rating' })).toHaveValue('120');
    await userEvent.click(dialog.getByRole('tab', { name: 'Details' }));
    await userEvent.clear(dialog.getByLabelText('Name'));
    await pasteInto(dialog.getByLabelText('Name'), 'Riders of the Mark');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Riders of the Mark updated succesfully',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Company' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Riders of the Mark');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Riders of the Mark',
      race: 'Rohan',
      influence: 3,
      backstory: '',
      newRuleset: false,
      revision: riders.revision,
    });
  });

  it("switches the company's ruleset after warning that its cards are worked out again", async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [riders] },
      'PUT /company/riders': () => ({ body: { ...riders, newRuleset: true } }),
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openEdit();
    const ruleset = dialog.getByRole('radiogroup', { name: 'Ruleset' });
    expect(within(ruleset).getByRole('radio', { name: 'Older ruleset' })).toBeChecked();
    expect(dialog.queryByText('Its cards will be worked out again')).not.toBeInTheDocument();
    await userEvent.click(within(ruleset).getByRole('radio', { name: '2024 ruleset' }));
    expect(dialog.getByText('Its cards will be worked out again')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        newRuleset: true,
      }),
    );
  });

  it("shows on the ruleset why a company in a campaign keeps the campaign's", async () => {
    mockApi({
      'GET /companies': { body: [riders] },
      'PUT /company/riders': apiError(400, 'Invalid input', {
        newRuleset: "A company taking part in a campaign keeps the campaign's ruleset.",
      }),
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openEdit();
    await userEvent.click(dialog.getByRole('radio', { name: '2024 ruleset' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText("A company taking part in a campaign keeps the campaign's ruleset."),
    ).toBeVisible();
  });

  it('deletes the company after the warning and goes back to My Companies', async () => {
    let deleted = false;
    const { calls } = mockApi({
      'GET /companies': () => ({ body: deleted ? [] : [riders] }),
      'DELETE /company/riders': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { router } = renderApp('/company/riders', { user: PLAYER });
    const dialog = await openEdit();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete company' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this company? All associated warriors will also be deleted. This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Company deleted successfully');
    expect(screen.queryByRole('heading', { name: 'Company not found' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('No companies yet. Start your first with New Company.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
