import { describe, expect, it } from 'vitest';
import { battleStorageKey } from '../../components/battle-start/battle-key';
import type { KeptBattles } from '../../components/battle-start/battle-underway';
import { updateMayApply } from './update-gate';

function storeOf(entries: Record<string, string>): KeptBattles {
  return { keys: () => Object.keys(entries), getItem: (key) => entries[key] ?? null };
}
const empty = storeOf({});
const fighting = storeOf({
  [battleStorageKey('p1', 'c1')]: JSON.stringify({ stage: 'battle' }),
});
const aftermath = storeOf({
  [battleStorageKey('p1', 'c1')]: JSON.stringify({ stage: 'ended' }),
});

describe('updateMayApply', () => {
  it('offers the update on ordinary pages, to players and visitors', () => {
    expect(updateMayApply({ pathname: '/companies', playerId: 'p1', kept: empty })).toBe(true);
    expect(updateMayApply({ pathname: '/', playerId: null, kept: fighting })).toBe(true);
  });

  it("never on battle mode's pages", () => {
    expect(updateMayApply({ pathname: '/company/c1/battle', playerId: 'p1', kept: empty })).toBe(
      false,
    );
  });

  it('never while the player has a battle fought or an aftermath waiting, on any page', () => {
    for (const kept of [fighting, aftermath]) {
      expect(updateMayApply({ pathname: '/company/c1', playerId: 'p1', kept })).toBe(false);
      expect(updateMayApply({ pathname: '/armoury', playerId: 'p1', kept })).toBe(false);
    }
  });
});
