import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { battleUnderway, riders } from './battle-fixtures';
import { battleReducer } from './battle-reducer';
import { battleStorageKey, readBattle, writeBattle } from './battle-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The next D6 the app rolls shows these faces (a byte of face - 1 reads as that face). */
function nextRolls(...faces: number[]) {
  const spy = vi.spyOn(crypto, 'getRandomValues');
  for (const face of faces) {
    spy.mockImplementationOnce((array: ArrayBufferView) => {
      (array as Uint8Array)[0] = face - 1;
      return array;
    });
  }
}

async function continueBattle() {
  writeBattle(battleUnderway());
  mockApi({ 'GET /companies': { body: [riders()] } });
  renderApp('/company/riders/battle', { user: PLAYER });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe('Tools', () => {
  it('shows the wound chart for a chosen pair and rolls for the player', async () => {
    await continueBattle();
    await userEvent.click(screen.getByRole('button', { name: 'Tools' }));
    const tools = await screen.findByRole('dialog', { name: 'Tools' });
    expect(
      within(tools)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Wound', 'Thrown Rider', 'Jump', 'Leap', 'Climb', 'Swim']);
    await userEvent.selectOptions(within(tools).getByLabelText('Strength'), '2');
    await userEvent.selectOptions(within(tools).getByLabelText('Defence'), '7');
    const status = within(tools).getByRole('status');
    expect(status).toHaveTextContent('Strength 2 against Defence 7: 6/4+');
    const chart = within(tools).getByRole('table', { name: 'Wound chart' });
    expect(chart.querySelector('[aria-current="true"]')).toHaveTextContent('6/4+');
    nextRolls(6, 3);
    await userEvent.click(within(tools).getByRole('button', { name: 'Roll for me' }));
    expect(status).toHaveTextContent('rolled 6 then 3: no wound');
  });

  it('reads a swim roll with its modifiers on the table', async () => {
    await continueBattle();
    await userEvent.click(screen.getByRole('button', { name: 'Tools' }));
    const tools = await screen.findByRole('dialog', { name: 'Tools' });
    await userEvent.click(within(tools).getByRole('tab', { name: 'Swim' }));
    await userEvent.click(within(tools).getByLabelText('Shield (−1)'));
    expect(within(tools).getByText('Modifier -1')).toBeVisible();
    nextRolls(2);
    await userEvent.click(within(tools).getByRole('button', { name: 'Roll for me' }));
    expect(within(tools).getByRole('status')).toHaveTextContent('Rolled 2, read as 1: Goes under');
    const table = within(tools).getByRole('table', { name: 'Swim table' });
    expect(table.querySelector('[aria-current="true"]')).toHaveTextContent('Goes under');
    await userEvent.click(within(tools).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Tools' })).toBeNull();
  });
});

describe('a second tab on the same battle', () => {
  it('stops this tab writing over it and offers the newer battle', async () => {
    await continueBattle();
    const key = battleStorageKey(PLAYER.id, 'riders');
    const stored = readBattle(PLAYER.id, 'riders')!;
    // The other tab marks Archer as fled and saves.
    const theirs = battleReducer(stored, { type: 'toggleFlee', warriorId: 'Archer' });
    const saved = writeBattle(theirs);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This battle was changed in another tab or window.',
    );
    // A tap here writes nothing over the newer battle.
    await userEvent.click(screen.getByRole('button', { name: 'Flee: Spear' }));
    expect(readBattle(PLAYER.id, 'riders')).toEqual(saved.status === 'saved' && saved.battle);
    await userEvent.click(screen.getByRole('button', { name: 'Load the newer battle' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Flee: Archer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
