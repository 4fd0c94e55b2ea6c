import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, wargearItem, warrior } from '../../components/warrior-card/fixtures';
import { battleUnderway } from './battle-fixtures';
import { writeBattle } from './battle-storage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const entry = { warriorId: 'Eomer', description: '', phases: [], type: 'base' as const };

/** The riders again, their Leader carrying kit, rules, a heroic action, a spell and a horse. */
function kittedRiders() {
  return company('riders', { name: 'Riders', currentRating: 300 }, [
    warrior('Eomer', {
      rank: 'Leader',
      oldWound: 1,
      baseStats: { wounds: 2, might: 2, will: 1, fate: 1 },
      wargear: [
        wargearItem('Shield', 5, { adjustmentStat: 'defence', adjustmentValue: 1 }),
        wargearItem('Horse', 10, { mount: 1, move: 10, fight: 3, strength: 3, defence: 4 }),
      ],
      specialRules: [{ ...entry, id: 'r1', name: 'Expert Rider', myRuleId: null, wargearId: null }],
      heroicActions: [
        {
          ...entry,
          id: 'h1',
          name: 'Heroic Combat',
          myHeroicActionsId: null,
          modifyCastingValue: 0,
        },
      ],
      spells: [
        {
          ...entry,
          id: 's1',
          name: 'Sorcerous Blast',
          mySpellsId: null,
          baseCastingValue: 5,
          modifyCastingValue: -1,
        },
      ],
    }),
    warrior('Hama', { rank: 'Hero', baseStats: { fate: 1 } }),
    warrior('Spear', { rank: 'Warrior', baseStats: { wounds: 2 } }),
    warrior('Archer', { rank: 'Warrior' }),
    warrior('Limping', { rank: 'Warrior', status: 'injured' }),
    warrior('Warg', { rank: 'Creature' }),
  ]);
}

const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}(,|$)`) });
const stat = (name: string, key: string) =>
  within(row(name))
    .getByRole('table', { name: 'Characteristics' })
    .querySelector(`[data-stat="${key}"]`);

async function openBattle() {
  writeBattle(battleUnderway());
  mockApi({ 'GET /companies': { body: [kittedRiders()] } });
  renderApp('/company/riders/battle', { user: PLAYER });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe("a warrior's profile in battle mode", () => {
  it("shows each warrior's characteristics on the row, wounds taken applied", async () => {
    await openBattle();
    // The shield's +1 is in the totals, as on the card.
    expect(stat('Eomer', 'defence')).toHaveTextContent('5');
    expect(stat('Eomer', 'fight')).toHaveTextContent('3');
    expect(stat('Eomer', 'wounds')).toHaveTextContent('2');
    // Intelligence is the 2024 ruleset's; Warriors have no Might, Will or Fate.
    expect(stat('Eomer', 'intelligence')).toBeNull();
    expect(stat('Spear', 'might')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Wounds of Eomer: one less' }));
    expect(stat('Eomer', 'wounds')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Might of Eomer: one less' }));
    expect(stat('Eomer', 'might')).toHaveTextContent('1');
  });

  it('opens the whole profile in a sheet and closes back to the same battle', async () => {
    await openBattle();
    await userEvent.click(screen.getByRole('button', { name: 'Wounds of Eomer: one less' }));
    const open = within(row('Eomer')).getByRole('button', { name: 'Profile of Eomer' });
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Eomer' });
    expect(within(sheet).getByRole('list', { name: 'Wargear' })).toHaveTextContent('Shield');
    expect(within(sheet).getByRole('list', { name: 'Special rules' })).toHaveTextContent(
      'Expert Rider',
    );
    expect(within(sheet).getByRole('list', { name: 'Heroic actions' })).toHaveTextContent(
      'Heroic Combat',
    );
    expect(within(sheet).getByRole('list', { name: 'Spells' })).toHaveTextContent(
      'Sorcerous Blast4+',
    );
    const mount = within(sheet).getByRole('table', { name: 'Horse' });
    expect(mount.querySelector('[data-stat="move"]')).toHaveTextContent('10');
    expect(within(sheet).getByRole('table', { name: 'Characteristics' })).toBeVisible();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Wounds of Eomer' })).toHaveTextContent('1 / 2');
  });
});
