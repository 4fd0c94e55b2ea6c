import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';
import { CAMPAIGN_ID, campaignView, match, RIVAL_ID, side, tableRow } from './campaign-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rival = { ownerId: RIVAL_ID, ownerName: 'Anna' };
const view = campaignView({
  table: [
    tableRow('riders', { name: 'Riders', won: 1, lost: 1, battles: 2, currentRating: 320 }),
    tableRow('corsairs', { name: 'Corsairs', ...rival, won: 2, battles: 2, currentRating: 280 }),
    tableRow('rangers', {
      name: 'Rangers',
      ...rival,
      won: 0,
      drawn: 1,
      battles: 1,
      currentRating: 410,
    }),
  ],
  matches: [
    match('m-pending', [
      side('riders', { companyName: 'Riders', rating: 320 }),
      side('rangers', {
        companyName: 'Rangers',
        ownerName: 'Anna',
        rating: 410,
        againstTheOdds: 0,
      }),
    ]),
    match(
      'm-played',
      [
        side('riders', {
          companyName: 'Riders',
          rating: 300,
          againstTheOdds: 2,
          battleId: 'b1',
          result: 'win',
        }),
        side('corsairs', {
          companyName: 'Corsairs',
          ownerName: 'Anna',
          rating: 340,
          battleId: 'b2',
          result: 'win',
        }),
      ],
      { status: 'played', disagreement: true, scenario: 'Hold the Ford' },
    ),
  ],
});

function openCampaign() {
  mockApi({ [`GET /campaign/${CAMPAIGN_ID}`]: { body: view }, 'GET /companies': { body: [] } });
  return renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
}

const leagueNames = () =>
  screen.getAllByTestId('league-row').map((row) => within(row).getByRole('link').textContent);

describe('/campaigns/:id', () => {
  it('sorts the league by the column whose header is clicked, and turns it on a second click', async () => {
    openCampaign();
    await screen.findByRole('heading', { level: 1, name: 'War of the Ring' });
    expect(leagueNames()).toEqual(['Corsairs', 'Riders', 'Rangers']);

    const sortByRating = screen.getByRole('button', { name: 'Rating' });
    const rating = sortByRating.closest('th');
    await userEvent.click(sortByRating);
    expect(rating).toHaveAttribute('aria-sort', 'descending');
    expect(leagueNames()).toEqual(['Rangers', 'Riders', 'Corsairs']);
    await userEvent.click(sortByRating);
    expect(rating).toHaveAttribute('aria-sort', 'ascending');
    expect(leagueNames()).toEqual(['Corsairs', 'Riders', 'Rangers']);
  });

  it("links the player's own companies to their page and the others to the read-only view", async () => {
    openCampaign();
    const riders = await screen.findByRole('link', { name: 'Riders' });
    expect(riders).toHaveAttribute('href', '/company/riders');
    expect(screen.getByRole('link', { name: 'Corsairs' })).toHaveAttribute(
      'href',
      `/campaigns/${CAMPAIGN_ID}/company/corsairs`,
    );
  });

  it("shows the matches with ratings, Against the Odds, results and a flag when they disagree; the player's side can be fought", async () => {
    openCampaign();
    const pending = await screen.findByRole('list', { name: 'To be played' });
    const upcoming = within(pending).getByRole('listitem', { name: 'Riders v Rangers' });
    expect(upcoming).toHaveTextContent('Rating 320');
    expect(upcoming).toHaveTextContent('Rating 410');
    // Only the player's own side has the button, and it opens battle mode for the match.
    const fight = within(upcoming).getAllByRole('link', { name: /Fight this match/ });
    expect(fight).toHaveLength(1);
    expect(fight[0]).toHaveAttribute(
      'href',
      `/company/riders/battle?campaign=${CAMPAIGN_ID}&match=m-pending`,
    );
    // Or both players' phones share it live.
    expect(
      within(upcoming).getByRole('link', { name: /Play it live, phone to phone/ }),
    ).toHaveAttribute('href', '/match/m-pending/live');

    const played = screen.getByRole('list', { name: 'Played' });
    const done = within(played).getByRole('listitem', { name: 'Riders v Corsairs' });
    expect(done).toHaveTextContent(
      'Against the Odds: Riders gets 2 bonus re-rolls and 2 influence.',
    );
    expect(
      within(done)
        .getAllByTestId('side-result')
        .map((r) => r.textContent),
    ).toEqual(['Won', 'Won']);
    expect(done).toHaveTextContent('Results disagree');
    expect(within(done).queryByRole('link', { name: /Fight this match/ })).toBeNull();
    expect(within(done).queryByRole('link', { name: /Play it live/ })).toBeNull();
  });

  it('records a match between two companies, saying on each picker what is missing', async () => {
    const ids = ['b1b1b1b1-0000-4000-8000-000000000001', 'b1b1b1b1-0000-4000-8000-000000000002'];
    const two = campaignView({
      table: [
        tableRow(ids[0]!, { name: 'Riders' }),
        tableRow(ids[1]!, { name: 'Corsairs', ...rival }),
      ],
    });
    const { calls } = mockApi({
      [`GET /campaign/${CAMPAIGN_ID}`]: { body: two },
      [`POST /campaign/${CAMPAIGN_ID}/matches`]: {
        status: 201,
        body: match('m1', [side(ids[0]!), side(ids[1]!)]),
      },
    });
    renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Record Match' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a match' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    expect(dialog.getAllByText('Please choose a company')).toHaveLength(2);

    await userEvent.click(dialog.getByRole('textbox', { name: 'First company' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Riders/ }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Second company' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Corsairs/ }));
    await pasteInto(dialog.getByLabelText('Scenario'), 'Hold the Ford');
    await userEvent.click(dialog.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Match recorded')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      companyIds: ids,
      scenario: 'Hold the Ford',
      playedOn: null,
    });
  });

  it('tells a player who is not a member that the campaign is not there', async () => {
    mockApi({
      [`GET /campaign/${CAMPAIGN_ID}`]: {
        status: 404,
        body: { message: 'Not found', code: 'NOT_FOUND', requestId: 't' },
      },
    });
    renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This campaign is not there' }),
    ).toBeVisible();
  });
});
