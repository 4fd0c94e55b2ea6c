import { describe, expect, it } from 'vitest';
import { battleStorageKey } from '../../components/battle-start/battle-key';
import type { KeyValueStore } from '../../components/battle-start/battle-underway';
import { updateMayApply } from './update-gate';

function storeOf(entries: Record<string, string>): KeyValueStore {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (k) => entries[k] ?? null };
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
    expect(updateMayApply({ pathname: '/companies', playerId: 'p1', store: empty })).toBe(true);
    expect(updateMayApply({ pathname: '/', playerId: null, store: fighting })).toBe(true);
  });

  it("never on battle mode's pages", () => {
    expect(updateMayApply({ pathname: '/company/c1/battle', playerId: 'p1', store: empty })).toBe(
      false,
    );
  });

  it('never while the player has a battle fought or an aftermath waiting, on any page', () => {
    for (const store of [fighting, aftermath]) {
      expect(updateMayApply({ pathname: '/company/c1', playerId: 'p1', store })).toBe(false);
      expect(updateMayApply({ pathname: '/armoury', playerId: 'p1', store })).toBe(false);
    }
  });
});
