import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { readBattle } from './battle-storage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CAMPAIGN = 'k1';
// No one with an old wound: Next goes straight on to Against the Odds.
const riders = () =>
  company('riders', { name: 'Riders' }, [
    warrior('Hama', { rank: 'Hero' }),
    warrior('Spear', { rank: 'Warrior' }),
  ]);
const side = (companyId: string, companyName: string, ownerName: string, rating: number) => ({
  companyId,
  companyName,
  ownerName,
  rating,
  againstTheOdds: 0,
  battleId: null,
  result: null,
});
const view = {
  campaign: {
    id: CAMPAIGN,
    name: 'War of the Ring',
    description: '',
    newRuleset: false,
    ownerName: 'Anna',
    role: 'player',
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
  },
  members: [],
  table: [],
  matches: [
    {
      id: 'm1',
      scenario: 'Hold the Ford',
      playedOn: null,
      recordedBy: 'Anna',
      recordedAt: '2026-05-01T10:00:00.000Z',
      status: 'pending',
      disagreement: false,
      sides: [side('corsairs', 'Corsairs', 'Anna', 345), side('riders', 'Riders', 'Boromir', 200)],
    },
  ],
  feed: { entries: [], next: null },
  invites: [],
};

describe('a battle started from a campaign match', () => {
  it('fills in both ratings the match kept, names the match and keeps it for the aftermath', async () => {
    mockApi({
      'GET /companies': { body: [riders()] },
      [`GET /campaign/${CAMPAIGN}`]: { body: view },
    });
    renderApp(`/company/riders/battle?campaign=${CAMPAIGN}&match=m1`, { user: PLAYER });

    expect(
      await screen.findByText('Campaign match: War of the Ring: Riders v Corsairs'),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Against the Odds' }));
    expect(await screen.findByLabelText("Opponent's rating")).toHaveValue('345');
    // Both ratings as the match kept them, whatever the Riders recruited since: the opponent's
    // cannot be typed over.
    expect(riders().currentRating).not.toBe(200);
    expect(screen.getByLabelText("Opponent's rating")).toHaveAttribute('readonly');
    // Shown filled, as a figure given rather than a field to type in.
    expect(screen.getByLabelText("Opponent's rating")).toHaveAttribute('data-variant', 'filled');
    expect(
      screen.getByText('Ratings: opponent 345, your company 200. Difference 145.'),
    ).toBeVisible();
    expect(screen.getByLabelText("Opponent's name")).toHaveValue('Anna');
    expect(screen.getByLabelText("Opponent's company")).toHaveValue('Corsairs');
    expect(screen.getByLabelText('Scenario')).toHaveValue('Hold the Ford');
    await waitFor(() =>
      expect(readBattle(PLAYER.id, 'riders')?.match).toEqual({
        id: 'm1',
        campaignId: CAMPAIGN,
        name: 'War of the Ring: Riders v Corsairs',
      }),
    );
  });

  it('refuses a match this company does not play in', async () => {
    const other = {
      ...view,
      matches: [
        { ...view.matches[0]!, sides: [view.matches[0]!.sides[0]!, side('x', 'X', 'Y', 1)] },
      ],
    };
    mockApi({
      'GET /companies': { body: [riders()] },
      [`GET /campaign/${CAMPAIGN}`]: { body: other },
    });
    renderApp(`/company/riders/battle?campaign=${CAMPAIGN}&match=m1`, { user: PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'None of the companies in this match is this one.',
    );
    expect(readBattle(PLAYER.id, 'riders')).toBeNull();
  });
});
