import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { tableRow } from './campaign-fixtures';
import { LeagueTable } from './LeagueTable';

afterEach(() => {
  vi.restoreAllMocks();
});

const rows = [
  tableRow('riders', { name: 'Riders', ownerName: 'Boromir', won: 1, lost: 1, battles: 2 }),
  tableRow('corsairs', { name: 'Corsairs', ownerName: 'Anna', won: 2, battles: 2, fallen: 1 }),
  tableRow('rangers', {
    name: 'Rangers',
    ownerName: 'Anna',
    drawn: 1,
    battles: 1,
    currentRating: 410,
  }),
];

/** The screen is `width` px wide, as far as the page's media queries can tell. */
function screenOf(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: 36em/.test(query) && width <= 576,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderLeague(waiting?: ReadonlyMap<string, number>) {
  renderComponent(
    <LeagueTable
      rows={rows}
      companyLink={(row) => `/company/${row.companyId}`}
      {...(waiting ? { waiting } : {})}
    />,
  );
}

const names = () =>
  screen.getAllByTestId('league-row').map((row) => within(row).getByRole('link').textContent);

describe('the league on a phone', () => {
  it('gives each company a block of its figures, with no table to scroll sideways', async () => {
    screenOf(360);
    renderLeague();
    expect(screen.queryByRole('table')).toBeNull();
    const league = screen.getByRole('list', { name: 'League' });
    const corsairs = within(league).getAllByRole('listitem')[0]!;
    expect(within(corsairs).getByRole('link')).toHaveTextContent('Corsairs');
    expect(corsairs).toHaveTextContent('Rohan · Anna');
    const figure = (key: string) => corsairs.querySelector(`[data-column="${key}"]`)?.textContent;
    expect([figure('currentRating'), figure('battles'), figure('won'), figure('fallen')]).toEqual([
      '300',
      '2',
      '2',
      '1',
    ]);
    // The short names are spelled out under the league.
    expect(
      screen.getByText(
        /Rtg: Rating · Bt: Battles · W: Won · D: Drawn · L: Lost · Inf: Influence · Fal: Fallen/,
      ),
    ).toBeVisible();
    expect(league).toHaveAccessibleDescription(/count this campaign’s matches only/);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Rating');
    expect(names()).toEqual(['Rangers', 'Corsairs', 'Riders']);
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Low to high');
    expect(names()[0]).not.toBe('Rangers');
    expect(names()[2]).toBe('Rangers');
  });

  it('says under a company’s name how many of its battles wait to be confirmed', () => {
    screenOf(360);
    renderLeague(new Map([['rangers', 1]]));
    const league = screen.getByRole('list', { name: 'League' });
    const [corsairs, riders, rangers] = within(league).getAllByRole('listitem');
    expect(rangers).toHaveTextContent('Rangers');
    expect(within(rangers!).getByTestId('league-waiting')).toHaveTextContent(
      '1 battle waits to be confirmed',
    );
    expect(within(corsairs!).queryByTestId('league-waiting')).toBeNull();
    expect(within(riders!).queryByTestId('league-waiting')).toBeNull();
    expect(league).toHaveAccessibleDescription(/counts once both players confirmed it/);
  });
});

describe('the league on a wider screen', () => {
  it('is a table whose headers sort it, with the legend of what it counts', async () => {
    screenOf(1280);
    renderLeague();
    const table = screen.getByRole('table', { name: 'League' });
    expect(table).toHaveAccessibleDescription(/count this campaign’s matches only/);
    expect(screen.queryByText(/Rtg: Rating/)).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Rating' }));
    expect(names()).toEqual(['Rangers', 'Corsairs', 'Riders']);
  });
});
