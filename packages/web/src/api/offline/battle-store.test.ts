import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Local storage as an older version of the app left it.
const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  get length() {
    return items.size;
  },
  key: (index: number) => [...items.keys()][index] ?? null,
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
});

const { battleStore, forgetLoadedBattles, loadBattles, battlesReady } =
  await import('./battle-store');
const { deviceDb, wipeDeviceStore } = await import('./device-db');
const { battleUnderway } = await import('../../components/battle-start/battle-underway');

const PLAYER = 'player-1';

afterEach(async () => {
  forgetLoadedBattles();
  items.clear();
  await wipeDeviceStore(PLAYER);
  await wipeDeviceStore('player-2');
});

describe('battles kept in the device store', () => {
  it('moves a battle kept in local storage over on first load, and only the player’s own', async () => {
    items.set(`battle:${PLAYER}:riders`, '{"battleId":"b1","revision":3}');
    items.set(`battle-discarded:${PLAYER}:riders`, '{"battleId":"b0","revision":9}');
    items.set('battle:player-2:riders', '{"battleId":"theirs","revision":1}');

    expect(battlesReady(PLAYER)).toBe(false);
    await loadBattles(PLAYER);

    expect(battlesReady(PLAYER)).toBe(true);
    expect(battleStore.getItem(`battle:${PLAYER}:riders`)).toBe('{"battleId":"b1","revision":3}');
    expect(await deviceDb(PLAYER).battles.get(`battle-discarded:${PLAYER}:riders`)).toEqual({
      key: `battle-discarded:${PLAYER}:riders`,
      text: '{"battleId":"b0","revision":9}',
    });
    expect([...items.keys()]).toEqual(['battle:player-2:riders']);
  });

  it('answers at once and keeps each write on the device, in order', async () => {
    await loadBattles(PLAYER);
    const key = `battle:${PLAYER}:riders`;
    battleStore.setItem(key, 'first');
    battleStore.setItem(key, 'second');
    expect(battleStore.getItem(key)).toBe('second');
    await battleStore.settled();
    expect((await deviceDb(PLAYER).battles.get(key))?.text).toBe('second');

    battleStore.removeItem(key);
    await battleStore.settled();
    expect(await deviceDb(PLAYER).battles.get(key)).toBeUndefined();
    // A reload reads what the device kept.
    forgetLoadedBattles();
    await loadBattles(PLAYER);
    expect(battleStore.getItem(key)).toBeNull();
  });

  it('hears another tab’s write, reading what is stored, never its own', async () => {
    await loadBattles(PLAYER);
    const key = `battle:${PLAYER}:riders`;
    const heard: Array<[string | null, string | null]> = [];
    const stop = battleStore.watch((changed, text) => heard.push([changed, text]));

    battleStore.setItem(key, 'mine');
    await battleStore.settled();
    // The other tab: its write lands in the store, then it says so on the channel.
    await deviceDb(PLAYER).battles.put({ key, text: 'theirs' });
    const otherTab = new BroadcastChannel('warband-battles');
    otherTab.postMessage({ key });
    await vi.waitFor(() => expect(heard).toEqual([[key, 'theirs']]));
    expect(battleStore.getItem(key)).toBe('theirs');
    otherTab.close();
    stop();
  });

  it('lets the update prompt see a battle underway kept on the device', async () => {
    await loadBattles(PLAYER);
    expect(battleUnderway(PLAYER, battleStore)).toBe(false);
    battleStore.setItem(`battle:${PLAYER}:riders`, '{"stage":"battle"}');
    expect(battleUnderway(PLAYER, battleStore)).toBe(true);
    expect(battleUnderway('player-2', battleStore)).toBe(false);
  });
});
