import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSearchResult } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';

const ADMIN = { ...PLAYER, isAdmin: true, donated: true };
const FRODO: UserSearchResult = {
  id: '6f1c1d2e-0000-4000-8000-00000000f0d0',
  name: 'Frodo',
  email: 'frodo@shire.test',
  donated: false,
};

afterEach(() => vi.unstubAllGlobals());

async function searchFor(term: string) {
  const field = await screen.findByLabelText(/Search players/);
  await userEvent.clear(field);
  if (term) await userEvent.type(field, term);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('/donation-admin', () => {
  it('finds players, asks before setting one donated, then searches again', async () => {
    let frodo = FRODO;
    const { calls } = mockApi({
      'GET /users/search/*': () => ({ body: [frodo] }),
      'POST /users/set-donated': () => {
        frodo = { ...frodo, donated: true };
        return { body: frodo };
      },
    });
    renderApp('/donation-admin', { user: ADMIN });
    await searchFor('fro do%');
    const row = (await screen.findByRole('cell', { name: 'Frodo' })).closest('tr')!;
    expect(row).toHaveTextContent('frodo@shire.test');
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/users/search/fro%20do%25')).toBe(true);

    await userEvent.click(within(row).getByRole('button', { name: 'Set Donated: Frodo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Set donated' });
    expect(confirm).toHaveTextContent('Set Frodo as donated?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(row).getByText('Yes')).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/users/set-donated')?.body).toEqual({
      id: FRODO.id,
    });
    expect(calls.filter((call) => call.path.startsWith('/users/search/'))).toHaveLength(2);
    const button = within(row).getByRole('button', { name: 'Set Donated: Frodo' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The focus stays where the admin was, and a second press asks nothing.
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    expect(screen.queryByRole('dialog', { name: 'Set donated' })).not.toBeInTheDocument();
  });

  it("says 'No results found' for an empty result", async () => {
    mockApi({ 'GET /users/search/*': { body: [] } });
    renderApp('/donation-admin', { user: ADMIN });
    await searchFor('nobody');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('shows a failed search below the form, and asks for a term before searching', async () => {
    const { calls } = mockApi({
      'GET /users/search/*': apiError(500, 'Something went wrong. Please try again.'),
    });
    renderApp('/donation-admin', { user: ADMIN });
    await searchFor('');
    expect(await screen.findByText(/Please enter a name or an email/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/users/search'))).toHaveLength(0);
    await searchFor('frodo');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('shows a player who is not an admin no search, and the header no link to it', async () => {
    mockApi({});
    renderApp('/donation-admin', { user: { ...PLAYER, donated: true } });
    expect(await screen.findByText('Only an admin can manage donations.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Search players/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donation admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the header link', async () => {
    mockApi({});
    renderApp('/', { user: ADMIN });
    const admin = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Donation admin' })).toHaveAttribute(
      'href',
      '/donation-admin',
    );
  });
});
