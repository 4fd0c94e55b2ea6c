import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rollD6s } from '../../../components/dice/roll-d6';
import { stepErrors, toAftermathInput } from './aftermath-check';
import { newAftermathDraft, type AftermathDraft } from './aftermath-draft';
import { endedBattle, VETERAN, veterans } from './aftermath-fixtures';
import { planAftermath } from './aftermath-plan';
import { InjuriesStep } from './InjuriesStep';
import { renderStep } from './render-step';

vi.mock('../../../components/dice/roll-d6', () => ({ rollD6s: vi.fn() }));
const dice = vi.mocked(rollD6s);

/** The draft as the step last left it. */
let latest: () => AftermathDraft;

function renderInjuries({ company = veterans(), showErrors = false } = {}) {
  // The battle as it was played; the company may have changed since (a test's variant).
  const battle = endedBattle();
  const view = renderStep(
    InjuriesStep,
    { ...newAftermathDraft(), step: 'injuries' },
    {
      company,
      battle,
      showErrors,
    },
  );
  latest = view.last;
  return { user: userEvent.setup(), company, battle };
}

const row = (name: string) => within(screen.getByRole('listitem', { name }));

async function typeRoll(user: ReturnType<typeof userEvent.setup>, name: string, roll: string) {
  const field = row(name).getByLabelText('2D6 rolled at the table');
  await user.clear(field);
  await user.type(field, roll);
  await user.click(row(name).getByRole('button', { name: 'Use roll' }));
}

beforeEach(() => {
  dice.mockReset();
});

describe('InjuriesStep', () => {
  it('lists the wounded who stayed, with rank, table and wounds, not the fled or absent', () => {
    renderInjuries();
    const names = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Eomer', 'Hama', 'Spear']);
    expect(row('Hama').getByText('Hero · Hero injury table · Wounds: Leg Wound')).toBeVisible();
    expect(row('Spear').getByText('Warrior · Warrior injury table · No wounds')).toBeVisible();
  });

  it('says so in one line when nobody needs to roll', () => {
    const company = veterans();
    // Nobody wounded: only Limping, who sat it out, and the Warg are left.
    for (const id of [VETERAN.Eomer, VETERAN.Hama, VETERAN.Spear, VETERAN.Archer]) {
      delete company.warriors[id];
    }
    renderInjuries({ company });
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText(/Nobody needs to roll for injury/)).toBeVisible();
  });

  it('rolls 2D6 for the player, shows both dice and the result in words', async () => {
    const { user } = renderInjuries();
    dice.mockReturnValueOnce([3, 4]);
    await user.click(row('Eomer').getByRole('button', { name: 'Roll 2D6 for me' }));
    expect(dice).toHaveBeenCalledWith(2);
    expect(row('Eomer').getByText('Rolled 3 + 4 = 7')).toBeVisible();
    expect(row('Eomer').getByLabelText('Injury result')).toHaveValue('fullRecovery');
    expect(row('Eomer').getByText('Full Recovery: Back to full health.')).toBeVisible();
    expect(latest().injuries[VETERAN.Eomer]).toEqual({
      roll: { total: 7, rolledBy: 'app' },
      result: 'fullRecovery',
      heal: null,
      influence: null,
    });
  });

  it('takes a roll typed at the table only from 2 to 12, on the warrior table', async () => {
    const { user } = renderInjuries();
    for (const wrong of ['13', '1', 'x']) {
      await typeRoll(user, 'Spear', wrong);
      expect(row('Spear').getByText('Type a roll from 2 to 12')).toBeVisible();
      expect(latest().injuries[VETERAN.Spear]).toBeUndefined();
    }
    await typeRoll(user, 'Spear', '4');
    expect(row('Spear').queryByText('Type a roll from 2 to 12')).toBeNull();
    expect(row('Spear').getByText('4 rolled at the table')).toBeVisible();
    expect(row('Spear').getByText('Injured: Misses the next battle.')).toBeVisible();
    expect(latest().injuries[VETERAN.Spear]).toMatchObject({
      roll: { total: 4, rolledBy: 'player' },
      result: 'injured',
    });
  });

  it('turns a second leg wound into Dead and says why, rolled or picked', async () => {
    const { user } = renderInjuries();
    const message = 'Hama already has a leg wound: a second one means Dead.';
    await typeRoll(user, 'Hama', '5');
    expect(row('Hama').getByLabelText('Injury result')).toHaveValue('dead');
    expect(row('Hama').getByText(message)).toBeVisible();
    expect(latest().injuries[VETERAN.Hama]).toMatchObject({
      roll: { total: 5, rolledBy: 'player' },
      result: 'dead',
    });

    await user.selectOptions(row('Hama').getByLabelText('Injury result'), 'fullRecovery');
    expect(row('Hama').queryByText(message)).toBeNull();
    expect(latest().injuries[VETERAN.Hama]).toMatchObject({ roll: null, result: 'fullRecovery' });

    await user.selectOptions(row('Hama').getByLabelText('Injury result'), 'legWound');
    expect(row('Hama').getByLabelText('Injury result')).toHaveValue('dead');
    expect(row('Hama').getByText(message)).toBeVisible();
    expect(latest().injuries[VETERAN.Hama]).toMatchObject({ roll: null, result: 'dead' });
  });

  it('preselects the first wound to heal, lets the player pick another or none', async () => {
    const company = veterans();
    company.warriors[VETERAN.Hama]!.oldWound = 2;
    const { user } = renderInjuries({ company });
    await typeRoll(user, 'Hama', '12');
    expect(row('Hama').getByRole('radio', { name: 'Leg Wound' })).toBeChecked();
    expect(latest().injuries[VETERAN.Hama]?.heal).toBe('legWound');
    expect(row('Hama').getByText(/Protected gives \+1 Fate .*costing \+5 points/)).toBeVisible();

    await user.click(row('Hama').getByRole('radio', { name: 'Old Battle Wound' }));
    expect(latest().injuries[VETERAN.Hama]?.heal).toBe('oldWound');
    await user.click(row('Hama').getByRole('radio', { name: 'None' }));
    expect(latest().injuries[VETERAN.Hama]?.heal).toBeNull();

    // A new result brings its own default; one that heals nothing clears it.
    await user.selectOptions(row('Hama').getByLabelText('Injury result'), 'fullRecovery');
    expect(latest().injuries[VETERAN.Hama]?.heal).toBe('legWound');
    await user.selectOptions(row('Hama').getByLabelText('Injury result'), 'injured');
    expect(latest().injuries[VETERAN.Hama]?.heal).toBeNull();
    expect(row('Hama').queryByRole('radio')).toBeNull();
  });

  it('asks Wounds of a Hero for its influence and records who rolled it', async () => {
    const { user } = renderInjuries({ showErrors: true });
    await typeRoll(user, 'Hama', '11');
    const field = row('Hama').getByLabelText('Influence rolled at the table (0–6)');
    expect(field).toHaveAccessibleDescription('This field is required');

    await user.type(field, '7');
    await user.click(row('Hama').getByRole('button', { name: 'Use influence' }));
    expect(field).toHaveAccessibleDescription('Type a number from 0 to 6');
    expect(latest().injuries[VETERAN.Hama]?.influence).toBeNull();

    dice.mockReturnValueOnce([4]);
    await user.click(row('Hama').getByRole('button', { name: 'Roll a D6 for me' }));
    expect(field).toHaveValue('');
    expect(dice).toHaveBeenCalledWith(1);
    expect(row('Hama').getByText('Influence 4, rolled by the app.')).toBeVisible();
    expect(field).not.toHaveAccessibleDescription();
    expect(latest().injuries[VETERAN.Hama]?.influence).toEqual({ total: 4, rolledBy: 'app' });

    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(latest().injuries[VETERAN.Hama]?.influence).toEqual({ total: 0, rolledBy: 'player' });

    await user.selectOptions(row('Hama').getByLabelText('Injury result'), 'protected');
    expect(latest().injuries[VETERAN.Hama]?.influence).toBeNull();
  });

  it('shows a missing result on its field once the player has tried to move on', () => {
    renderInjuries({ showErrors: true });
    expect(row('Spear').getByLabelText('Injury result')).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('lists the Creature who dies with its dead owner', async () => {
    const { user } = renderInjuries();
    expect(screen.queryByText(/dies with its owner/)).toBeNull();
    await typeRoll(user, 'Eomer', '2');
    const section = screen.getByRole('region', { name: 'Creatures who die with their owner' });
    expect(within(section).getByText('Warg dies with its owner, Eomer.')).toBeVisible();
  });

  it('makes a draft that passes the step checks and parses as what Submit sends', async () => {
    // No one crosses a level in this battle, so the draft is whole after this step.
    const company = veterans();
    company.warriors[VETERAN.Eomer]!.experience = 0;
    company.warriors[VETERAN.Spear]!.experience = 0;
    const { user, battle } = renderInjuries({ company });
    dice.mockReturnValueOnce([5, 5]).mockReturnValueOnce([5]);
    await user.click(row('Eomer').getByRole('button', { name: 'Roll 2D6 for me' }));
    await typeRoll(user, 'Hama', '11');
    await user.click(row('Hama').getByRole('button', { name: 'Roll a D6 for me' }));
    await user.selectOptions(row('Spear').getByLabelText('Injury result'), 'fullRecovery');

    const draft = { ...latest(), result: 'loss' as const };
    const plan = planAftermath(company, battle, draft, false);
    expect(stepErrors('injuries', draft, plan)).toEqual({});
    const input = toAftermathInput(battle, draft, plan);
    expect(input.injuries).toEqual([
      {
        warriorId: VETERAN.Eomer,
        roll: { total: 10, rolledBy: 'app' },
        result: 'oldBattleWound',
        heal: null,
        influence: null,
      },
      {
        warriorId: VETERAN.Hama,
        roll: { total: 11, rolledBy: 'player' },
        result: 'woundsOfAHero',
        heal: 'legWound',
        influence: { total: 5, rolledBy: 'app' },
      },
      {
        warriorId: VETERAN.Spear,
        roll: null,
        result: 'fullRecovery',
        heal: null,
        influence: null,
      },
    ]);
    expect(plan.influence.woundsInfluence).toBe(5);
  });
});
