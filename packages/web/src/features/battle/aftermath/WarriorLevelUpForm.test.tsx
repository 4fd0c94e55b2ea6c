import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AftermathInput } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EOMER_FIGHTS_BETTER, VETERAN } from './aftermath-fixtures';
import { renderExperience } from './render-step';
import { wonDraft } from './level-up-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a warrior level-up', () => {
  it('asks for a result, and a new class when Promoted', async () => {
    const view = renderExperience({ draft: wonDraft(EOMER_FIGHTS_BETTER), showErrors: true });
    const form = await screen.findByRole('region', { name: 'Spear' });
    expect(form).toHaveTextContent('Warrior level-up');
    expect(within(form).getByText('This field is required')).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: 'Promoted' }));
    expect(within(form).getByText('Please enter a base class')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/New class/), 'Veteran');
    expect(within(form).queryByText('Please enter a base class')).toBeNull();
    const { errors, input } = view.checked();
    expect(errors).toEqual({});
    const sent = input();
    expect(AftermathInput.safeParse(sent).success).toBe(true);
    expect(sent.levelUps[1]).toMatchObject({
      kind: 'warrior',
      warriorId: VETERAN.Spear,
      result: 'promoted',
      baseClass: 'Veteran',
    });
  });

  it('takes the level-up after A Hero in the Making as a hero', async () => {
    const draft = wonDraft(EOMER_FIGHTS_BETTER);
    // 9 + 2 + 5 = 16: Spear crosses 10 and 15.
    draft.rewards.experience = { on: true, perWarrior: { [VETERAN.Spear]: 5 } };
    const view = renderExperience({ draft });
    const first = await screen.findByRole('region', { name: 'Spear, level-up 1 of 2' });
    const second = () => screen.getByRole('region', { name: 'Spear, level-up 2 of 2' });
    expect(second()).toHaveTextContent('Warrior level-up');
    await userEvent.click(within(first).getByRole('radio', { name: 'A Hero in the Making' }));
    expect(first).toHaveTextContent('The warrior becomes a Hero with Fate 1');
    expect(second()).toHaveTextContent('Hero level-up');
    await userEvent.selectOptions(
      within(second()).getByRole('combobox', { name: 'Chosen path' }),
      'Custom',
    );
    await userEvent.type(
      within(second()).getByRole('textbox', { name: 'Custom path' }),
      'Shieldbearer',
    );
    await userEvent.click(within(second()).getByRole('radio', { name: 'Characteristic +1' }));
    await userEvent.selectOptions(
      within(second()).getByRole('combobox', { name: 'Characteristic' }),
      'defence',
    );
    const { errors, input } = view.checked();
    expect(errors).toEqual({});
    const sent = input();
    expect(AftermathInput.safeParse(sent).success).toBe(true);
    expect(sent.levelUps.map((levelUp) => levelUp.kind)).toEqual(['hero', 'warrior', 'hero']);
    expect(sent.levelUps[2]).toMatchObject({ chosenPath: 'Custom', customPath: 'Shieldbearer' });
  });
});
