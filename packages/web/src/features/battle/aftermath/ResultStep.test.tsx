import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARGEAR_DEFAULTS } from '../../../app/test-entities';
import { mockApi, stamps } from '../../../app/test-utils';
import { NEW_ITEM, newAftermathDraft } from './aftermath-draft';
import { draftWith, VETERAN } from './aftermath-fixtures';
import { ResultStep } from './ResultStep';
import { renderStep } from './render-step';

afterEach(() => vi.unstubAllGlobals());

const turnOn = (name: string) => userEvent.click(screen.getByRole('switch', { name }));
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function openResult(options: { showErrors?: boolean } = {}) {
  const api = mockApi({
    'GET /wargear': {
      body: [{ ...stamps('axe'), ...WARGEAR_DEFAULTS, name: 'Axe', pointsLow: 5, pointsHigh: 10 }],
    },
  });
  return { ...renderStep(ResultStep, newAftermathDraft(), options), api };
}

describe('the Result step', () => {
  it('asks for Win, Draw or Loss, and says so once Next was pressed without one', async () => {
    const step = openResult({ showErrors: true });
    expect(screen.getByText('Please select a result')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Draw' }));
    expect(step.last().result).toBe('draw');
    expect(screen.queryByText('Please select a result')).toBeNull();
  });

  it('reveals the bonus influence when on, required and a whole number from 0', async () => {
    const step = openResult({ showErrors: true });
    expect(screen.queryByLabelText(/Bonus influence points/)).toBeNull();
    await turnOn('Bonus influence');
    const points = screen.getByRole('textbox', { name: /Bonus influence points/ });
    expect(screen.getByText('This field is required')).toBeVisible();
    await userEvent.type(points, '-2.5');
    await userEvent.tab();
    // No decimals, and below 0 is the least there is: a typed -2.5 is read as 0 when left.
    expect(points).toHaveValue('0');
    expect(step.last().rewards.influence).toEqual({ on: true, value: 0 });
    expect(screen.queryByText('This field is required')).toBeNull();
    await userEvent.clear(points);
    await userEvent.type(points, '25');
    expect(step.last().rewards.influence).toEqual({ on: true, value: 25 });

    // Turned off, the value is kept for when it is turned on again.
    await userEvent.click(screen.getByRole('switch', { name: 'Bonus influence' }));
    expect(step.last().rewards.influence).toEqual({ on: false, value: 25 });
    expect(screen.queryByLabelText(/Bonus influence points/)).toBeNull();
  });

  it('offers the bonus level up to those who took part, saying what it will do', async () => {
    const step = openResult({ showErrors: true });
    await turnOn('Bonus level up');
    expect(screen.getByText('Please select a warrior')).toBeVisible();
    await userEvent.click(screen.getByRole('textbox', { name: /Warrior who levels up/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Not the Warrior who sat it out injured, nor the Creature.
    expect(options).toEqual(['Eomer', 'Hama', 'Spear', 'Archer']);
    await userEvent.click(screen.getByRole('option', { name: 'Spear' }));
    expect(screen.getByText('This Warrior becomes a Hero with +1 Fate.')).toBeVisible();
    expect(step.last().rewards.levelUp).toEqual({ on: true, warriorId: VETERAN.Spear });

    await choose('Warrior who levels up', 'Hama');
    expect(
      screen.getByText('This warrior gets a pending level to take in the Experience step.'),
    ).toBeVisible();
  });

  it('takes a whole number of bonus experience for each warrior who took part', async () => {
    const step = openResult();
    await turnOn('Bonus experience');
    const fields = screen.getAllByRole('textbox', { name: /^Bonus experience for / });
    expect(fields.map((field) => field.getAttribute('aria-label'))).toEqual([
      'Bonus experience for Eomer',
      'Bonus experience for Hama',
      'Bonus experience for Spear',
      'Bonus experience for Archer',
    ]);
    const spear = screen.getByRole('textbox', { name: 'Bonus experience for Spear' });
    await userEvent.type(spear, '3.9');
    expect(step.last().rewards.experience).toEqual({
      on: true,
      perWarrior: { [VETERAN.Spear]: 39 },
    });
    await userEvent.clear(spear);
    expect(step.last().rewards.experience.perWarrior).toEqual({});
  });

  it('gives a bonus item from the armoury to a warrior', async () => {
    const step = openResult({ showErrors: true });
    await turnOn('Bonus item');
    expect(screen.getByText('Please select a warrior')).toBeVisible();
    expect(screen.getByText('Please select an item')).toBeVisible();
    await choose('Warrior who receives the item', 'Hama');
    await choose('Item', 'Axe (5/10 pts)');
    expect(step.last().rewards.item).toMatchObject({
      on: true,
      warriorId: VETERAN.Hama,
      source: 'axe',
    });
    expect(screen.queryByText(/Please select an? (warrior|item)/)).toBeNull();
  });

  it('writes a new bonus item, its name required and its numbers whole', async () => {
    const step = openResult({ showErrors: true });
    await turnOn('Bonus item');
    await choose('Warrior who receives the item', 'Eomer');
    await choose('Item', 'New item');
    expect(step.last().rewards.item.source).toBe(NEW_ITEM);
    const name = screen.getByRole('textbox', { name: /Item name/ });
    expect(screen.getByText('Please enter a name')).toBeVisible();
    await userEvent.type(name, 'Horn');
    await userEvent.type(screen.getByRole('textbox', { name: 'Points Low' }), '{backspace}7.5');
    await userEvent.click(screen.getByRole('switch', { name: 'Mount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Movement' }), '{backspace}9');
    expect(step.last().rewards.item.newItem).toMatchObject({
      name: 'Horn',
      pointsLow: 75,
      mount: 1,
      move: 9,
    });
    expect(screen.queryByText('Please enter a name')).toBeNull();
  });

  it('keeps what was chosen before, shown as it was left', () => {
    const draft = draftWith({ result: 'win' });
    draft.rewards.influence = { on: true, value: 4 };
    renderStep(ResultStep, draft);
    expect(screen.getByRole('radio', { name: 'Win' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Bonus influence points/ })).toHaveValue('4');
  });
});
