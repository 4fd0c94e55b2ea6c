import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const cardNames = () => screen.getAllByTestId('company-card-name').map((node) => node.textContent);

async function chooseSort(label: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
}

describe('My Companies', () => {
  it('says so when there are no companies, and offers the New Company card', async () => {
    mockApi({ 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Companies' })).toBeVisible();
    expect(
      await screen.findByText('No companies yet. Start your first with New Company.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Company' })).toBeVisible();
    expect(document.title).toBe('My Companies | Warband Ledger');
  });

  it('shows a failed load as text', async () => {
    mockApi({ 'GET /companies': apiError(500, 'The server is having a bad day') });
    renderApp('/companies', { user: PLAYER });
    expect(
      await screen.findByText('Could not load your companies: The server is having a bad day'),
    ).toBeVisible();
  });

  it('shows active companies with race, current rating and living warriors', async () => {
    const riders = company('Riders of the Mark', { race: 'Rohan' }, [
      warrior('Eomer', { rank: 'Leader', basePoints: 60 }),
      warrior('Hama', { basePoints: 8 }),
      warrior('Fallen', { status: 'dead' }),
    ]);
    mockApi({
      'GET /companies': { body: [riders, company('Old Guard', { retired: true })] },
    });
    renderApp('/companies', { user: PLAYER });
    const card = await screen.findByTestId('company-card');
    expect(cardNames()).toEqual(['Riders of the Mark']);
    expect(card).toHaveTextContent('Rohan');
    expect(card).toHaveTextContent('Rating 68');
    expect(card).toHaveTextContent('2 warriors');
    expect(within(card).getByRole('link', { name: 'Riders of the Mark' })).toHaveAttribute(
      'href',
      `/company/${riders.id}`,
    );
    // The New Company card trails the list.
    const items = within(screen.getByRole('list', { name: 'My Companies' })).getAllByRole(
      'listitem',
    );
    expect(items.at(-1)).toHaveTextContent('New Company');
  });

  it('sorts oldest first by default and keeps the chosen sort for the screen', async () => {
    mockApi({
      'GET /companies': {
        body: [
          company('Wolves', { race: 'Angmar', currentRating: 100 }),
          company('Archers', { race: 'Rivendell', currentRating: 300 }),
          company('Spears', { race: 'Dale', currentRating: 200 }),
        ],
      },
    });
    const view = renderApp('/companies', { user: PLAYER });
    await screen.findAllByTestId('company-card');
    expect(cardNames()).toEqual(['Wolves', 'Archers', 'Spears']);

    await chooseSort('Name');
    expect(cardNames()).toEqual(['Archers', 'Spears', 'Wolves']);
    await chooseSort('Race');
    expect(cardNames()).toEqual(['Wolves', 'Spears', 'Archers']);
    await chooseSort('Rating');
    expect(cardNames()).toEqual(['Archers', 'Spears', 'Wolves']);
    expect(localStorage.getItem('sort:companies')).toBe('rating');

    view.unmount();
    renderApp('/companies', { user: PLAYER });
    await screen.findAllByTestId('company-card');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Rating');
  });

  it('opens a company from its card', async () => {
    const riders = company('Riders', { influence: 12 });
    mockApi({ 'GET /companies': { body: [riders] } });
    const { router } = renderApp('/companies', { user: PLAYER });
    await userEvent.click(await screen.findByRole('link', { name: 'Riders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/company/${riders.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  });
});
