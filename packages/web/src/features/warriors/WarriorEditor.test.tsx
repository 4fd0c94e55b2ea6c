import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Warrior } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';
import { storedItem, storedWarrior } from '../../app/test-stored-entities';
import { choose, clickTab, findEditor, openTab, tabNames, typeInto } from '../../app/test-editor';

// Dialogs with many Mantine inputs are slow to drive in jsdom, more so on a busy machine.
// The dialog is a lazy chunk; loaded here once, so no test waits for the import.
await import('./WarriorEditor');

vi.setConfig({ testTimeout: 60_000 });
// The editor's pickers open slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const eomer = storedWarrior('eomer', {
  name: 'Eomer',
  rank: 'Leader',
  basePoints: 60,
  baseStats: { attacks: 2, wounds: 2, might: 2, will: 1, fate: 1 },
  wargear: [storedItem('armour', 5, { type: 'armoury', pointsHigh: 10 })],
});
const hama = storedWarrior('hama', { name: 'Hama', rank: 'Sergeant' });
const fallen = storedWarrior('fallen', { name: 'Fallen', rank: 'Leader', status: 'dead' });
const riders = company('riders', { name: 'Riders', race: 'Rohan', influence: 4 }, [
  eomer,
  hama,
  fallen,
]);

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Warrior' }));
  return findEditor('Create a Warrior');
}

describe('Create a Warrior', () => {
  it('keeps the player on Details until the warrior has a name, then steps through the tabs', async () => {
    const { calls } = mockApi({
      'GET /companies': { body: [riders] },
      'GET /profile': { body: [] },
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openNew();
    expect(tabNames(dialog)).toEqual([
      'Details',
      'Characteristics',
      'Wargear',
      'Rules',
      'Injuries',
      'Overview',
    ]);
    expect(dialog.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    expect(openTab(dialog)).toBe('Details');
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    await clickTab(dialog, 'Overview');
    expect(openTab(dialog)).toBe('Details');

    await pasteInto(dialog.getByLabelText('Name'), 'Eothain');
    const visited = [];
    for (let step = 0; step < 5; step += 1) {
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
      visited.push(openTab(dialog));
    }
    expect(visited).toEqual(['Characteristics', 'Wargear', 'Rules', 'Injuries', 'Overview']);
    expect(dialog.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Finish' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Previous' }));
    expect(openTab(dialog)).toBe('Injuries');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('gives a new Leader the hero tabs, his defaults, and asks for a Custom path', async () => {
    mockApi({ 'GET /companies': { body: [riders] }, 'GET /profile': { body: [] } });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openNew();
    await pasteInto(dialog.getByLabelText('Name'), 'Grimbold');

    await choose(dialog, 'Rank', 'Leader');
    expect(tabNames(dialog)).toContain('Heroic Actions');
    expect(tabNames(dialog)).toContain('Spells');
    await choose(dialog, 'Chosen Path', 'Custom');
    await clickTab(dialog, 'Characteristics');
    expect(openTab(dialog)).toBe('Details');
    expect(dialog.getByLabelText('Custom Path')).toHaveAccessibleDescription(
      'Please enter a custom path',
    );
    await pasteInto(dialog.getByLabelText('Custom Path'), 'Oathsworn');
    await clickTab(dialog, 'Characteristics');
    // A new Leader with no Might, Will or Fate of his own gets one of each.
    for (const stat of ['Might', 'Will', 'Fate']) {
      expect(dialog.getByLabelText(`${stat} modifier`)).toHaveValue('1');
    }
    expect(dialog.queryByLabelText('Intelligence base')).not.toBeInTheDocument();
  });

  it('offers a Creature the company’s living Leaders and Sergeants, and zeroes a Warrior', async () => {
    mockApi({ 'GET /companies': { body: [riders] }, 'GET /profile': { body: [] } });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openNew();
    await pasteInto(dialog.getByLabelText('Name'), 'Brego');
    await choose(dialog, 'Rank', 'Creature');
    expect(tabNames(dialog)).not.toContain('Spells');
    expect(dialog.queryByRole('textbox', { name: 'Chosen Path' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Owner' }));
    const owners = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(owners.map((option) => option.textContent)).toEqual([
      'Eomer (Leader)',
      'Hama (Sergeant)',
    ]);

    await choose(dialog, 'Rank', 'Warrior');
    await clickTab(dialog, 'Characteristics');
    expect(dialog.queryByLabelText('Might modifier')).not.toBeInTheDocument();
    await clickTab(dialog, 'Injuries');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Status' }));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((option) => option.textContent)).toEqual(['Active', 'Injured', 'Dead']);
  });

  it('shows the points change as the player types, then creates the warrior', async () => {
    const stored = { ...riders };
    const { calls } = mockApi({
      'GET /companies': () => ({ body: [stored] }),
      'GET /profile': { body: [] },
      'POST /warrior/create': ({ body }) => {
        const saved = storedWarrior('new-1', body as never);
        stored.warriors = { ...stored.warriors, [saved.id]: saved };
        return { status: 201, body: saved };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    const dialog = await openNew();
    await pasteInto(dialog.getByLabelText('Name'), 'Eothain');
    await typeInto(dialog, 'Base Points', '8');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    const points = () => dialog.getByTestId('live-points').textContent;
    expect(points()).toBe('8');
    await typeInto(dialog, 'Fight base', '4');
    await typeInto(dialog, 'Fight modifier', '1');
    await typeInto(dialog, 'Attacks modifier', '1');
    expect(points()).toBe('23');
    expect(dialog.getByLabelText('Fight total')).toHaveTextContent('5');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    }
    await userEvent.click(dialog.getByRole('tab', { name: 'Points' }));
    expect(dialog.getByTestId('overview-total')).toHaveTextContent('23');
    const listsBefore = calls.filter((call) => call.path === '/companies').length;
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Eothain created successfully');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a Warrior' })).not.toBeInTheDocument(),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      companyId: 'riders',
      name: 'Eothain',
      race: 'Rohan',
      rank: 'Warrior',
      basePoints: 8,
      baseStats: { fight: 4 },
      modifyStats: { fight: 1, attacks: 1 },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/companies').length).toBeGreaterThan(
        listsBefore,
      ),
    );
    expect(await screen.findByRole('article', { name: 'Eothain' })).toBeVisible();
  });
});

describe('Edit Warrior', () => {
  it('opens from a click or the keyboard on a card, and saves the changes', async () => {
    let stored = riders;
    const { calls } = mockApi({
      'GET /companies': () => ({ body: [stored] }),
      'GET /profile': { body: [] },
      'PUT /warrior/hama': ({ body }) => {
        const saved = storedWarrior('hama', body as never);
        stored = { ...riders, warriors: { ...riders.warriors, hama: saved } };
        return { body: saved };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    const card = await screen.findByRole('article', { name: 'Hama' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findEditor('Edit Warrior');
    expect(dialog.getByLabelText('Name')).toHaveValue('Hama');
    expect(dialog.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await typeInto(dialog, 'Name', 'Háma');
    await clickTab(dialog, 'Overview');
    await userEvent.click(dialog.getByRole('tab', { name: 'Biography' }));
    await pasteInto(dialog.getByRole('textbox', { name: 'Biography' }), 'Doorward of Theoden.');
    await userEvent.click(dialog.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Háma updated successfully');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Háma',
      rank: 'Sergeant',
      biography: 'Doorward of Theoden.',
    });
    expect(await screen.findByRole('article', { name: 'Háma' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'card-hama'));
  });

  describe('a save refused because the warrior changed elsewhere', () => {
    // The stored Hama after a battle: more experience and an arm wound.
    const afterBattle = { ...hama, experience: 3, armWound: 1, revision: 2 };
    const staleThenSaved = (calls: { body: unknown }[]) => ({
      'GET /companies': { body: [riders] },
      'GET /profile': { body: [] },
      'PUT /warrior/hama': ({ body }: { body: unknown }) => {
        calls.push({ body });
        const { revision } = body as { revision: number };
        return revision === afterBattle.revision
          ? { body: storedWarrior('hama', body as never) }
          : {
              status: 409,
              body: { message: 'Changed', code: 'STALE', requestId: 't', current: afterBattle },
            };
      },
    });

    async function renameAndSave() {
      renderApp('/company/riders', { user: PLAYER });
      await userEvent.click(await screen.findByRole('article', { name: 'Hama' }));
      const dialog = await findEditor('Edit Warrior');
      await typeInto(dialog, 'Name', 'Háma');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      return dialog;
    }

    it('shows what changed, and saves the edits over it when the player says so', async () => {
      const calls: { body: unknown }[] = [];
      mockApi(staleThenSaved(calls));
      await renameAndSave();
      const question = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
      expect(question).toHaveTextContent('Experience: 0 → 3');
      expect(question).toHaveTextContent('Arm wounds: 0 → 1');
      await userEvent.click(within(question).getByRole('button', { name: 'Save mine' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Háma updated successfully');
      expect(calls.map((call) => (call.body as { revision: number }).revision)).toEqual([
        hama.revision,
        afterBattle.revision,
      ]);
      expect(calls[1]!.body).toMatchObject({ name: 'Háma' });
    });

    it('or keeps the saved warrior and shows it in the editor', async () => {
      const calls: { body: unknown }[] = [];
      mockApi(staleThenSaved(calls));
      const dialog = await renameAndSave();
      const question = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
      await userEvent.click(within(question).getByRole('button', { name: 'Keep the saved one' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved');
      expect(dialog.getByLabelText('Name')).toHaveValue('Hama');
      expect(calls).toHaveLength(1);
    });
  });

  it("puts the server's errors on their fields and opens the tab that holds them", async () => {
    mockApi({
      'GET /companies': { body: [riders] },
      'GET /profile': { body: [] },
      'PUT /warrior/eomer': apiError(400, 'Invalid input', {
        'modifyStats.fate': 'Fate can be at most 3',
      }),
    });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: 'Eomer' }));
    const dialog = await findEditor('Edit Warrior');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(openTab(dialog)).toBe('Characteristics'));
    expect(dialog.getByLabelText('Fate modifier')).toHaveAccessibleDescription(
      'Fate can be at most 3',
    );
  });

  it('says which Creatures die with a Leader marked dead, before the save', async () => {
    const grip = storedWarrior('grip', { name: 'Grip', rank: 'Creature', owner: 'eomer' });
    const fang = storedWarrior('fang', { name: 'Fang', rank: 'Creature', owner: 'eomer' });
    const gone = storedWarrior('gone', {
      name: 'Gone',
      rank: 'Creature',
      owner: 'eomer',
      status: 'dead',
    });
    const hamasHound = storedWarrior('hound', { name: 'Hound', rank: 'Creature', owner: 'hama' });
    const kennel = company('kennel', { name: 'Kennel', race: 'Rohan' }, [
      eomer,
      hama,
      grip,
      fang,
      gone,
      hamasHound,
    ]);
    const { calls } = mockApi({
      'GET /companies': { body: [kennel] },
      'GET /profile': { body: [] },
    });
    renderApp('/company/kennel', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: 'Eomer' }));
    const dialog = await findEditor('Edit Warrior');
    await clickTab(dialog, 'Injuries');
    expect(dialog.queryByText(/die(s)? with/)).not.toBeInTheDocument();
    await choose(dialog, 'Status', 'Dead');
    expect(dialog.getByRole('status')).toHaveTextContent('Grip and Fang die with Eomer.');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // Back to life, nobody dies with him.
    await choose(dialog, 'Status', 'Injured');
    expect(dialog.queryByText(/die(s)? with/)).not.toBeInTheDocument();
  });

  it('asks before closing with unsaved edits, and deletes after the warning', async () => {
    let deleted = false;
    const { calls } = mockApi({
      'GET /companies': () => ({
        body: [deleted ? { ...riders, warriors: { eomer, fallen } } : riders],
      }),
      'GET /profile': { body: [] },
      'DELETE /warrior/hama': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('article', { name: 'Hama' }));
    let dialog = await findEditor('Edit Warrior');
    await userEvent.type(dialog.getByLabelText('Name'), ' the Bold');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const unsaved = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(unsaved).toHaveTextContent(
      'You have unsaved changes, all unsaved changes will be lost. Are you sure you wish to continue?',
    );
    await userEvent.click(within(unsaved).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Warrior' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('article', { name: 'Hama' }));
    dialog = await findEditor('Edit Warrior');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete warrior' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this warrior? All of its wargear and creatures will also be deleted. This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Warrior deleted successfully');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Hama' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('duplicates a warrior from its card and from the editor, as a new warrior', async () => {
    let stored = riders;
    const { calls } = mockApi({
      'GET /companies': () => ({ body: [stored] }),
      'GET /profile': { body: [] },
      'POST /warrior/create': ({ body }) => {
        const { name, rank } = body as Pick<Warrior, 'name' | 'rank'>;
        const copy = storedWarrior(`copy-${calls.length}`, { name, rank, companyId: 'riders' });
        stored = { ...stored, warriors: { ...stored.warriors, [copy.id]: copy } };
        return { status: 201, body: copy };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    const card = await screen.findByRole('article', { name: 'Eomer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Duplicate or copy Eomer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eomer (copy) created successfully');
    const creates = () => calls.filter((call) => call.method === 'POST');
    expect(creates()[0]?.body).toMatchObject({
      companyId: 'riders',
      name: 'Eomer (copy)',
      rank: 'Leader',
      basePoints: 60,
      wargear: [{ name: 'armour', new: true }],
    });
    expect(await screen.findByRole('article', { name: 'Eomer (copy)' })).toBeVisible();

    // In the editor: a copy of the warrior as stored, the dialog closed.
    await userEvent.click(screen.getByRole('article', { name: 'Hama' }));
    const dialog = await findEditor('Edit Warrior');
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Warrior' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('article', { name: 'Hama (copy)' })).toBeVisible();
    expect(creates()[1]?.body).toMatchObject({ name: 'Hama (copy)', rank: 'Sergeant' });
  });
});
