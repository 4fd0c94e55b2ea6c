import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';
import { loadProfileEditor } from '../warriors';
import { storedItem, storedProfile } from '../../app/test-stored-entities';
import { choose, clickTab, findEditor, openTab, tabNames, typeInto } from '../../app/test-editor';

// The dialog is a lazy chunk; loaded here once, so no test waits for the import.
await loadProfileEditor();

vi.setConfig({ testTimeout: 60_000 });
// The editor's pickers open slowly in jsdom on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rider = storedProfile('rider', {
  name: 'Rider',
  race: ['Rohan', 'Dale'],
  rank: 'Warrior',
  baseClass: 'Rider of Rohan',
  basePoints: 9,
  wargear: [storedItem('spear', 1)],
});
const man = storedProfile('man', { name: 'Man', baseClass: 'Militia', basePoints: 4 });

const cardNames = () => screen.getAllByTestId('profile-card-name').map((name) => name.textContent);

describe('My Profiles', () => {
  it('shows the profiles sorted by race, each with its races, rank, points and profile', async () => {
    mockApi({ 'GET /profile': { body: [rider, man] } });
    renderApp('/profiles', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profiles' })).toBeVisible();
    expect(document.title).toBe('My Profiles | Warband Ledger');
    await screen.findAllByTestId('profile-card');
    expect(cardNames()).toEqual(['Man', 'Rider']);
    const card = screen.getAllByTestId('profile-card')[1]!;
    expect(card).toHaveTextContent('Rohan, Dale');
    expect(card).toHaveTextContent('Warrior · Rider of Rohan');
    expect(card).toHaveTextContent('10 pts');
    expect(card.querySelector('[data-stat="shoot"]')).toHaveTextContent('4+');
    expect(screen.getAllByTestId('profile-card')[0]).toHaveTextContent('Any race');
    expect(screen.getByRole('link', { name: 'Profiles' })).toHaveAttribute('href', '/profiles');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Points');
    expect(cardNames()).toEqual(['Man', 'Rider']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name Z–A');
    expect(cardNames()).toEqual(['Rider', 'Man']);
    expect(localStorage.getItem('sort:profiles')).toBe('name-desc');
  });

  it('says when there are no profiles yet', async () => {
    mockApi({ 'GET /profile': { body: [] } });
    renderApp('/profiles', { user: PLAYER });
    expect(
      await screen.findByText('No profiles yet. Create your first with New Profile.'),
    ).toBeVisible();
  });

  it('creates a profile in the editor: no injuries nor hero tabs, a base class required', async () => {
    const stored: Profile[] = [];
    const { calls } = mockApi({
      'GET /profile': () => ({ body: stored }),
      'POST /profile/create': ({ body }) => {
        const saved = storedProfile('p1', body as never);
        stored.push(saved);
        return { status: 201, body: saved };
      },
    });
    renderApp('/profiles', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'New Profile' }));
    const dialog = await findEditor('Create a Profile');
    await choose(dialog, 'Rank', 'Leader');
    expect(tabNames(dialog)).toEqual([
      'Details',
      'Characteristics',
      'Wargear',
      'Rules',
      'Overview',
    ]);
    await pasteInto(dialog.getByLabelText('Name'), 'Marshal');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    expect(openTab(dialog)).toBe('Details');
    expect(dialog.getByLabelText('Base Class')).toHaveAccessibleDescription(
      'Please enter a base class',
    );
    await pasteInto(dialog.getByLabelText('Base Class'), 'Marshal of the Mark');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Races' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rohan' }));
    await typeInto(dialog, 'Base Points', '40');
    await clickTab(dialog, 'Overview');
    await userEvent.click(dialog.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Marshal created successfully');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Marshal',
      race: ['Rohan'],
      rank: 'Leader',
      baseClass: 'Marshal of the Mark',
      basePoints: 40,
      modifyStats: { might: 1, will: 1, fate: 1 },
    });
    expect(await screen.findByTestId('profile-card')).toHaveTextContent('Marshal');
  });

  it('edits and deletes a profile', async () => {
    let stored = [rider];
    const { calls } = mockApi({
      'GET /profile': () => ({ body: stored }),
      'PUT /profile/rider': ({ body }) => {
        stored = [{ ...rider, name: (body as Profile).name }];
        return { body: stored[0] };
      },
      'DELETE /profile/rider': () => {
        stored = [];
        return { status: 204 };
      },
    });
    renderApp('/profiles', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rider' }));
    let dialog = await findEditor('Edit Profile');
    expect(dialog.getByText('Rohan')).toBeVisible();
    await typeInto(dialog, 'Name', 'Outrider');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Outrider updated successfully');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Outrider',
      race: ['Rohan', 'Dale'],
      wargear: [{ id: 'spear', new: false, remove: false }],
    });

    await userEvent.click(await screen.findByRole('button', { name: /^Edit / }));
    dialog = await findEditor('Edit Profile');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete profile' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile deleted successfully');
    await waitFor(() =>
      expect(
        screen.getByText('No profiles yet. Create your first with New Profile.'),
      ).toBeVisible(),
    );
  });
});
