import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLiveBattle } from '@warband/rules';
import type { CampaignView, LiveBattleState } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pasteInto, PLAYER, renderApp } from '../../app/test-utils';
import { CAMPAIGN_ID, campaignView, match, RIVAL_ID, side, tableRow } from './campaign-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rival = { ownerId: RIVAL_ID, ownerName: 'Anna' };
const NOTE = 'Háma was slain, not wounded.';

/**
 * Three matches played live: one both players confirmed, one waiting for the second player,
 * one disputed by the rival's side. The league counts the confirmed one alone.
 */
function liveView(role: CampaignView['campaign']['role']): CampaignView {
  const view = campaignView({
    table: [
      tableRow('riders', { name: 'Riders', battles: 1, won: 1 }),
      tableRow('corsairs', { name: 'Corsairs', ...rival, battles: 1, lost: 1 }),
      tableRow('rangers', { name: 'Rangers', ...rival }),
    ],
    matches: [
      match(
        'm-disputed',
        [
          side('riders', { companyName: 'Riders', battleId: 'b1', result: 'win' }),
          side('rangers', { companyName: 'Rangers', ownerName: 'Anna', battleId: 'b2' }),
        ],
        { confirmation: 'disputed' },
      ),
      match(
        'm-waiting',
        [
          side('riders', { companyName: 'Riders', battleId: 'b3', result: 'draw' }),
          side('corsairs', {
            companyName: 'Corsairs',
            ownerName: 'Anna',
            battleId: 'b4',
            result: 'draw',
          }),
        ],
        { confirmation: 'waiting', status: 'played' },
      ),
      match(
        'm-confirmed',
        [
          side('riders', { companyName: 'Riders', battleId: 'b5', result: 'win' }),
          side('corsairs', {
            companyName: 'Corsairs',
            ownerName: 'Anna',
            battleId: 'b6',
            result: 'loss',
          }),
        ],
        { status: 'played' },
      ),
    ],
  });
  return { ...view, campaign: { ...view.campaign, role } };
}

function disputedBattle(): LiveBattleState {
  const start = startLiveBattle([
    { companyId: 'riders', userId: PLAYER.id, name: 'Riders', warriors: [] },
    { companyId: 'rangers', userId: RIVAL_ID, name: 'Rangers', warriors: [] },
  ]);
  const away = { connected: false, lastSeenAt: null };
  return {
    ...start,
    seq: 8,
    matchId: 'm-disputed',
    mySide: null,
    confirmation: 'disputed',
    sides: [
      { ...start.sides[0], ended: true, confirmed: true },
      { ...start.sides[1], ended: true, dispute: NOTE },
    ],
    presence: [away, away],
    aftermathApplied: [true, true],
  };
}

describe('a campaign’s matches played live', () => {
  it('flags a disputed match to the owner with what the players said, and a Settle', async () => {
    mockApi({
      [`GET /campaign/${CAMPAIGN_ID}`]: { body: liveView('owner') },
      'GET /match/m-disputed/live': { body: disputedBattle() },
    });
    renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
    expect(
      await screen.findByText('1 disputed match waits for you to settle it.'),
    ).toBeInTheDocument();
    const disputed = screen.getByRole('listitem', { name: 'Riders v Rangers' });
    expect(disputed).toHaveTextContent(
      'DisputedThe players do not agree on this match: the league does not count it yet.',
    );
    expect(await within(disputed).findByText(NOTE)).toBeInTheDocument();
    expect(within(disputed).getByText('Anna (Rangers) says:')).toBeInTheDocument();
    // Waiting and confirmed matches carry no Settle.
    expect(screen.getAllByRole('button', { name: /^Settle/ })).toHaveLength(1);
    expect(
      within(disputed).getByRole('button', { name: 'Settle: Riders v Rangers' }),
    ).toBeVisible();
  });

  it('lets an arbiter settle a disputed match once, with a note, and reads the campaign again', async () => {
    let view = liveView('arbiter');
    const { calls } = mockApi({
      [`GET /campaign/${CAMPAIGN_ID}`]: () => ({ body: view }),
      'GET /match/m-disputed/live': { body: disputedBattle() },
      'POST /match/m-disputed/live/settle': () => {
        view = {
          ...view,
          matches: view.matches.map((each) =>
            each.id === 'm-disputed' ? { ...each, confirmation: 'confirmed' } : each,
          ),
        };
        return { body: { seq: 9 } };
      },
    });
    renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Settle: Riders v Rangers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Settle the dispute' }));
    expect(dialog.getByText(/Riders/, { selector: 'strong' }).parentElement).toHaveTextContent(
      'Riders (Boromir): Won',
    );
    expect(await dialog.findByText(NOTE)).toBeInTheDocument();
    await pasteInto(dialog.getByLabelText('How it was settled (optional)'), 'Agreed at the table.');
    await userEvent.click(dialog.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Match settled')).toBeVisible();

    const settle = calls.filter((call) => call.path === '/match/m-disputed/live/settle');
    expect(settle.map((call) => call.body)).toEqual([{ note: 'Agreed at the table.' }]);
    const sent = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url).endsWith('/match/m-disputed/live/settle'));
    expect(new Headers(sent?.[1]?.headers).get('Operation-Id')).toMatch(/^[0-9a-f-]{36}$/);
    // The campaign is read again: the match counts, and the flag is gone.
    await waitFor(() =>
      expect(screen.queryByText(/disputed match waits for you/)).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Settle/ })).toBeNull();
  });

  it('shows a plain member the flag, but neither what was said nor Settle', async () => {
    const { calls } = mockApi({
      [`GET /campaign/${CAMPAIGN_ID}`]: { body: liveView('player') },
    });
    renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
    const disputed = await screen.findByRole('listitem', { name: 'Riders v Rangers' });
    expect(disputed).toHaveTextContent('The players do not agree on this match');
    expect(disputed).toHaveTextContent('The campaign’s owner or an arbiter settles it.');
    expect(screen.queryByRole('button', { name: /^Settle/ })).toBeNull();
    expect(screen.queryByText(/disputed match waits for you/)).toBeNull();
    expect(calls.some((call) => call.path.includes('/live'))).toBe(false);
  });

  it('tells in the league which battles wait to be confirmed, and on the match', async () => {
    mockApi({ [`GET /campaign/${CAMPAIGN_ID}`]: { body: liveView('player') } });
    renderApp(`/campaigns/${CAMPAIGN_ID}`, { user: PLAYER });
    await screen.findByRole('heading', { level: 1, name: 'War of the Ring' });
    const rows = screen.getAllByTestId('league-row');
    const waitingOf = (name: string) =>
      within(
        rows.find((row) => within(row).getByRole('link').textContent === name) ?? document.body,
      ).queryByTestId('league-waiting')?.textContent ?? null;
    // Riders applied a result in the disputed match and the waiting one; Corsairs in the
    // waiting one; Rangers applied none.
    expect(waitingOf('Riders')).toBe('2 battles wait to be confirmed');
    expect(waitingOf('Corsairs')).toBe('1 battle waits to be confirmed');
    expect(waitingOf('Rangers')).toBeNull();
    // The matches are drawn just after the league.
    expect(
      await screen.findByText(/A match played live counts once both players/),
    ).toBeInTheDocument();
    const waitingMatch = (
      await screen.findAllByRole('listitem', { name: 'Riders v Corsairs' })
    ).find((item) => item.textContent?.includes('Drawn'));
    expect(waitingMatch).toHaveTextContent(
      'Played live: the league counts it once both players have confirmed the result.',
    );
  });
});
