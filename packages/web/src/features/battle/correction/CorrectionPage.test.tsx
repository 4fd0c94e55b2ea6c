import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHANGED_SINCE_CORRECTED_BATTLE,
  type AftermathInput,
  type BattleCorrectionSource,
} from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedSinceBattle, mockApi, PLAYER, renderApp } from '../../../app/test-utils';
import { PLAYER_ID } from '../battle-fixtures';
import { toAftermathInput } from '../aftermath/aftermath-check';
import {
  BATTLE_ID,
  draftWith,
  endedBattle,
  EOMER_FIGHTS_BETTER,
  injury,
  VETERAN,
  veterans,
} from '../aftermath/aftermath-fixtures';
import { planAftermath } from '../aftermath/aftermath-plan';
import { correctionBattle } from './correction-draft';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The choices as the server kept them: a Win with a bonus, Hama injured, Spear rolled dead. */
function appliedChoices(): AftermathInput {
  const draft = draftWith({
    step: 'influence',
    result: 'win',
    injuries: {
      [VETERAN.Eomer]: injury('fullRecovery', { roll: { total: 7, rolledBy: 'app' } }),
      [VETERAN.Hama]: injury('injured', { roll: { total: 6, rolledBy: 'player' } }),
      [VETERAN.Spear]: injury('dead', { roll: { total: 2, rolledBy: 'app' } }),
    },
    levelUps: EOMER_FIGHTS_BETTER,
  });
  draft.rewards.influence = { on: true, value: 1 };
  draft.rewards.experience = { on: true, perWarrior: { [VETERAN.Archer]: 2 } };
  const opponent = { name: 'Anna', company: 'Dunland', scenario: 'Hold the Ford', note: '' };
  const battle = { ...endedBattle(), opponent, aftermath: draft };
  return toAftermathInput(battle, draft, planAftermath(veterans(), battle, draft, false));
}

const CORRECT_PATH = `/company/riders/battles/${BATTLE_ID}/correct`;
const CORRECTION_API = `/company/riders/battles/${BATTLE_ID}/correction`;
const row = (name: string) => within(screen.getByRole('listitem', { name }));
const press = async (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('correcting the last battle', () => {
  it('fills the wizard with every choice and roll, so submitting unchanged sends them again', () => {
    const choices = appliedChoices();
    const battle = correctionBattle(veterans(), choices, PLAYER_ID);
    const plan = planAftermath(veterans(), battle, battle.aftermath!, false);
    expect(battle).toMatchObject({ battleId: BATTLE_ID, stage: 'ended', playerId: PLAYER_ID });
    expect(toAftermathInput(battle, battle.aftermath!, plan)).toEqual(choices);
  });

  it('opens on the applied choices, sends the corrected ones and asks before discarding edits', async () => {
    const source: BattleCorrectionSource = { choices: appliedChoices(), company: veterans() };
    // The company changed after the battle, and once more while the player was asked.
    const states = ['a'.repeat(64), 'b'.repeat(64)];
    const refusals = states.map((state) =>
      changedSinceBattle(CHANGED_SINCE_CORRECTED_BATTLE, state),
    );
    const api = mockApi({
      'GET /companies': { body: [veterans()] },
      [`GET ${CORRECTION_API}`]: { body: source },
      [`PUT ${CORRECTION_API}`]: () => refusals.shift() ?? { body: veterans() },
    });
    const view = renderApp(CORRECT_PATH, { user: PLAYER });

    expect(await screen.findByRole('heading', { name: 'Result', level: 2 })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Win' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Bonus influence points/ })).toHaveValue('1');
    await press('Next');
    expect(await screen.findByRole('heading', { name: 'Injuries', level: 2 })).toBeVisible();
    const result = (name: string) => row(name).getByRole('combobox', { name: 'Injury result' });
    expect(result('Spear')).toHaveValue('dead');
    expect(result('Hama')).toHaveValue('injured');
    expect(row('Hama').getByRole('status')).toHaveTextContent('6');

    // The roll was misread: Hama made a full recovery, picked by hand, healing his one wound.
    await userEvent.selectOptions(result('Hama'), 'Full Recovery');
    await press('Next');
    await screen.findByRole('heading', { name: 'Experience', level: 2 });
    await press('Next');
    await screen.findByRole('heading', { name: 'Influence', level: 2 });
    await press('Submit');

    // The company changed since the battle: the player confirms, and the same correction goes
    // naming what they were asked about; changed again meanwhile, they are asked again.
    const sentNow = () =>
      api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    for (const asked of [1, 2]) {
      await waitFor(() => expect(sentNow()).toHaveLength(asked));
      const question = await screen.findByText(CHANGED_SINCE_CORRECTED_BATTLE, {
        selector: '[role="dialog"] *',
      });
      const dialog = question.closest<HTMLElement>('[role="dialog"]')!;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    }
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/riders'));

    const sent = sentNow();
    expect(sent).toHaveLength(3);
    const [first, confirmed, confirmedAgain] = sent as (AftermathInput & {
      correctionId: string;
      confirm: boolean;
      seen?: string;
    })[];
    expect(first).toMatchObject({ battleId: BATTLE_ID, confirm: false });
    expect(first).not.toHaveProperty('seen');
    const { correctionId } = first!;
    expect(confirmed).toMatchObject({ correctionId, confirm: true, seen: states[0] });
    expect(confirmedAgain).toEqual({ ...confirmed, seen: states[1] });
    const hama = confirmed!.injuries.find((each) => each.warriorId === VETERAN.Hama);
    expect(hama).toMatchObject({ result: 'fullRecovery', roll: null, heal: 'legWound' });
    const { correctionId: _id, confirm: _confirm, seen: _seen, ...choices } = confirmed!;
    expect(choices).toEqual({
      ...source.choices,
      injuries: source.choices.injuries.map((each) =>
        each.warriorId === VETERAN.Hama
          ? { ...each, result: 'fullRecovery', roll: null, heal: 'legWound' }
          : each,
      ),
    });
  });
});
