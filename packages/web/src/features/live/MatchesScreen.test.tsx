import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';
import { readQrPath } from './test-qr';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const MATCH_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
const RIDERS = 'b1b1b1b1-0000-4000-8000-000000000001';
const side = (companyName: string, ownerName: string) => ({
  companyId: `${companyName}-id`,
  companyName,
  ownerName,
  rating: 320,
  againstTheOdds: 0,
});
const summary = (fields: Record<string, unknown> = {}) => ({
  id: MATCH_ID,
  kind: 'friendly',
  campaignId: null,
  campaignName: null,
  createdAt: '2026-12-07T20:00:00Z',
  confirmation: 'waiting',
  live: false,
  mySide: 0,
  sides: [side('Riders', 'Anna')],
  ...fields,
});

describe('/matches', () => {
  it('lists the player’s matches, and makes a friendly match whose invite link can be copied', async () => {
    const { calls } = mockApi({
      'GET /matches': {
        body: [
          summary({
            id: 'm-campaign',
            kind: 'campaign',
            campaignName: 'War of the Ring',
            live: true,
            sides: [side('Riders', 'Anna'), side('Orcs', 'Bob')],
          }),
          summary(),
        ],
      },
      'GET /companies': {
        body: [company(RIDERS, { name: 'Riders' }), company('old', { name: 'Old', retired: true })],
      },
      'POST /friendly-matches': {
        body: { match: summary(), token: 'tok 1', expiresAt: '2026-12-14T20:00:00Z' },
      },
    });
    renderApp('/matches', { user: PLAYER });

    const campaign = await screen.findByRole('listitem', { name: 'Riders v Orcs' });
    const list = screen.getByRole('list', { name: 'My matches' });
    expect(campaign).toHaveTextContent('War of the Ring · waiting for both players');
    expect(within(campaign).getByRole('link', { name: 'Open the live battle' })).toHaveAttribute(
      'href',
      '/match/m-campaign/live',
    );
    const friendly = within(list).getByRole('listitem', { name: 'Riders' });
    expect(friendly).toHaveTextContent('waiting for the other player to join');
    expect(within(friendly).queryByRole('link')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Make the match' }));
    const link = await screen.findByLabelText('Invite link');
    expect(link).toHaveValue(`${window.location.origin}/friendly/tok%201`);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ companyId: RIDERS });

    // The same link as a QR code, to be scanned from across the table: a camera reads it back.
    const code = await screen.findByRole('img', { name: 'QR code of the invite link' });
    expect(code).toHaveAttribute('width', '200');
    expect(code).toHaveAttribute('height', '200');
    const [, , , size] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(code.querySelector('rect')).toHaveAttribute('fill', '#fff');
    const path = code.querySelector('path');
    expect(path).toHaveAttribute('fill', '#000');
    expect(readQrPath(path?.getAttribute('d') ?? '', size ?? 0)).toBe(
      `${window.location.origin}/friendly/tok%201`,
    );
  });
});

describe('/friendly/:token', () => {
  it('shows who invites, joins with the chosen company and opens the live battle', async () => {
    const { calls } = mockApi({
      'GET /friendly-matches/invite/tok-1': {
        body: {
          matchId: MATCH_ID,
          invitedBy: 'Bob',
          company: side('Orcs', 'Bob'),
          expiresAt: '2026-12-14T20:00:00Z',
        },
      },
      'GET /companies': { body: [company(RIDERS, { name: 'Riders' })] },
      'POST /friendly-matches/join': { body: summary({ mySide: 1 }) },
      [`GET /match/${MATCH_ID}/live`]: apiError(404, 'Not here'),
    });
    const { router } = renderApp('/friendly/tok-1', { user: PLAYER });

    expect(
      await screen.findByText('Bob invites you to a match against Orcs (rating 320).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join and open the live battle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/match/${MATCH_ID}/live`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'tok-1',
      companyId: RIDERS,
    });
  });

  it('says when the invite cannot be used', async () => {
    mockApi({
      'GET /friendly-matches/invite/tok-2': apiError(404, 'Not found'),
      'GET /companies': { body: [] },
    });
    renderApp('/friendly/tok-2', { user: PLAYER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This match invite has expired, been used or was made by you.',
    );
  });
});
