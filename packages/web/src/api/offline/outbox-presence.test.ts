import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceDb, wipeDeviceStore } from './device-db';
import { keepAnswer } from './kept-answers';
import { enqueue } from './outbox';
import { DEVICE_DB_PREFIX, outboxMayHoldWrites } from './outbox-presence';

const PLAYER = 'player-presence';

afterEach(() => wipeDeviceStore(PLAYER));

describe('whether the outbox may hold a write, read without the device store', () => {
  it('names the store as the device store does', () => {
    expect(deviceDb(PLAYER).name).toBe(DEVICE_DB_PREFIX + PLAYER);
  });

  it('is false for a player with no store, and creates none', async () => {
    expect(await outboxMayHoldWrites(PLAYER)).toBe(false);
    expect(await Dexie.getDatabaseNames()).not.toContain(DEVICE_DB_PREFIX + PLAYER);
  });

  it('is false while the store keeps only answers, and true once a write waits', async () => {
    await keepAnswer(PLAYER, '/companies', []);
    expect(await outboxMayHoldWrites(PLAYER)).toBe(false);
    await enqueue(PLAYER, {
      operationId: 'op-1',
      name: 'warrior',
      companyId: 'riders',
      input: { companyId: 'riders', warriorId: 'gamling', warrior: { name: 'Gamling' } },
      about: { title: 'the changes to Gamling', companyName: 'Riders', names: {}, seen: {} },
    });
    expect(await outboxMayHoldWrites(PLAYER)).toBe(true);
    // The device store is still usable beside it.
    expect(await deviceDb(PLAYER).outbox.count()).toBe(1);
  });
});
