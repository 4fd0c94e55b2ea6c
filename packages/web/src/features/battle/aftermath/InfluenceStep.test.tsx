import { act, screen } from '@testing-library/react';
import { INFLUENCE_MAX } from '@warband/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, preferReducedMotion } from '../../../app/test-utils';
import { libraryId, libraryWargear } from '../../../app/test-library';
import type { AftermathDraft, InjuryDraft } from './aftermath-draft';
import {
  draftWith,
  endedBattle,
  injury as pickedInjury,
  VETERAN,
  veterans,
} from './aftermath-fixtures';
import { InfluenceStep } from './InfluenceStep';
import { renderStep } from './render-step';
import { INFLUENCE_TICK_MS } from './useCountUp';
import { NEW_ITEM } from './aftermath-draft';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const injury = (result: InjuryDraft['result'], influence?: number) =>
  pickedInjury(result, {
    influence: influence === undefined ? null : { total: influence, rolledBy: 'player' },
  });

/** A Draw against a company 180 points stronger: 3 + 10 + 4 + 2 = 19. */
function drawnBattle(): AftermathDraft {
  const draft = draftWith({
    step: 'influence',
    result: 'draw',
    injuries: {
      [VETERAN.Eomer]: injury('woundsOfAHero', 4),
      [VETERAN.Hama]: injury('injured'),
      [VETERAN.Spear]: injury('dead'),
    },
  });
  draft.rewards.influence = { on: true, value: 2 };
  return draft;
}

const openInfluence = () =>
  renderStep(InfluenceStep, drawnBattle(), { battle: endedBattle(veterans(), 480) });

describe('the Influence step', () => {
  it('shows where the influence comes from, with the working of Against the Odds', () => {
    preferReducedMotion();
    openInfluence();
    const parts = screen.getByRole('definition', { name: 'Total 19' }).closest('dl')!;
    const lines = [...parts.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(lines).toEqual([
      ['Draw', '3'],
      [
        'Against the oddsRatings: your company 300, opponent 480. 180 ÷ 15 = 12, rounded toward zero, capped at 10.',
        '10',
      ],
      ['Wounds of a HeroEomer: 4', '4'],
      ['Scenario reward', '2'],
      ['Total', '19'],
    ]);
    expect(screen.getByText('Company influence: 5 → 24')).toBeVisible();
  });

  it('gives the stronger company nothing against the odds', () => {
    preferReducedMotion();
    renderStep(InfluenceStep, drawnBattle(), { battle: endedBattle(veterans(), 200) });
    expect(
      screen.getByText(
        'Ratings: your company 300, opponent 200. Only the weaker company, by 15 or more, gets a bonus.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Company influence: 5 → 14')).toBeVisible();
  });

  it('counts up to the most a company holds, and says the rest is not kept', () => {
    preferReducedMotion();
    const full = { ...veterans(), influence: INFLUENCE_MAX - 5 };
    renderStep(InfluenceStep, drawnBattle(), { company: full, battle: endedBattle(full, 480) });
    expect(screen.getByRole('definition', { name: 'Total 19' })).toBeVisible();
    expect(screen.getByText('Company influence: 99995 → 100000')).toBeVisible();
    expect(
      screen.getByText(
        'A company holds at most 100000 influence: what this battle brings above it is not kept.',
      ),
    ).toBeVisible();
  });

  it('counts up to the total one a tick', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    openInfluence();
    const total = screen.getByRole('definition', { name: 'Total 19' });
    expect(total).toHaveTextContent('0');
    act(() => vi.advanceTimersByTime(INFLUENCE_TICK_MS));
    expect(total).toHaveTextContent('1');
    act(() => vi.advanceTimersByTime(INFLUENCE_TICK_MS * 5));
    expect(total).toHaveTextContent('6');
    expect(screen.getByText('Company influence: 5 → 11')).toBeVisible();
    for (let tick = 6; tick < 19; tick += 1) act(() => vi.advanceTimersByTime(INFLUENCE_TICK_MS));
    expect(total).toHaveTextContent('19');
    act(() => vi.advanceTimersByTime(INFLUENCE_TICK_MS * 5));
    expect(total).toHaveTextContent('19');
    expect(screen.getByText('Company influence: 5 → 24')).toBeVisible();
  });

  it('sums up what Submit will save: deaths, injuries and level-ups', () => {
    preferReducedMotion();
    openInfluence();
    const summary = screen.getByRole('list', { name: 'What Submit will save' });
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Dies: Spear.',
      'Injuries: Eomer, Wounds of a Hero; Hama, Injured.',
      'Level-ups: Eomer ×1.',
      'Experience for 3 warriors.',
    ]);
  });
});

describe('the summary of what Submit will save', () => {
  const summaryLines = () =>
    [...screen.getByRole('list', { name: 'What Submit will save' }).querySelectorAll('li')].map(
      (item) => item.textContent,
    );

  it('names the wound a result heals and the bonus item written in the aftermath', () => {
    preferReducedMotion();
    const draft = drawnBattle();
    draft.injuries[VETERAN.Hama] = injury('fullRecovery');
    draft.injuries[VETERAN.Hama]!.heal = 'legWound';
    draft.rewards.item = {
      ...draft.rewards.item,
      on: true,
      warriorId: VETERAN.Eomer,
      source: NEW_ITEM,
      newItem: { ...draft.rewards.item.newItem, name: 'Horn of Helm' },
    };
    renderStep(InfluenceStep, draft, { battle: endedBattle(veterans(), 480) });
    expect(summaryLines()).toEqual([
      'Dies: Spear.',
      'Injuries: Eomer, Wounds of a Hero; Hama, Full Recovery.',
      'Healed: Hama, Leg Wound.',
      'Level-ups: Eomer ×1.',
      'Experience for 3 warriors.',
      'Bonus item: Horn of Helm for Eomer.',
    ]);
  });

  it('names a bonus item taken from the armoury', async () => {
    preferReducedMotion();
    mockApi({ 'GET /wargear': { body: [libraryWargear(1, 'Shield of Rohan')] } });
    const draft = drawnBattle();
    draft.rewards.item = {
      ...draft.rewards.item,
      on: true,
      warriorId: VETERAN.Hama,
      source: libraryId(1),
    };
    renderStep(InfluenceStep, draft, { battle: endedBattle(veterans(), 480) });
    expect(await screen.findByText('Bonus item: Shield of Rohan for Hama.')).toBeVisible();
  });
});
