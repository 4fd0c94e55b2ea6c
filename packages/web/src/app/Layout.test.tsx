import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { sessionStore } from '../api/session-store';
import { apiError, mockApi, PLAYER, renderApp } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

function headerNav() {
  return within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
}

function linkNames(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Layout', () => {
  it('shows a visitor only the public links and no Logout button', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Warband Ledger' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(linkNames(headerNav())).toEqual(['Home', 'Login/Register', 'About', 'Contact']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("shows a player the player's links and a Logout button", async () => {
    mockApi({});
    renderApp('/', { user: PLAYER });
    await screen.findByRole('heading', { level: 1, name: 'Warband Ledger' });
    const names = linkNames(headerNav());
    expect(names.slice(0, 5)).toEqual(['Home', 'My Companies', 'Campaigns', 'Matches', 'Profiles']);
    expect(names).toContain('Account Details');
    expect(names).toContain('Armoury');
    expect(names).not.toContain('Login/Register');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
  });

  it('marks the link of the page on screen as current', async () => {
    mockApi({});
    renderApp('/about');
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    expect(within(headerNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(headerNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('logs out: tells the server, forgets the user and goes home', async () => {
    const { calls } = mockApi({
      'POST /users/logout': { status: 204 },
      'GET /users/settings': { body: PLAYER },
    });
    const { router, queryClient } = renderApp('/account', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Account Details' });
    queryClient.setQueryData(['companies'], ['cached']);

    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/users/logout')?.authorization).toBe('Bearer test-token');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['companies'])).toBeUndefined();
    expect(linkNames(headerNav())).toContain('Login/Register');
  });

  it('logs out even when the server call fails', async () => {
    mockApi({
      'POST /users/logout': apiError(500, 'Something went wrong'),
      'GET /users/settings': { body: PLAYER },
    });
    const { router } = renderApp('/account', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Account Details' });
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the navigation in a drawer from the burger, and closes it on a link', async () => {
    mockApi({});
    const { router } = renderApp('/');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);

    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(linkNames(drawer)).toEqual(['Home', 'Login/Register', 'About', 'Contact']);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument(),
    );
  });

  it('offers Logout in the drawer to a player', async () => {
    mockApi({ 'POST /users/logout': { status: 204 } });
    const { router } = renderApp('/contact', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()).toBeNull();
  });

  it('titles the browser tab after the page', async () => {
    mockApi({});
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact' });
    await waitFor(() => expect(document.title).toBe('Contact | Warband Ledger'));
  });

  it('answers an unknown path with the not found page', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('gives a player the side navigation in a left column on a wide screen', async () => {
    const narrow = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...narrow(query),
      matches: query === '(min-width: 75em)',
    }));
    mockApi({ 'GET /companies': { body: [] } });
    renderApp('/about', { user: PLAYER });
    const column = await screen.findByRole('navigation', { name: 'Companies' });
    expect(await within(column).findByRole('link', { name: 'My Companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(within(column).getByText('No companies yet.')).toBeInTheDocument();
  });

  it('gives a visitor no side navigation and loads no companies', async () => {
    const { calls } = mockApi({});
    renderApp('/about');
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    expect(screen.queryByRole('navigation', { name: 'Companies' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('has a footer line', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(/unofficial companion/);
  });

  it("shows the build's version in the footer", async () => {
    mockApi({});
    renderApp('/');
    // Tests run without Vite's define: the build writes its version there (build-version.ts).
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Version dev');
  });
});
