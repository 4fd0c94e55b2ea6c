import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLiveBattle } from '@warband/rules';
import type { LiveBattleState, MatchSummary } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { readBattle } from './battle-storage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The server takes ids as UUIDs: the aftermath is checked against its schema before it is sent.
const HAMA = '0a1b2c3d-0000-4000-8000-000000000001';
const SPEAR = '0a1b2c3d-0000-4000-8000-000000000002';
const MATCH = '0a1b2c3d-0000-4000-8000-0000000000aa';

const riders = () =>
  company('riders', { name: 'Riders' }, [
    warrior(HAMA, { rank: 'Hero', name: 'Háma' }),
    warrior(SPEAR, { rank: 'Warrior', name: 'Spear' }),
  ]);

const profile = { wounds: 1, might: 1, will: 1, fate: 1 };

/** The friendly match's live battle, both sides ended: the Riders are side 1, the player's. */
function ended(change: (state: LiveBattleState) => LiveBattleState = (s) => s): LiveBattleState {
  const start = startLiveBattle([
    {
      companyId: 'corsairs',
      userId: 'anna',
      name: 'Corsairs',
      warriors: [{ id: 'pirate', name: 'Pirate', ...profile }],
    },
    {
      companyId: 'riders',
      userId: PLAYER.id,
      name: 'Riders',
      warriors: [
        { id: HAMA, name: 'Háma', ...profile },
        { id: SPEAR, name: 'Spear', ...profile },
      ],
    },
  ]);
  const [corsairs, own] = start.sides;
  return change({
    ...start,
    seq: 9,
    turn: 3,
    phase: 'end',
    matchId: MATCH,
    mySide: 1,
    aftermathApplied: [false, false],
    presence: [
      { connected: true, lastSeenAt: null },
      { connected: true, lastSeenAt: null },
    ],
    sides: [
      { ...corsairs, ended: true },
      {
        ...own,
        ended: true,
        warriors: {
          [HAMA]: { ...own.warriors[HAMA]!, mightSpent: 1, state: 'fled' },
          [SPEAR]: { ...own.warriors[SPEAR]!, woundsInflicted: 2 },
        },
      },
    ],
  });
}

const match: MatchSummary = {
  id: MATCH,
  kind: 'friendly',
  campaignId: null,
  campaignName: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  confirmation: 'waiting',
  live: true,
  mySide: 1,
  sides: [
    {
      companyId: 'corsairs',
      companyName: 'Corsairs',
      ownerName: 'Anna',
      rating: 345,
      againstTheOdds: 0,
    },
    {
      companyId: 'riders',
      companyName: 'Riders',
      ownerName: 'Boromir',
      rating: 200,
      againstTheOdds: 2,
    },
  ],
};

function serve(live: LiveBattleState) {
  let applied = false;
  return mockApi({
    'GET /companies': { body: [riders()] },
    // Read again once the aftermath is applied, the battle says so: the wizard still finishes.
    [`GET /match/${MATCH}/live`]: () => ({
      body: applied ? { ...live, aftermathApplied: [false, true] } : live,
    }),
    'GET /matches': { body: [match] },
    'PUT /company/riders/battle': () => {
      applied = true;
      return { body: riders() };
    },
  });
}

const press = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

describe('the War’s Aftermath of a live battle', () => {
  it('starts at its first step from where the live battle ended, and leads back to it', async () => {
    serve(ended());
    const view = renderApp(`/company/riders/battle?live=${MATCH}`, { user: PLAYER });
    expect(await screen.findByText('Friendly match: Riders v Corsairs')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Result' })).toBeVisible();
    await waitFor(() =>
      expect(readBattle(PLAYER.id, 'riders')).toMatchObject({
        stage: 'ended',
        match: { id: MATCH, campaignId: null, live: true },
        companyRating: 200,
        opponentRating: 345,
      }),
    );
    const roster = readBattle(PLAYER.id, 'riders')!.roster;
    expect(roster.find(({ id }) => id === HAMA)?.counters).toMatchObject({
      fled: true,
      remainingMight: 0,
    });
    expect(roster.find(({ id }) => id === SPEAR)?.counters.woundsInflicted).toBe(2);

    await press('Back to the live battle');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/match/${MATCH}/live`));
    // Kept on the device: coming back goes on with it, without asking.
    expect(readBattle(PLAYER.id, 'riders')?.stage).toBe('ended');
  });

  it('sends the match with the live counters and goes back to the live battle', async () => {
    const api = serve(ended());
    const view = renderApp(`/company/riders/battle?live=${MATCH}`, { user: PLAYER });
    await userEvent.click(await screen.findByRole('radio', { name: 'Loss' }));
    await press('Next');
    await screen.findByRole('heading', { name: 'Experience' });
    await press('Next');
    await screen.findByRole('heading', { name: 'Influence' });
    await press('Submit');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/match/${MATCH}/live`));
    expect(await screen.findByText("War's Aftermath saved")).toBeVisible();
    const [sent] = api.calls.filter((call) => call.method === 'PUT');
    expect(sent?.body).toMatchObject({
      matchId: MATCH,
      result: 'loss',
      opponentRating: 345,
      opponent: { name: 'Anna', company: 'Corsairs' },
      participants: [
        { warriorId: HAMA, fled: true, wounded: false, remainingMight: 0 },
        { warriorId: SPEAR, fled: false, woundsInflicted: 2 },
      ],
    });
    expect(readBattle(PLAYER.id, 'riders')).toBeNull();
  });

  it('waits for the side to end the live battle, and refuses a side already applied', async () => {
    serve(
      ended((state) => ({
        ...state,
        sides: [state.sides[0], { ...state.sides[1], ended: false }],
      })),
    );
    const view = renderApp(`/company/riders/battle?live=${MATCH}`, { user: PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'End the live battle for your side first',
    );
    expect(readBattle(PLAYER.id, 'riders')).toBeNull();
    view.unmount();

    serve(ended((state) => ({ ...state, aftermathApplied: [false, true] })));
    renderApp(`/company/riders/battle?live=${MATCH}`, { user: PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This company's side of the match already has its battle applied.",
    );
    expect(screen.getByRole('link', { name: 'Back to the live battle' })).toHaveAttribute(
      'href',
      `/match/${MATCH}/live`,
    );
  });
});
