import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANGED_SINCE_BATTLE, type BattleHistory, type Company } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  changedSinceBattle,
  mockApi,
  PLAYER,
  renderApp,
  type MockReply,
} from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleRecord, history, injury, recordWarrior, uuid } from './history-fixtures';
import { HISTORY_TEXTS } from './history-texts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const eomerId = uuid();
const hamaId = uuid();
const spearId = uuid();

/** A loss, then a win in which Spear died, his Warg with him, and Eomer levelled up. */
const fierceWin = battleRecord('2026-11-20', {
  opponentRating: 180,
  influence: {
    before: 12,
    after: 16,
    resultInfluence: 1,
    againstTheOdds: 2,
    woundsInfluence: 1,
    influenceReward: 0,
    total: 4,
  },
  warriors: [
    recordWarrior('Eomer', {
      warriorId: eomerId,
      rank: 'Leader',
      experienceBefore: 12,
      experienceAfter: 15,
      levelUps: [
        {
          kind: 'hero',
          warriorId: eomerId,
          chosenPath: 'Ranger',
          customPath: '',
          perks: [{ kind: 'characteristic', stat: 'fight' }],
        },
      ],
    }),
    recordWarrior('Hama', {
      warriorId: hamaId,
      rank: 'Sergeant',
      injury: injury(hamaId, 'woundsOfAHero', {
        roll: { total: 11, rolledBy: 'app' },
        influence: { total: 1, rolledBy: 'player' },
      }),
      bonusItem: 'Horn of Gondor',
    }),
    recordWarrior('Spear', { warriorId: spearId, injury: injury(spearId, 'dead') }),
    recordWarrior('Warg', { rank: 'Creature', diedWithOwner: true }),
  ],
});
const firstLoss = battleRecord('2026-11-13', {
  result: 'loss',
  opponentRating: 90,
  influence: {
    before: 12,
    after: 12,
    resultInfluence: 0,
    againstTheOdds: 0,
    woundsInfluence: 0,
    influenceReward: 0,
    total: 0,
  },
});

const riders = (spearAlive: boolean) =>
  company('riders', { name: 'Riders', influence: spearAlive ? 12 : 16 }, [
    warrior('Eomer', { rank: 'Leader', experience: spearAlive ? 12 : 15 }),
    warrior('Spear', { status: spearAlive ? '' : 'dead' }),
  ]);

// The company's state as two refusals of the undo name it: changed once, then again.
const SEEN = 'a'.repeat(64);
const SEEN_LATER = 'b'.repeat(64);

const UNDO_PATH = `/company/riders/battles/${fierceWin.battleId}/undo`;

/** A server holding the company and its history; a successful undo takes the last battle. */
function server(undoReplies: MockReply[] = [], held?: Promise<void>) {
  let current: Company = riders(false);
  let battles: BattleHistory = history([fierceWin, firstLoss]);
  return mockApi({
    'GET /companies': () => ({ body: [current] }),
    'GET /company/riders/battles': () => ({ body: battles }),
    [`POST ${UNDO_PATH}`]: async () => {
      await held;
      const reply = undoReplies.shift() ?? { body: riders(true) };
      if (!reply.status) {
        current = reply.body as Company;
        battles = history([firstLoss]);
      }
      return reply;
    },
  });
}

const section = async () =>
  within(await screen.findByRole('region', { name: HISTORY_TEXTS.title }));

async function confirmIn(text: string) {
  const question = await screen.findByText(text);
  const dialog = question.closest<HTMLElement>('[role="dialog"]')!;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const cardNames = () =>
  screen
    .getAllByTestId('warrior-card')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Battle History', () => {
  it('shows the record and the newest battle open, in words', async () => {
    server();
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    expect(await history.findByRole('group', { name: 'Battle record' })).toHaveTextContent(
      'Won 1 · Drawn 0 · Lost 1',
    );
    const [newest, older] = history.getAllByRole('button', { name: /Nov 2026/ });
    expect(newest).toHaveTextContent('20 Nov 2026Wonvs rating 180+4 influence');
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(older).toHaveTextContent('13 Nov 2026Lostvs rating 900 influence');
    expect(older).toHaveAttribute('aria-expanded', 'false');

    const panel = within(history.getByRole('region', { name: /20 Nov 2026/ }));
    expect(
      panel.getByText(/Result \+1, Against the Odds \+2, Wounds of a Hero \+1/),
    ).toHaveTextContent('+4 (Result +1, Against the Odds +2, Wounds of a Hero +1), 12 → 16');
    const items = panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Spear: Dead',
      'Warg: Died with its owner',
      'Hama: Wounds of a Hero, +1 influence',
      'Eomer: +3 experience (12 → 15); Level up: Characteristic +1: Fight; chose the path of the Ranger',
      'Hama: Bonus item: Horn of Gondor',
    ]);
  });

  it('says when the company has fought no battle, and how one gets here', async () => {
    mockApi({
      'GET /companies': { body: [riders(true)] },
      'GET /company/riders/battles': { body: history([]) },
    });
    renderApp('/company/riders', { user: PLAYER });
    const empty = await section();
    expect(await empty.findByText(HISTORY_TEXTS.empty)).toBeVisible();
    expect(empty.getByRole('group', { name: 'Battle record' })).toHaveTextContent(
      'Won 0 · Drawn 0 · Lost 0',
    );
    expect(empty.queryByRole('button', { name: HISTORY_TEXTS.undo })).toBeNull();
  });

  it('says so in the section when the history cannot be read', async () => {
    mockApi({
      'GET /companies': { body: [riders(true)] },
      'GET /company/riders/battles': apiError(500, 'Something went wrong on our side.'),
    });
    renderApp('/company/riders', { user: PLAYER });
    expect(
      await (await section()).findByText(/Could not load your battles: Something went wrong/),
    ).toBeVisible();
    expect(cardNames()).toEqual(['Eomer', 'Spear']);
  });

  it('offers undo on the newest battle only', async () => {
    server();
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    const older = (await history.findAllByRole('button', { name: /Nov 2026/ }))[1]!;
    await userEvent.click(older);
    const olderPanel = within(history.getByRole('region', { name: /13 Nov 2026/ }));
    expect(await olderPanel.findByText('No casualties.')).toBeVisible();
    expect(olderPanel.queryByRole('button', { name: HISTORY_TEXTS.undo })).toBeNull();
    const undo = history.getAllByRole('button', { name: HISTORY_TEXTS.undo });
    expect(undo).toHaveLength(1);
    expect(history.getByRole('region', { name: /20 Nov 2026/ })).toContainElement(undo[0]!);
  });

  it("offers no undo on a retired company's history, which stays as it is until re-enlisted", async () => {
    mockApi({
      'GET /companies': { body: [{ ...riders(false), retired: true }] },
      'GET /company/riders/battles': { body: history([fierceWin, firstLoss]) },
    });
    renderApp('/company/riders', { user: PLAYER });
    const shown = await section();
    const newest = within(await shown.findByRole('region', { name: /20 Nov 2026/ }));
    expect(newest.getAllByRole('listitem')[0]).toHaveTextContent('Spear: Dead');
    expect(shown.queryByRole('button', { name: HISTORY_TEXTS.undo })).toBeNull();
  });
});

describe('undoing the last battle', () => {
  it('asks, undoes, and shows the company as it was before the battle', async () => {
    const { calls } = server();
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    expect(cardNames()).toEqual(['Eomer']);
    await userEvent.click(await history.findByRole('button', { name: HISTORY_TEXTS.undo }));
    await confirmIn(HISTORY_TEXTS.undoConfirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_TEXTS.undone);
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { path: UNDO_PATH, body: { discardEdits: false } },
    ]);
    await waitFor(() => expect(cardNames()).toEqual(['Eomer', 'Spear']));
    expect(screen.getByRole('group', { name: 'Company summary' })).toHaveTextContent(
      'Influence 12',
    );
    await waitFor(() =>
      expect(history.getByRole('group', { name: 'Battle record' })).toHaveTextContent(
        'Won 0 · Drawn 0 · Lost 1',
      ),
    );
    // The battle left the history; the one before is now the newest, open and undoable.
    expect(history.queryByText(/20 Nov 2026/)).toBeNull();
    const now = history.getByRole('region', { name: /13 Nov 2026/ });
    expect(within(now).getByRole('button', { name: HISTORY_TEXTS.undo })).toBeVisible();
  });

  it('takes no second click while the undo is under way', async () => {
    let release = () => {};
    const { calls } = server([], new Promise<void>((resolve) => (release = resolve)));
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    const undo = await history.findByRole('button', { name: HISTORY_TEXTS.undo });
    await userEvent.click(undo);
    await confirmIn(HISTORY_TEXTS.undoConfirm);
    await waitFor(() => expect(undo).toBeDisabled());
    await userEvent.click(undo);
    expect(screen.queryByText(HISTORY_TEXTS.undoConfirm)).toBeNull();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_TEXTS.undone);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks again when the company changed since, and then discards those changes', async () => {
    const { calls } = server([changedSinceBattle(CHANGED_SINCE_BATTLE, SEEN)]);
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    await userEvent.click(await history.findByRole('button', { name: HISTORY_TEXTS.undo }));
    await confirmIn(HISTORY_TEXTS.undoConfirm);
    await confirmIn(CHANGED_SINCE_BATTLE);

    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_TEXTS.undone);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { discardEdits: false },
      { discardEdits: true, seen: SEEN },
    ]);
    await waitFor(() => expect(cardNames()).toEqual(['Eomer', 'Spear']));
  });

  it('asks once more when the company changed again before the yes, naming what each yes was about', async () => {
    const { calls } = server([
      changedSinceBattle(CHANGED_SINCE_BATTLE, SEEN),
      changedSinceBattle(CHANGED_SINCE_BATTLE, SEEN_LATER),
    ]);
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    await userEvent.click(await history.findByRole('button', { name: HISTORY_TEXTS.undo }));
    await confirmIn(HISTORY_TEXTS.undoConfirm);
    await confirmIn(CHANGED_SINCE_BATTLE);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await confirmIn(CHANGED_SINCE_BATTLE);

    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_TEXTS.undone);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { discardEdits: false },
      { discardEdits: true, seen: SEEN },
      { discardEdits: true, seen: SEEN_LATER },
    ]);
  });

  it('shows any other refusal in the alert and keeps the battle', async () => {
    const { calls } = server([apiError(409, 'Only the last battle can be undone.')]);
    renderApp('/company/riders', { user: PLAYER });
    const history = await section();
    await userEvent.click(await history.findByRole('button', { name: HISTORY_TEXTS.undo }));
    await confirmIn(HISTORY_TEXTS.undoConfirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the last battle can be undone.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(CHANGED_SINCE_BATTLE)).toBeNull();
    expect(history.getByText(/20 Nov 2026/)).toBeVisible();
    expect(cardNames()).toEqual(['Eomer']);
  });
});
