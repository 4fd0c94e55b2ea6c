import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Phase } from '@warband/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleUnderway, PLAYER_ID } from './battle-fixtures';
import { readBattle, writeBattle } from './battle-storage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rule = (id: string, name: string, phases: Phase[], description = '') => ({
  id,
  warriorId: id,
  name,
  description,
  phases,
  myRuleId: null,
  wargearId: null,
  type: 'base' as const,
});

/** The riders, their rules and heroic actions naming the phases they matter in. */
function phasedRiders() {
  return company('riders', { name: 'Riders', currentRating: 300 }, [
    warrior('Eomer', {
      rank: 'Leader',
      oldWound: 1,
      baseStats: { wounds: 2, might: 2, will: 1, fate: 1 },
      heroicActions: [
        {
          ...rule('h1', 'Heroic Move', ['move'], 'Moves before the side with priority.'),
          myHeroicActionsId: null,
          modifyCastingValue: 0,
        },
      ],
    }),
    warrior('Hama', {
      rank: 'Hero',
      baseStats: { fate: 1 },
      specialRules: [rule('r1', 'Throwing weapons', ['shoot'], 'Thrown instead of shooting.')],
    }),
    warrior('Spear', {
      rank: 'Warrior',
      baseStats: { wounds: 2 },
      specialRules: [rule('r2', 'throwing weapons ', ['shoot', 'fight'])],
    }),
    warrior('Archer', { rank: 'Warrior' }),
    // Sitting this battle out: his rule is no reminder.
    warrior('Limping', {
      rank: 'Warrior',
      status: 'injured',
      specialRules: [rule('r3', 'Terror', ['move'])],
    }),
    warrior('Warg', { rank: 'Creature' }),
  ]);
}

async function openBattle() {
  // Kept before battles kept their turn: it stands at turn 1's Priority.
  const { turn: _none, ...older } = battleUnderway();
  writeBattle(older);
  mockApi({ 'GET /companies': { body: [phasedRiders()] } });
  const view = renderApp('/company/riders/battle', { user: PLAYER });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return view;
}

const tracker = () => screen.getByRole('region', { name: 'Turn and phase' });
const now = () => within(tracker()).getByRole('status');
const next = () => within(tracker()).getByRole('button', { name: /^On to/ });
const back = () => within(tracker()).getByRole('button', { name: /^Back to|^Back$/ });

describe('the turn tracker in battle mode', () => {
  it('goes through the phases, reminding of what the warriors on the table have', async () => {
    await openBattle();
    expect(now()).toHaveTextContent('Turn 1Priority');
    expect(back()).toBeDisabled();
    expect(tracker()).toHaveTextContent("Nothing of your company's names the Priority phase.");

    await userEvent.click(next());
    expect(now()).toHaveTextContent('Turn 1Move');
    const move = within(tracker()).getByRole('list', { name: 'Reminders for the Move phase' });
    // The injured warrior's Terror is not on the table.
    expect(
      within(move)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heroic MoveEomer']);

    await userEvent.click(next());
    const shoot = within(tracker()).getByRole('list', { name: 'Reminders for the Shoot phase' });
    expect(
      within(shoot)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Throwing weaponsHama, Spear']);
    expect(readBattle(PLAYER_ID, 'riders')?.turn).toEqual({ turn: 1, phase: 'shoot' });

    await userEvent.click(
      within(shoot).getByRole('button', { name: 'Throwing weapons: read in full' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Throwing weapons' });
    expect(dialog).toHaveTextContent('Rule');
    expect(dialog).toHaveTextContent('Thrown instead of shooting.');
    expect(dialog).toHaveTextContent('Who has itHama, Spear');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(next());
    await userEvent.click(next());
    expect(now()).toHaveTextContent('Turn 1End');
    expect(next()).toHaveTextContent('Next: Turn 2');
    await userEvent.click(next());
    expect(now()).toHaveTextContent('Turn 2Priority');
    await userEvent.click(back());
    expect(now()).toHaveTextContent('Turn 1End');
    expect(readBattle(PLAYER_ID, 'riders')?.turn).toEqual({ turn: 1, phase: 'end' });
  });

  it('keeps the turn and phase when the page is opened again', async () => {
    const view = await openBattle();
    await userEvent.click(next());
    await userEvent.click(next());
    view.unmount();
    renderApp('/company/riders/battle', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(now()).toHaveTextContent('Turn 1Shoot');
    expect(back()).toBeEnabled();
  });
});
