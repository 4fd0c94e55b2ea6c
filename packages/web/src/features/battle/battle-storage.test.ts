import { afterEach, describe, expect, it, vi } from 'vitest';
import { battleUnderway, PLAYER_ID, riders } from './battle-fixtures';
import { newBattle } from './battle-state';
import {
  battleForAftermath,
  battleStorageKey,
  putAside,
  readBattle,
  readDiscarded,
  removeBattle,
  replaceBattle,
  watchBattle,
  writeBattle,
} from './battle-storage';
import { battleReducer } from './battle-reducer';

const KEY = battleStorageKey(PLAYER_ID, 'riders');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function saved() {
  const result = writeBattle(battleUnderway());
  if (result.status !== 'saved') throw new Error(result.status);
  return result.battle;
}

describe('the battle kept on the device', () => {
  it('is kept per player and company, one revision per write', () => {
    expect(KEY).toBe(`battle:${PLAYER_ID}:riders`);
    const first = saved();
    expect(first.revision).toBe(1);
    expect(readBattle(PLAYER_ID, 'riders')).toEqual(first);
    expect(readBattle('someone-else', 'riders')).toBeNull();
    const tapped = battleReducer(first, { type: 'toggleFlee', warriorId: 'Spear' });
    const second = writeBattle(tapped);
    expect(second).toMatchObject({ status: 'saved', battle: { revision: 2 } });
    expect(readBattle(PLAYER_ID, 'riders')?.roster).toEqual(tapped.roster);
  });

  it('takes a discarded battle back in place of the new one, unless another tab moved on', () => {
    const old = saved();
    expect(putAside(old)).toBe(true);
    expect(readDiscarded(PLAYER_ID, 'riders')).toEqual(old);
    removeBattle(PLAYER_ID, 'riders');
    const fresh = writeBattle(newBattle(riders(), PLAYER_ID, 'battle-2', new Date()));
    if (fresh.status !== 'saved') throw new Error(fresh.status);

    // A tab still holding the new battle's first revision cannot replace its second.
    const moved = writeBattle(
      battleReducer(fresh.battle, {
        type: 'recordOldWound',
        warriorId: 'Eomer',
        outcome: 'Ready',
        rolls: [],
        rolledBy: null,
      }),
    );
    if (moved.status !== 'saved') throw new Error(moved.status);
    expect(replaceBattle(fresh.battle, old)).toMatchObject({ status: 'conflict' });
    expect(readBattle(PLAYER_ID, 'riders')?.battleId).toBe('battle-2');

    // The revision goes past both, so any tab holding either one notices.
    const back = replaceBattle(moved.battle, old);
    expect(back).toMatchObject({ status: 'saved', battle: { battleId: 'battle-1', revision: 3 } });
    expect(readBattle(PLAYER_ID, 'riders')).toMatchObject({ battleId: 'battle-1', revision: 3 });
  });

  it('is not overwritten by a tab holding an older revision', () => {
    const mine = saved();
    const theirs = writeBattle(battleReducer(mine, { type: 'toggleFlee', warriorId: 'Archer' }));
    expect(theirs.status).toBe('saved');
    const late = writeBattle(battleReducer(mine, { type: 'toggleFlee', warriorId: 'Spear' }));
    expect(late.status).toBe('conflict');
    if (late.status === 'conflict') expect(late.newer?.revision).toBe(2);
    expect(readBattle(PLAYER_ID, 'riders')?.revision).toBe(2);
  });

  it('does not start a new battle over one kept by another tab, nor revive a removed one', () => {
    saved();
    expect(writeBattle(battleUnderway()).status).toBe('conflict');
    const mine = readBattle(PLAYER_ID, 'riders')!;
    removeBattle(PLAYER_ID, 'riders');
    expect(writeBattle(mine)).toEqual({ status: 'conflict', newer: null });
  });

  it('ignores what is not a battle', () => {
    localStorage.setItem(KEY, '{"version":2}');
    expect(readBattle(PLAYER_ID, 'riders')).toBeNull();
    localStorage.setItem(KEY, 'not json');
    expect(readBattle(PLAYER_ID, 'riders')).toBeNull();
  });

  it('says so when the browser refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeBattle(battleUnderway())).toMatchObject({
      status: 'unsaved',
      battle: { revision: 1 },
    });
  });

  it('reads nothing and removes nothing when storage is turned off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readBattle(PLAYER_ID, 'riders')).toBeNull();
    expect(() => removeBattle(PLAYER_ID, 'riders')).not.toThrow();
  });

  it("hears another tab's changes to this battle only", () => {
    const heard: unknown[] = [];
    const stop = watchBattle(PLAYER_ID, 'riders', (battle) => heard.push(battle?.revision ?? null));
    const battle = saved();
    const fire = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire(KEY, JSON.stringify(battle));
    fire(battleStorageKey(PLAYER_ID, 'other'), JSON.stringify(battle));
    fire(KEY, null);
    fire(null, null);
    stop();
    fire(KEY, JSON.stringify(battle));
    expect(heard).toEqual([1, null, null]);
  });

  it('hands an ended battle, and only an ended one, to the aftermath', () => {
    const battle = saved();
    expect(battleForAftermath(PLAYER_ID, 'riders')).toBeNull();
    writeBattle(battleReducer(battle, { type: 'endBattle' }));
    expect(battleForAftermath(PLAYER_ID, 'riders')).toMatchObject({
      stage: 'ended',
      battleId: 'battle-1',
    });
  });
});
