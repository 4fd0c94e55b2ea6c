import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../../app/test-utils';
import type { AftermathDraft } from './aftermath-draft';
import { draftWith, injury, VETERAN } from './aftermath-fixtures';
import { renderExperience } from './render-step';
import { EXPERIENCE_TICK_MS } from './useCountUp';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const recovered = injury('fullRecovery');
const gains = () => screen.findByRole('list', { name: 'Experience gained' });
const gainOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Experience gained' })).getByRole('listitem', { name });
const countOf = (name: string) => within(gainOf(name)).getByTestId('experience-count');

describe('the Experience step', () => {
  it('explains each gain in words and lists who gains nothing and why', async () => {
    preferReducedMotion();
    const draft = draftWith({
      result: 'win',
      injuries: { [VETERAN.Hama]: { ...recovered, result: 'dead' } },
    });
    draft.rewards.experience = { on: true, perWarrior: { [VETERAN.Archer]: 2 } };
    renderExperience({ draft });
    await gains();
    // A hero counts every wound he inflicted and the Win.
    expect(gainOf('Eomer')).toHaveTextContent(
      'Took part +1 · Wounds inflicted +2 · Hero on a Win +1 = +4',
    );
    expect(gainOf('Eomer')).toHaveTextContent('Experience 4 → 8 · level 1 → 2');
    // A warrior counts at most one of his two wounds, and no Win.
    expect(gainOf('Spear')).toHaveTextContent('Took part +1 · Wounds inflicted +1 = +2');
    expect(gainOf('Archer')).toHaveTextContent('Took part +1 · Scenario bonus +2 = +3');
    const excluded = screen.getByRole('list', { name: 'Gain no experience' });
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hama: died',
      'Limping: sat out the battle injured',
      'Warg: a Creature gains no experience',
    ]);
  });

  it('counts up one point every 200 ms and marks the level reached', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderExperience({ draft: draftWith({ result: 'win' }) });
    await gains();
    expect(countOf('Eomer')).toHaveTextContent('4 · level 1');
    act(() => vi.advanceTimersByTime(EXPERIENCE_TICK_MS));
    expect(countOf('Eomer')).toHaveTextContent('5 · level 2');
    expect(gainOf('Eomer')).toHaveTextContent('Level up: level 2');
    expect(countOf('Spear')).toHaveTextContent('10 · level 3');
    expect(gainOf('Spear')).toHaveTextContent('Level up: level 3');
    act(() => vi.advanceTimersByTime(3 * EXPERIENCE_TICK_MS));
    expect(countOf('Eomer')).toHaveTextContent('8 · level 2');
    expect(countOf('Spear')).toHaveTextContent('11 · level 3');
    expect(countOf('Hama')).toHaveTextContent('14 · level 3');
    expect(within(gainOf('Hama')).queryByText(/Level up/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show all at once' })).toBeNull();
  });

  it('shows every count at once when asked to skip', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderExperience({ draft: draftWith({ result: 'win' }) });
    await gains();
    expect(countOf('Eomer')).toHaveTextContent('4 · level 1');
    await userEvent.click(screen.getByRole('button', { name: 'Show all at once' }));
    expect(countOf('Eomer')).toHaveTextContent('8 · level 2');
    expect(gainOf('Eomer')).toHaveTextContent('Level up: level 2');
  });

  it('shows at once the end of the count to a player who wants less motion', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    preferReducedMotion();
    renderExperience({ draft: draftWith({ result: 'win' }) });
    await gains();
    expect(countOf('Eomer')).toHaveTextContent('8 · level 2');
  });

  it('says who the bonus level up made a Hero, and a hero’s pending bonus level', async () => {
    preferReducedMotion();
    const draft: AftermathDraft = draftWith({ result: 'loss' });
    draft.rewards.levelUp = { on: true, warriorId: VETERAN.Spear };
    renderExperience({ draft });
    await gains();
    expect(gainOf('Spear')).toHaveTextContent('Made a Hero by the bonus level up (+1 Fate).');
    const spear = screen.getByRole('region', { name: 'Spear' });
    expect(spear).toHaveTextContent('Hero level-up');
    expect(within(spear).getByRole('radiogroup', { name: 'Progression perk' })).toBeVisible();
  });

  it('gives a hero with the bonus level up one more level-up to take', async () => {
    preferReducedMotion();
    const draft: AftermathDraft = draftWith({ result: 'loss' });
    draft.rewards.levelUp = { on: true, warriorId: VETERAN.Hama };
    renderExperience({ draft });
    await gains();
    expect(gainOf('Hama')).toHaveTextContent(
      'The bonus level up from the scenario gives one more level-up.',
    );
    expect(screen.getByRole('region', { name: 'Hama' })).toHaveTextContent('Hero level-up');
  });
});
