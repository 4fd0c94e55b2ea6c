import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { apiError, mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const { token: _token, ...PUBLIC_PLAYER } = PLAYER;

describe('/account', () => {
  it('shows the account sections with the stored details', async () => {
    mockApi({ 'GET /users/settings': { body: PUBLIC_PLAYER } });
    renderApp('/account', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Change Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    const details = within(screen.getByRole('form', { name: 'Change Details' }));
    expect(details.getByLabelText('Name')).toHaveValue('Boromir');
    expect(details.getByLabelText('Email')).toHaveValue('boromir@example.com');
    const setting = screen.getByRole('radiogroup', { name: 'Ruleset for new companies' });
    expect(within(setting).getByRole('radio', { name: 'Older ruleset' })).toBeChecked();
    expect(within(setting).getByRole('radio', { name: '2024 ruleset' })).not.toBeChecked();
    expect(setting).toHaveAccessibleDescription(
      /adds an Intelligence characteristic and makes Courage a target number/,
    );
  });

  it('updates the details and merges them into the stored user', async () => {
    let saved = PUBLIC_PLAYER;
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: saved }),
      'PUT /users/update': () => {
        saved = { ...saved, name: 'Boromir of Gondor' };
        return { body: saved };
      },
    });
    renderApp('/account', { user: PLAYER });
    const details = within(await screen.findByRole('form', { name: 'Change Details' }));
    await userEvent.clear(details.getByLabelText('Name'));
    await pasteInto(details.getByLabelText('Name'), '  Boromir of Gondor ');
    await userEvent.click(details.getByRole('button', { name: 'Update Details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Details updated successfully');
    expect(calls.find((c) => c.path === '/users/update')?.body).toEqual({
      name: 'Boromir of Gondor',
      email: 'boromir@example.com',
    });
    expect(sessionStore.get()).toMatchObject({ name: 'Boromir of Gondor', token: 'test-token' });
  });

  it('requires name and email', async () => {
    const { calls } = mockApi({ 'GET /users/settings': { body: PUBLIC_PLAYER } });
    renderApp('/account', { user: PLAYER });
    const details = within(await screen.findByRole('form', { name: 'Change Details' }));
    await userEvent.clear(details.getByLabelText('Name'));
    await userEvent.clear(details.getByLabelText('Email'));
    await userEvent.click(details.getByRole('button', { name: 'Update Details' }));
    expect(details.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    expect(details.getByLabelText('Email')).toHaveAccessibleDescription('Please enter an email');
    expect(calls.some((c) => c.path === '/users/update')).toBe(false);
  });

  it('changes the password, says so and clears the fields', async () => {
    const { calls } = mockApi({
      'GET /users/settings': { body: PUBLIC_PLAYER },
      'PUT /users/password': { body: { message: 'Password changed successfully' } },
    });
    renderApp('/account', { user: PLAYER });
    const form = within(await screen.findByRole('form', { name: 'Change Password' }));
    await pasteInto(form.getByLabelText('Current Password'), 'old-password');
    await pasteInto(form.getByLabelText('New Password'), 'new-password');
    await pasteInto(form.getByLabelText('Confirm Password'), 'new-password');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password changed successfully');
    expect(calls.find((c) => c.path === '/users/password')?.body).toEqual({
      password: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(form.getByLabelText('Current Password')).toHaveValue('');
    expect(form.getByLabelText('New Password')).toHaveValue('');
    expect(form.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it('says when the new passwords do not match', async () => {
    mockApi({ 'GET /users/settings': { body: PUBLIC_PLAYER } });
    renderApp('/account', { user: PLAYER });
    const form = within(await screen.findByRole('form', { name: 'Change Password' }));
    await pasteInto(form.getByLabelText('Current Password'), 'old-password');
    await pasteInto(form.getByLabelText('New Password'), 'new-password');
    await pasteInto(form.getByLabelText('Confirm Password'), 'other-password');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Your passwords do not match.',
    );
  });

  it('puts a wrong current password on the Current Password field', async () => {
    mockApi({
      'GET /users/settings': { body: PUBLIC_PLAYER },
      'PUT /users/password': apiError(400, 'Invalid input', {
        password: 'Your current password is incorrect',
      }),
    });
    renderApp('/account', { user: PLAYER });
    const form = within(await screen.findByRole('form', { name: 'Change Password' }));
    await pasteInto(form.getByLabelText('Current Password'), 'not-it');
    await pasteInto(form.getByLabelText('New Password'), 'new-password');
    await pasteInto(form.getByLabelText('Confirm Password'), 'new-password');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));

    await waitFor(() =>
      expect(form.getByLabelText('Current Password')).toHaveAccessibleDescription(
        'Your current password is incorrect',
      ),
    );
    expect(form.getByLabelText('New Password')).toHaveValue('new-password');
  });

  it('shows other failures in the danger alert', async () => {
    mockApi({
      'GET /users/settings': { body: PUBLIC_PLAYER },
      'PUT /users/update': apiError(500, 'Something went wrong on our side'),
    });
    renderApp('/account', { user: PLAYER });
    const details = within(await screen.findByRole('form', { name: 'Change Details' }));
    await userEvent.click(details.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });

  it('saves the ruleset for new companies as soon as it is chosen', async () => {
    // As the server: a read answers what was saved last (the page's adverts read it too).
    let saved = PUBLIC_PLAYER;
    const { calls } = mockApi({
      'GET /users/settings': () => ({ body: saved }),
      'PUT /users/settings': ({ body }) => {
        saved = { ...saved, ...(body as object) };
        return { body: saved };
      },
    });
    renderApp('/account', { user: PLAYER });
    await userEvent.click(await screen.findByRole('radio', { name: '2024 ruleset' }));

    await waitFor(() => expect(sessionStore.get()?.newRuleset).toBe(true));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/users/settings')?.body).toEqual({
      newRuleset: true,
    });
    expect(screen.getByRole('radio', { name: '2024 ruleset' })).toBeChecked();
  });

  it('puts the choice back when the ruleset cannot be saved', async () => {
    mockApi({
      'GET /users/settings': { body: PUBLIC_PLAYER },
      'PUT /users/settings': apiError(500, 'Could not save your settings'),
    });
    renderApp('/account', { user: PLAYER });
    await userEvent.click(await screen.findByRole('radio', { name: '2024 ruleset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your settings');
    expect(screen.getByRole('radio', { name: '2024 ruleset' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Older ruleset' })).toBeChecked();
    expect(sessionStore.get()?.newRuleset).toBe(false);
  });

  it('refreshes the stored user from the settings', async () => {
    mockApi({ 'GET /users/settings': { body: { ...PUBLIC_PLAYER, donated: true } } });
    renderApp('/account', { user: PLAYER });
    await waitFor(() => expect(sessionStore.get()?.donated).toBe(true));
  });
});
