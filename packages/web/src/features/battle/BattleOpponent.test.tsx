import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { opponentKey, rememberedOpponent } from './battle-opponent';
import { play, PLAYER_ID, riders } from './battle-fixtures';
import { newBattle } from './battle-state';
import { readBattle, writeBattle } from './battle-storage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const atTheOdds = () =>
  play(
    newBattle(riders(), PLAYER_ID, 'battle-1', new Date('2026-05-01T10:00:00Z')),
    { type: 'recordOldWound', warriorId: 'Eomer', outcome: 'Ready', rolls: [4], rolledBy: 'app' },
    { type: 'toAgainstTheOdds' },
  );

function openBattle() {
  mockApi({ 'GET /companies': { body: [riders()] } });
  return renderApp('/company/riders/battle', { user: PLAYER });
}

describe('the opponent of a battle', () => {
  it('is typed at Against the Odds, kept with the battle and remembered for the company', async () => {
    writeBattle(atTheOdds());
    openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByLabelText("Opponent's name");
    // Pasted, not typed key by key: each field is one change, as quick to test as to check.
    for (const [label, text] of [
      ["Opponent's name", 'Anna'],
      ["Opponent's company", 'Raiders of Dunland'],
      ['Scenario', 'Hold the Ford'],
      ['Note', 'At the club'],
    ] as const) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(text);
    }

    const opponent = {
      name: 'Anna',
      company: 'Raiders of Dunland',
      scenario: 'Hold the Ford',
      note: 'At the club',
    };
    expect(readBattle(PLAYER.id, 'riders')?.opponent).toEqual(opponent);
    // The rating is its own field, untouched.
    expect(screen.getByLabelText("Opponent's rating")).toHaveValue('0');
    // Remembered for this company only, and without this battle's note.
    expect(rememberedOpponent('riders')).toEqual({ ...opponent, note: '' });
    expect(rememberedOpponent('another')).toEqual({
      name: '',
      company: '',
      scenario: '',
      note: '',
    });
  });

  it("starts the company's next battle with the opponent remembered on this device", async () => {
    localStorage.setItem(
      opponentKey('riders'),
      JSON.stringify({ name: 'Anna', company: 'Raiders of Dunland', scenario: 'Hold the Ford' }),
    );
    openBattle();
    await waitFor(() =>
      expect(readBattle(PLAYER.id, 'riders')?.opponent).toEqual({
        name: 'Anna',
        company: 'Raiders of Dunland',
        scenario: 'Hold the Ford',
        note: '',
      }),
    );
  });
});
