import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { HOME_AFTER_LOGIN } from '../../app/nav';
import { apiError, mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const loginForm = () => screen.getByRole('form', { name: 'Login' });
const registerForm = () => screen.getByRole('form', { name: 'Register' });

async function fillLogin(email: string, password: string) {
  const form = within(await screen.findByRole('form', { name: 'Login' }));
  await pasteInto(form.getByLabelText('Email'), email);
  await pasteInto(form.getByLabelText('Password'), password);
  await userEvent.click(form.getByRole('button', { name: 'Login' }));
}

const secretRoute = { path: '/secret', element: <h1>Secret plans</h1> };

describe('RequireAuth', () => {
  it('sends a visitor to /login and back to where they were going after logging in', async () => {
    const { calls } = mockApi({
      'POST /users/authenticate': { body: PLAYER },
      'GET /users/settings': { body: { ...PLAYER, token: undefined } },
    });
    const { router } = renderApp('/secret?tab=2', { playerRoutes: [secretRoute] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Secret plans')).not.toBeInTheDocument();

    await fillLogin('boromir@example.com', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Secret plans' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/secret');
    expect(router.state.location.search).toBe('?tab=2');
    const called = calls.map((c) => `${c.method} ${c.path}`);
    expect(called.slice(0, 2)).toEqual(['POST /users/authenticate', 'GET /users/settings']);
    // The page's frame may ask for the player's companies (whether the first one exists yet)
    // as soon as its code has loaded; nothing else.
    expect(called.slice(2).filter((call) => call !== 'GET /companies')).toEqual([]);
    expect(calls[0]?.body).toEqual({ email: 'boromir@example.com', password: 'correct horse' });
    expect(calls[1]?.authorization).toBe('Bearer test-token');
  });

  it('lands a player who came straight to /login on the usual page', async () => {
    mockApi({
      'POST /users/authenticate': { body: PLAYER },
      'GET /users/settings': { body: PLAYER },
    });
    const { router } = renderApp('/login');
    await fillLogin('boromir@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME_AFTER_LOGIN));
  });

  it('says the session expired when the server refused it, once', async () => {
    let refused = false;
    mockApi({
      // The stored token is refused once; after the new login the list comes back.
      'GET /companies': () => {
        if (refused) return { body: [] };
        refused = true;
        return apiError(401, 'Please log in to continue.');
      },
      'POST /users/authenticate': { body: PLAYER },
      'GET /users/settings': { body: PLAYER },
    });
    const { router } = renderApp('/companies', { user: PLAYER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(sessionStore.get()).toBeNull();
    // Kept while the page shows: the client reloads it, and the note must survive that.
    expect(sessionStore.expired()).toBe(true);
    // The note explains this visit only: logging in again does not bring it back.
    await fillLogin('boromir@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(sessionStore.expired()).toBe(false);
  });

  it('says nothing of an expired session to a visitor who simply opens /login', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('form', { name: 'Login' });
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('lets a logged-in player through', async () => {
    mockApi({});
    renderApp('/secret', { user: PLAYER, playerRoutes: [secretRoute] });
    expect(await screen.findByRole('heading', { name: 'Secret plans' })).toBeInTheDocument();
  });
});

describe('/login', () => {
  it('shows both forms with their fields to a visitor', async () => {
    mockApi({});
    renderApp('/login');
    const login = within(await screen.findByRole('form', { name: 'Login' }));
    expect(login.getByLabelText('Email')).toBeInTheDocument();
    expect(login.getByLabelText('Password')).toBeInTheDocument();
    expect(login.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/forgotten-password',
    );
    const register = within(registerForm());
    for (const label of ['Name', 'Email', 'Confirm Email', 'Password', 'Confirm Password']) {
      expect(register.getByLabelText(label)).toBeInTheDocument();
    }
    expect(register.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('redirects a logged-in player away, without the forms', async () => {
    mockApi({ 'GET /users/settings': { body: PLAYER } });
    const { router } = renderApp('/login', { user: PLAYER });
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME_AFTER_LOGIN));
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('stores the user with the settings merged in', async () => {
    mockApi({
      'POST /users/authenticate': { body: PLAYER },
      'GET /users/settings': { body: { ...PLAYER, token: undefined, newRuleset: true } },
    });
    const { router } = renderApp('/login');
    await fillLogin('boromir@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME_AFTER_LOGIN));
    expect(sessionStore.get()).toMatchObject({ token: 'test-token', newRuleset: true });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ newRuleset: true });
  });

  it('keeps the login when the settings cannot be read', async () => {
    mockApi({
      'POST /users/authenticate': { body: PLAYER },
      'GET /users/settings': apiError(500, 'Something went wrong'),
    });
    const { router } = renderApp('/login');
    await fillLogin('boromir@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME_AFTER_LOGIN));
    expect(sessionStore.get()?.token).toBe('test-token');
  });

  it('shows the required-field messages on the login fields and sends nothing', async () => {
    const { calls } = mockApi({});
    renderApp('/login');
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    await userEvent.click(form.getByRole('button', { name: 'Login' }));

    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter an email');
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password');
    expect(calls).toHaveLength(0);
  });

  it('asks for a valid email address', async () => {
    mockApi({});
    renderApp('/login');
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    await pasteInto(form.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Login' }));
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('shows bad credentials in the danger alert and stays logged out', async () => {
    mockApi({ 'POST /users/authenticate': apiError(401, 'Email or password is incorrect') });
    const { router } = renderApp('/login');
    await fillLogin('boromir@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'danger');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.get()).toBeNull();
  });

  it('sends one login however often the button is pressed', async () => {
    let release: () => void = () => {};
    const { calls } = mockApi({
      'POST /users/authenticate': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: PLAYER });
        }),
      'GET /users/settings': { body: PLAYER },
    });
    renderApp('/login');
    await fillLogin('boromir@example.com', 'correct horse');
    const button = within(loginForm()).getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    expect(calls.filter((c) => c.path === '/users/authenticate')).toHaveLength(1);
    release();
    await waitFor(() => expect(sessionStore.get()).not.toBeNull());
  });
});

describe('Register form', () => {
  async function fillRegister(values: Record<string, string>) {
    const form = within(await screen.findByRole('form', { name: 'Register' }));
    for (const [label, value] of Object.entries(values)) {
      await pasteInto(form.getByLabelText(label), value);
    }
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    return form;
  }

  it('shows the mismatch messages for emails and passwords', async () => {
    const { calls } = mockApi({});
    renderApp('/login');
    const form = await fillRegister({
      Name: 'Faramir',
      Email: 'faramir@example.com',
      'Confirm Email': 'faramir@example.org',
      Password: 'ithilien-ranger',
      'Confirm Password': 'ithilien-rangers',
    });
    expect(form.getByLabelText('Confirm Email')).toHaveAccessibleDescription(
      'Your email addresses do not match.',
    );
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Your passwords do not match.',
    );
    expect(calls).toHaveLength(0);
  });

  it('requires every field', async () => {
    mockApi({});
    renderApp('/login');
    const form = await fillRegister({});
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter an email');
    expect(form.getByLabelText('Confirm Email')).toHaveAccessibleDescription(
      'Please confirm your email',
    );
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password');
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    // The login form next to it is untouched.
    expect(within(loginForm()).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  const valid = {
    Name: 'Faramir',
    Email: 'faramir@example.com',
    'Confirm Email': 'faramir@example.com',
    Password: 'ithilien-ranger',
    'Confirm Password': 'ithilien-ranger',
  };

  it('registers and logs the new player straight in, landing on My Companies', async () => {
    const { calls } = mockApi({
      'POST /users/register': { status: 201, body: { message: 'Registration successful' } },
      'POST /users/authenticate': { body: PLAYER },
      'GET /users/settings': { body: PLAYER },
    });
    const { router } = renderApp('/login');
    await fillRegister(valid);
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME_AFTER_LOGIN));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration successful');
    expect(sessionStore.get()?.token).toBe(PLAYER.token);
    // Then My Companies reads its own lists.
    expect(calls.slice(0, 3).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /users/register',
      'POST /users/authenticate',
      'GET /users/settings',
    ]);
    expect(calls[0]?.body).toEqual({
      name: 'Faramir',
      email: 'faramir@example.com',
      confirmEmail: 'faramir@example.com',
      password: 'ithilien-ranger',
      confirmPassword: 'ithilien-ranger',
    });
    expect(calls[1]?.body).toEqual({ email: 'faramir@example.com', password: 'ithilien-ranger' });
  });

  it('says to log in when the account was made but the login after it failed', async () => {
    mockApi({
      'POST /users/register': { status: 201, body: { message: 'Registration successful' } },
      'POST /users/authenticate': apiError(429, 'Too many attempts'),
    });
    const { router } = renderApp('/login');
    const form = await fillRegister(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration successful, you can now log in to your new account.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(form.getByLabelText('Name')).toHaveValue('');
  });

  it('puts the server’s field errors on the fields', async () => {
    mockApi({
      'POST /users/register': apiError(409, 'This email is already registered', {
        email: 'This email is already registered',
      }),
    });
    renderApp('/login');
    const form = await fillRegister(valid);
    await waitFor(() =>
      expect(form.getByLabelText('Email')).toHaveAccessibleDescription(
        'This email is already registered',
      ),
    );
    expect(form.getByLabelText('Name')).toHaveValue('Faramir');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
