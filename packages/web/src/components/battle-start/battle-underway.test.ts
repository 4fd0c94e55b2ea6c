import { describe, expect, it } from 'vitest';
import { battleStorageKey } from './battle-key';
import { battleUnderway, type KeptBattles } from './battle-underway';

function storeOf(entries: Record<string, string>): KeptBattles {
  return { keys: () => Object.keys(entries), getItem: (key) => entries[key] ?? null };
}

const battle = (stage: string) => JSON.stringify({ battleId: 'b1', stage, revision: 3 });

describe('battleUnderway', () => {
  it('is true while a battle of the player is fought or waits for its aftermath', () => {
    for (const stage of ['battle', 'ended']) {
      const store = storeOf({ user: '{}', [battleStorageKey('p1', 'c2')]: battle(stage) });
      expect(battleUnderway('p1', store), stage).toBe(true);
    }
  });

  it('is false before the battle begins, and with no battle kept', () => {
    expect(
      battleUnderway('p1', storeOf({ [battleStorageKey('p1', 'c1')]: battle('preBattle') })),
    ).toBe(false);
    expect(battleUnderway('p1', storeOf({ user: '{}' }))).toBe(false);
  });

  it("ignores another player's battle, a discarded one and what cannot be read", () => {
    const store = storeOf({
      [battleStorageKey('p2', 'c1')]: battle('battle'),
      [`battle-discarded:p1:c1`]: battle('battle'),
      [battleStorageKey('p1', 'c3')]: 'not json',
      [battleStorageKey('p1', 'c4')]: 'null',
    });
    expect(battleUnderway('p1', store)).toBe(false);
  });

  it('is false when storage refuses to be read', () => {
    const refusing: KeptBattles = {
      keys() {
        throw new Error('SecurityError');
      },
      getItem: () => null,
    };
    expect(battleUnderway('p1', refusing)).toBe(false);
  });
});
