import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLiveBattle } from '@warband/rules';
import type { LiveBattleState, LivePresencePair } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';

vi.setConfig({ testTimeout: 20_000 });

/** The browser's EventSource, driven by the test: the last one opened is `FakeStream.last`. */
class FakeStream {
  static readonly CLOSED = 2;
  static last: FakeStream | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly named = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeStream.last = this;
  }
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.named.set(type, listener);
  }
  /** An `event: presence`: named, so it never reaches `onmessage`. */
  sendPresence(presence: LivePresencePair) {
    this.named.get('presence')?.(
      new MessageEvent('presence', { data: JSON.stringify({ presence }) }),
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeStream.last = null;
});

const profile = { wounds: 2, might: 2, will: 1, fate: 1 };

const BOTH_CONNECTED: LivePresencePair = [
  { connected: true, lastSeenAt: '2026-12-07T20:10:00Z' },
  { connected: true, lastSeenAt: '2026-12-07T20:10:00Z' },
];

function battle(change: (state: LiveBattleState) => LiveBattleState = (s) => s): LiveBattleState {
  const start = startLiveBattle([
    {
      companyId: 'riders',
      userId: PLAYER.id,
      name: 'Riders',
      warriors: [
        { id: 'eomer', name: 'Éomer', ...profile },
        { id: 'aldor', name: 'Aldor', ...profile },
      ],
    },
    {
      companyId: 'orcs',
      userId: 'bob',
      name: 'Orcs',
      warriors: [{ id: 'grishnakh', name: 'Grishnákh', ...profile }],
    },
  ]);
  return change({
    ...start,
    seq: 3,
    matchId: 'm1',
    mySide: 0,
    presence: BOTH_CONNECTED,
    aftermathApplied: [false, false],
  });
}

function serve(states: LiveBattleState[]) {
  let read = 0;
  return mockApi({
    'GET /match/m1/live': () => ({ body: states[Math.min(read++, states.length - 1)] }),
    'POST /match/m1/live/ticket': { body: { ticket: 'tkt', expiresAt: '2026-12-08T12:00:00Z' } },
    'POST /match/m1/live/actions': { body: { seq: 4 } },
    'GET /companies': { body: [] },
  });
}

describe('/match/:matchId/live', () => {
  it('plays the player’s side, follows the stream after the battle’s seq, and shows the other side one tap away', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    const struck = battle((state) => ({
      ...state,
      seq: 4,
      sides: [
        state.sides[0],
        {
          ...state.sides[1],
          broken: true,
          warriors: {
            grishnakh: {
              name: 'Grishnákh',
              ...profile,
              woundsTaken: 1,
              mightSpent: 1,
              willSpent: 0,
              fateSpent: 0,
              woundsInflicted: 0,
              state: 'fighting',
            },
          },
        },
      ],
    }));
    const { calls } = serve([battle(), struck]);
    renderApp('/match/m1/live', { user: PLAYER });

    expect(await screen.findByText('Turn 1 · Priority')).toBeInTheDocument();
    await waitFor(() => expect(FakeStream.last).not.toBeNull());
    expect(FakeStream.last?.url).toBe('/api/match/m1/live/events?ticket=tkt&after=3');
    act(() => FakeStream.last?.onopen?.());
    expect(await screen.findByText(/^Live:/)).toBeInTheDocument();

    // Each side's warriors by name, whatever order the battle keeps them in.
    expect(
      screen.getAllByRole('group', { name: /^State of / }).map((group) => group.ariaLabel),
    ).toEqual(['State of Aldor', 'State of Éomer']);
    await userEvent.click(screen.getByRole('button', { name: 'Wounds of Éomer: one more' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'State of Éomer' })).getByRole('button', {
        name: 'Fled',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Next phase/ }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'POST' && call.path.endsWith('/actions')),
      ).toHaveLength(3),
    );
    expect(calls.filter((call) => call.path.endsWith('/actions')).map((call) => call.body)).toEqual(
      [
        { kind: 'wound', warriorId: 'eomer', delta: 1 },
        { kind: 'state', warriorId: 'eomer', state: 'fled' },
        { kind: 'phase', turn: 1, phase: 'priority' },
      ],
    );

    // The other phone's action arrives: the battle is read again.
    act(() =>
      FakeStream.last?.send({
        seq: 4,
        kind: 'wound',
        side: 1,
        userId: 'bob',
        at: '2026-12-07T20:14:00Z',
        warriorId: 'grishnakh',
        delta: 1,
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Orcs' }));
    const orcs = await screen.findByRole('region', { name: 'Orcs' });
    await waitFor(() => expect(within(orcs).getByText('Wounds 1/2')).toBeInTheDocument());
    expect(within(orcs).getByText('M1 W0 F0 spent')).toBeInTheDocument();
    expect(within(orcs).getByText('Broken')).toBeInTheDocument();
    expect(screen.getByText(/^Orcs: last action at/)).toBeInTheDocument();

    // The server ends the stream (it restarts): a new ticket, after the last event seen.
    const first = FakeStream.last;
    act(() => {
      if (!first) return;
      first.readyState = FakeStream.CLOSED;
      first.onerror?.();
    });
    expect(screen.getByText(/^Reconnecting/)).toBeInTheDocument();
    await waitFor(() => expect(FakeStream.last).not.toBe(first), { timeout: 5000 });
    expect(FakeStream.last?.url).toBe('/api/match/m1/live/events?ticket=tkt&after=4');
    expect(calls.filter((call) => call.path.endsWith('/ticket'))).toHaveLength(2);
  });

  it('shows the opponent offline since the time their phone dropped, and connected again, in one line', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    // Dropped this very minute: today, so its time of day alone, in the player's own time.
    const dropped = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const hhmm = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
    const offline = `Offline since ${hhmm.format(new Date(dropped))}`;
    serve([
      battle((state) => ({
        ...state,
        presence: [state.presence[0], { connected: false, lastSeenAt: dropped }],
      })),
    ]);
    renderApp('/match/m1/live', { user: PLAYER });
    await userEvent.click(await screen.findByRole('tab', { name: 'Orcs' }));
    const orcs = await screen.findByRole('region', { name: 'Orcs' });
    // As the battle was read, before the stream tells anything.
    const line = within(orcs).getByText(offline).closest('p');
    expect(line).toHaveAttribute('data-connected', 'false');
    expect(
      screen.getByRole('tab', { name: 'Orcs' }).querySelector('[data-connected]'),
    ).toHaveAttribute('data-connected', 'false');

    await waitFor(() => expect(FakeStream.last).not.toBeNull());
    act(() => FakeStream.last?.sendPresence(BOTH_CONNECTED));
    await waitFor(() => expect(line).toHaveTextContent('Connected'));
    expect(within(orcs).getByText('Connected').closest('p')).toBe(line);

    const later = new Date(Date.parse(dropped) + 60_000).toISOString();
    act(() =>
      FakeStream.last?.sendPresence([BOTH_CONNECTED[0], { connected: false, lastSeenAt: later }]),
    );
    await waitFor(() =>
      expect(line).toHaveTextContent(`Offline since ${hhmm.format(new Date(later))}`),
    );
    // Told apart from the battle's events: nothing is read again, nothing numbered.
    expect(within(orcs).getByText('Wounds 0/2')).toBeInTheDocument();
  });

  it('shows the player’s own action as the server numbered it, before the battle is read again', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    let reads = 0;
    mockApi({
      // Read once; read again never answers: what shows is the action as answered.
      'GET /match/m1/live': () => {
        reads += 1;
        return reads === 1 ? { body: battle() } : new Promise(() => {});
      },
      'POST /match/m1/live/ticket': { body: { ticket: 'tkt', expiresAt: '2026-12-08T12:00:00Z' } },
      'POST /match/m1/live/actions': { body: { seq: 4 } },
      'GET /companies': { body: [] },
    });
    renderApp('/match/m1/live', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Might of Éomer: one more' }));
    const might = screen.getByRole('group', { name: 'Might of Éomer' });
    await waitFor(() => expect(might).toHaveTextContent('1 / 2'));
  });

  it('stops asking for a stream the server refuses for good', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    const { calls } = mockApi({
      'GET /match/m1/live': { body: battle() },
      'POST /match/m1/live/ticket': apiError(404, 'Not found'),
      'GET /companies': { body: [] },
    });
    renderApp('/match/m1/live', { user: PLAYER });
    expect(await screen.findByText(/^No live connection/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((call) => call.path.endsWith('/ticket'))).toHaveLength(1);
    expect(FakeStream.last).toBeNull();
  });

  it('ends the side after asking, then confirms or disputes once both ended', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    const ended = battle((state) => ({
      ...state,
      sides: [
        { ...state.sides[0], ended: true },
        { ...state.sides[1], ended: true },
      ],
    }));
    const { calls } = serve([battle(), ended]);
    renderApp('/match/m1/live', { user: PLAYER });

    await userEvent.click(
      await screen.findByRole('button', { name: 'End the battle for your side' }),
    );
    expect(calls.some((call) => call.path.endsWith('/actions'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'End the battle for your side' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the result' }));
    const dispute = screen.getByRole('button', { name: 'Dispute' });
    expect(dispute).toBeDisabled();
    await userEvent.type(
      screen.getByLabelText('What is wrong with the result?'),
      'Two wounds, not one',
    );
    await userEvent.click(dispute);
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path.endsWith('/actions')).map((call) => call.body),
      ).toEqual([
        { kind: 'end' },
        { kind: 'confirm' },
        { kind: 'dispute', note: 'Two wounds, not one' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Wounds of Éomer: one more' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('offers the side’s War’s Aftermath once it ended, and shows both sides’ rolls in the log', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    const ended = battle((state) => ({
      ...state,
      seq: 6,
      sides: [
        { ...state.sides[0], ended: true },
        { ...state.sides[1], ended: true },
      ],
      aftermathApplied: [false, true],
    }));
    const { calls } = mockApi({
      'GET /match/m1/live': { body: ended },
      'GET /match/m1/live/log': {
        body: [
          {
            seq: 1,
            side: 0,
            at: '2026-12-07T20:10:00Z',
            action: { kind: 'inflicted', warriorId: 'eomer', delta: 1 },
          },
          { seq: 5, side: 1, at: '2026-12-07T20:30:00Z', action: { kind: 'end' } },
          {
            seq: 6,
            side: 1,
            at: '2026-12-07T20:40:00Z',
            action: {
              kind: 'aftermath',
              battleId: 'b1',
              result: 'win',
              influence: 2,
              warriors: [
                {
                  warriorId: 'grishnakh',
                  name: 'Grishnákh',
                  injury: { roll: { total: 3, rolledBy: 'app' }, result: 'lost', influence: null },
                  diedWithOwner: false,
                  experienceBefore: 0,
                  experienceAfter: 1,
                  levelUps: [],
                },
              ],
            },
          },
        ],
      },
      'POST /match/m1/live/ticket': { body: { ticket: 'tkt', expiresAt: '2026-12-08T12:00:00Z' } },
      'GET /companies': { body: [] },
    });
    renderApp('/match/m1/live', { user: PLAYER });

    const aftermath = await screen.findByRole('region', { name: "War's Aftermath" });
    expect(within(aftermath).getByRole('link', { name: "War's Aftermath" })).toHaveAttribute(
      'href',
      '/company/riders/battle?live=m1',
    );
    expect(aftermath).toHaveTextContent(
      "Orcs's War's Aftermath is applied: its rolls are in the battle log.",
    );
    // The log is read when it is opened, not before.
    expect(calls.some((call) => call.path.endsWith('/log'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show the battle log' }));
    const log = await screen.findByRole('list', { name: 'Battle log' });
    const lines = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === log);
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining(
        "Orcs's War's Aftermath: Win, 2 influence gainedGrishnákh: injury roll 3 (rolled by the app): Lost in Battle",
      ),
      expect.stringContaining('Orcs ends the battle'),
      expect.stringContaining('Éomer inflicts 1 wound'),
    ]);
  });

  it('says the player’s own War’s Aftermath is applied', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    serve([
      battle((state) => ({
        ...state,
        sides: [{ ...state.sides[0], ended: true }, state.sides[1]],
        aftermathApplied: [true, false],
      })),
    ]);
    renderApp('/match/m1/live', { user: PLAYER });
    const aftermath = await screen.findByRole('region', { name: "War's Aftermath" });
    expect(aftermath).toHaveTextContent(
      "Your War's Aftermath is applied: its rolls are in the battle log.",
    );
    expect(within(aftermath).queryByRole('link')).toBeNull();
  });
});
