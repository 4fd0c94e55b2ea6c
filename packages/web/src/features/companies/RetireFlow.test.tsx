import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A player's companies held like the server's, so a retire shows in the next read. */
function companiesServer(list: Company[]) {
  return mockApi({
    'GET /companies': () => ({ body: list }),
    ...Object.fromEntries(
      list.map((entry, index) => [
        `PUT /company/${entry.id}/retire`,
        ({ body }: { body: unknown }) => {
          list[index] = { ...list[index]!, retired: (body as { retire: boolean }).retire };
          return { body: list[index] };
        },
      ]),
    ),
  });
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Company' }));
}

async function confirm(text: string) {
  const question = await screen.findByText(text);
  const dialog = question.closest<HTMLElement>('[role="dialog"]')!;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('retiring a company', () => {
  it('asks, retires with the id and flag, and goes to Retired Companies', async () => {
    const list = [
      company('riders', { name: 'Riders' }, [warrior('Eomer', { rank: 'Leader' })]),
      company('archers', { name: 'Archers' }),
    ];
    const { calls } = companiesServer(list);
    const view = renderApp('/company/riders', { user: PLAYER });
    const dialog = await openEdit();
    await userEvent.click(dialog.getByRole('button', { name: 'Retire' }));
    await confirm('Are you sure you want to retire this company?');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retired Companies' }),
    ).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/retired');
    expect(screen.getByRole('alert')).toHaveTextContent('Company retired successfully');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/company/riders/retire',
      body: { id: 'riders', retire: true },
    });
    const grid = screen.getByRole('list', { name: 'Retired Companies' });
    expect(
      within(grid)
        .getAllByTestId('company-card-name')
        .map((a) => a.textContent),
    ).toEqual(['Riders']);
  });

  it('re-enlists a retired company from its page, after asking, back to My Companies', async () => {
    const list = [company('riders', { name: 'Riders', retired: true })];
    const { calls } = companiesServer(list);
    const view = renderApp('/company/riders', { user: PLAYER });
    expect(await screen.findByText('Retired')).toBeVisible();
    const dialog = await openEdit();
    // The player is already in Edit: the note points at the button beside it.
    expect(
      dialog.getByText('This company is retired. Re-enlist it to play it again.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Re-Enlist' }));
    await confirm('Are you sure you want to re-enlist this company?');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Companies' })).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/companies');
    expect(screen.getByRole('alert')).toHaveTextContent('Company re-enlisted successfully');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: 'riders',
      retire: false,
    });
  });

  it('stays put and says why when the server refuses', async () => {
    mockApi({
      'GET /companies': { body: [company('riders', { name: 'Riders' })] },
      'PUT /company/riders/retire': apiError(404, 'Not found'),
    });
    const view = renderApp('/company/riders', { user: PLAYER });
    const dialog = await openEdit();
    await userEvent.click(dialog.getByRole('button', { name: 'Retire' }));
    await confirm('Are you sure you want to retire this company?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(view.router.state.location.pathname).toBe('/company/riders');
  });
});

describe('Retired Companies', () => {
  it('lists only retired companies with the list sorts, and says when there are none', async () => {
    mockApi({
      'GET /companies': {
        body: [
          company('b', { name: 'Bravo', retired: true, race: 'Rohan' }),
          company('a', { name: 'Alpha' }),
          company('c', { name: 'Charlie', retired: true, race: 'Dale' }),
        ],
      },
    });
    renderApp('/retired', { user: PLAYER });
    const grid = await screen.findByRole('list', { name: 'Retired Companies' });
    const names = () =>
      within(grid)
        .getAllByTestId('company-card-name')
        .map((a) => a.textContent);
    expect(names()).toEqual(['Bravo', 'Charlie']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Race');
    expect(names()).toEqual(['Charlie', 'Bravo']);
    expect(localStorage.getItem('sort:retired')).toBe('race');
  });

  it('says when no company is retired', async () => {
    mockApi({ 'GET /companies': { body: [company('a', { name: 'Alpha' })] } });
    renderApp('/retired', { user: PLAYER });
    expect(
      await screen.findByText(
        'No retired companies. A company retired from its Edit dialog rests here.',
      ),
    ).toBeVisible();
  });
});
