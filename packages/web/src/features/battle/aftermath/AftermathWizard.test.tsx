import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOBODY_FOUGHT } from '@warband/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp, type MockReply } from '../../../app/test-utils';
import { play, PLAYER_ID } from '../battle-fixtures';
import { newBattle, type SavedBattle } from '../battle-state';
import { battleStorageKey, readBattle, writeBattle } from '../battle-storage';
import { stepErrors, toAftermathInput } from './aftermath-check';
import { AFTERMATH_STEPS, type AftermathDraft } from './aftermath-draft';
import {
  BATTLE_ID,
  draftWith,
  endedBattle,
  EOMER_FIGHTS_BETTER,
  injury,
  VETERAN,
  veterans,
} from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stored = () => readBattle(PLAYER_ID, 'riders');
const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const press = async (name: string) => userEvent.click(screen.getByRole('button', { name }));
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps of the aftermath' })).getByRole('listitem', {
    current: 'step',
  });

/** Opens battle mode on a kept battle and continues it, as a player coming back would. */
async function openAftermath(battle: SavedBattle, handlers: Parameters<typeof mockApi>[0] = {}) {
  writeBattle(battle);
  const api = mockApi({ 'GET /companies': { body: [veterans()] }, ...handlers });
  const view = renderApp('/company/riders/battle', { user: PLAYER });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return { ...view, api };
}

/** Every step done: a Win, Eomer recovered and levelled up, Hama injured, Spear dead. */
function readyDraft(): AftermathDraft {
  const draft = draftWith({
    step: 'influence',
    result: 'win',
    injuries: {
      [VETERAN.Eomer]: injury('fullRecovery'),
      [VETERAN.Hama]: injury('injured'),
      [VETERAN.Spear]: injury('dead'),
    },
    levelUps: EOMER_FIGHTS_BETTER,
  });
  draft.rewards.influence = { on: true, value: 1 };
  return draft;
}

const readyBattle = (): SavedBattle => ({ ...endedBattle(), aftermath: readyDraft() });

describe("the War's Aftermath", () => {
  it('walks the steps with Next and Back, keeping every choice', async () => {
    await openAftermath(endedBattle());
    expect(await heading('Result')).toBeVisible();
    expect(currentStep()).toHaveTextContent('Result');
    expect(stored()?.aftermath?.step).toBe('result');

    await userEvent.click(screen.getByRole('radio', { name: 'Win' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Bonus influence' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Bonus influence points/ }), '2');
    await press('Next');
    await waitFor(async () => expect(await heading('Injuries')).toHaveFocus());
    expect(currentStep()).toHaveTextContent('Injuries');
    expect(stored()?.aftermath).toMatchObject({ step: 'injuries', result: 'win' });

    await press('Back');
    await waitFor(async () => expect(await heading('Result')).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Win' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Bonus influence points/ })).toHaveValue('2');
  });

  it('stays on a step with errors, shown on the fields, the first one focused', async () => {
    await openAftermath(endedBattle());
    await heading('Result');
    await userEvent.click(screen.getByRole('switch', { name: 'Bonus influence' }));
    await press('Next');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 choices on this step need your attention before you go on.',
    );
    expect(screen.getByText('Please select a result')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Win' })).toHaveFocus());
    expect(stored()?.aftermath?.step).toBe('result');

    // The errors follow the fields as they are put right.
    await userEvent.click(screen.getByRole('radio', { name: 'Loss' }));
    expect(screen.queryByText('Please select a result')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('One choice on this step');
    await userEvent.type(screen.getByRole('textbox', { name: /Bonus influence points/ }), '0');
    expect(screen.queryByRole('alert')).toBeNull();
    await press('Next');
    expect(await heading('Injuries')).toBeVisible();
  });

  it('asks before the page closes while the aftermath is unsent', async () => {
    await openAftermath(endedBattle());
    await heading('Result');
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('stops keeping choices once another tab has changed the battle', async () => {
    await openAftermath(endedBattle());
    await heading('Result');
    const newer = { ...stored()!, revision: stored()!.revision + 1 };
    const text = JSON.stringify(newer);
    localStorage.setItem(battleStorageKey(PLAYER_ID, 'riders'), text);
    window.dispatchEvent(
      new StorageEvent('storage', { key: battleStorageKey(PLAYER_ID, 'riders'), newValue: text }),
    );
    expect(
      await screen.findByText('This battle was changed in another tab or window.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Win' }));
    expect(stored()?.aftermath?.result).toBeNull();
  });

  it('comes back after a reload on the same step with the same choices', async () => {
    const first = await openAftermath(endedBattle());
    await heading('Result');
    await userEvent.click(screen.getByRole('radio', { name: 'Draw' }));
    await press('Next');
    await heading('Injuries');
    first.unmount();

    await openAftermath(stored()!);
    expect(await heading('Injuries')).toBeVisible();
    await press('Back');
    expect(screen.getByRole('radio', { name: 'Draw' })).toBeChecked();
  });

  it('passes over Injuries when nobody was wounded', async () => {
    const unhurt = play(
      newBattle(veterans(), PLAYER_ID, BATTLE_ID, new Date('2026-05-01T10:00:00Z')),
      { type: 'toAgainstTheOdds' },
      { type: 'beginBattle' },
      { type: 'endBattle' },
    );
    await openAftermath(unhurt);
    await heading('Result');
    expect(
      within(screen.getByRole('list', { name: 'Steps of the aftermath' })).getByText(
        /nobody wounded/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Win' }));
    await press('Next');
    expect(await heading('Experience')).toBeVisible();
    expect(currentStep()).toHaveTextContent('Experience');
    await press('Back');
    expect(await heading('Result')).toBeVisible();
  });

  it('goes back to the battle from the first step, the choices kept', async () => {
    await openAftermath(endedBattle());
    await heading('Result');
    await userEvent.click(screen.getByRole('radio', { name: 'Win' }));
    await press('Back to the battle');
    const confirm = await screen.findByRole('dialog', { name: 'Back to the battle' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('list', { name: 'Warriors in battle' })).toBeVisible();
    expect(stored()).toMatchObject({ stage: 'battle', aftermath: { result: 'win' } });
  });

  it('submits the battle and the choices, forgets the battle and opens the company', async () => {
    const battle = readyBattle();
    const company = veterans();
    const plan = planAftermath(company, battle, battle.aftermath!, false);
    for (const step of AFTERMATH_STEPS) {
      expect(stepErrors(step, battle.aftermath!, plan)).toEqual({});
    }
    const view = await openAftermath(battle, {
      'PUT /company/riders/battle': { body: { ...company, influence: 13 } },
    });
    expect(await heading('Influence')).toBeVisible();
    await press('Submit');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/riders'));
    expect(await screen.findByText("War's Aftermath saved")).toBeVisible();
    const sent = view.api.calls.filter((call) => call.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual(
      JSON.parse(JSON.stringify(toAftermathInput(battle, battle.aftermath!, plan))),
    );
    expect(sent[0]!.body).toMatchObject({
      battleId: BATTLE_ID,
      result: 'win',
      rewards: { influence: 1 },
    });
    expect(stored()).toBeNull();
  });

  it("keeps the player on the step with the server's message when it refuses", async () => {
    let reply: MockReply = apiError(400, 'Please check the highlighted fields.', {
      'injuries.0.result': 'A roll of 7 gives Full Recovery.',
    });
    const view = await openAftermath(readyBattle(), {
      'PUT /company/riders/battle': () => reply,
    });
    await heading('Influence');
    await press('Submit');
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Please check the highlighted fields.');
    expect(refused).toHaveTextContent('A roll of 7 gives Full Recovery.');
    expect(screen.getByText(/Your choices are kept on this device/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Influence' })).toBeVisible();
    expect(stored()?.aftermath?.step).toBe('influence');

    // A retry sends the same battle, which the server applies once.
    reply = { body: { ...veterans(), influence: 12 } };
    await press('Submit');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/riders'));
    const sent = view.api.calls.filter((call) => call.method === 'PUT');
    expect(sent.map((call) => (call.body as { battleId: string }).battleId)).toEqual([
      BATTLE_ID,
      BATTLE_ID,
    ]);
  });

  it('sends nothing once no one of the company who fought is left in it', async () => {
    // Those who fought were dismissed in another tab: Limping sat it out, the Warg is a Creature.
    const company = veterans();
    for (const name of ['Eomer', 'Hama', 'Spear', 'Archer'] as const) {
      delete company.warriors[VETERAN[name]];
    }
    const view = await openAftermath(readyBattle(), { 'GET /companies': { body: [company] } });
    await heading('Influence');
    expect(screen.getByText(NOBODY_FOUGHT)).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(new RegExp(NOBODY_FOUGHT));
    await userEvent.click(submit);
    expect(view.api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(stored()?.aftermath).toEqual(readyDraft());
  });

  it('loses nothing when the server cannot be reached, and sends once while busy', async () => {
    let answer: (reply: MockReply) => void = () => {};
    let calls = 0;
    await openAftermath(readyBattle(), {
      'PUT /company/riders/battle': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Promise<MockReply>((resolve) => (answer = resolve));
      },
    });
    await heading('Influence');
    await press('Submit');
    expect(
      await screen.findByText('Could not reach the server. Check your connection.'),
    ).toBeVisible();
    expect(stored()?.aftermath).toEqual(readyDraft());

    await press('Submit');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    answer(apiError(400, 'Refused'));
    expect(await screen.findByText('Refused')).toBeVisible();
    expect(calls).toBe(2);
  });
});
