import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../client';
import { deviceDb, wipeDeviceStore, wipeOtherPlayers, type OutboxEntry } from './device-db';
import { keepAnswer, readKept } from './kept-answers';
import { enqueue, keepMine, letGo, listOutbox, replayOutbox, type NewOutboxEntry } from './outbox';
import type { LockEnvironment } from './replay-lock';

const ALICE = 'alice-id';
const BOB = 'bob-id';

afterEach(async () => {
  await Promise.all([ALICE, BOB].map(wipeDeviceStore));
});

let made = 0;
function write(companyId: string, fields: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  made += 1;
  return {
    operationId: `op-${made}`,
    kind: 'warrior',
    companyId,
    targetId: `w-${made}`,
    method: 'PUT',
    path: `/warrior/w-${made}`,
    body: { name: `Edit ${made}`, revision: 5 },
    preview: { id: `w-${made}`, name: `Edit ${made}`, revision: 5 },
    base: { id: `w-${made}`, name: 'Before', revision: 5 },
    ...fields,
  };
}

const unreachable = () => new ApiRequestError('Could not reach the server.', 0, undefined);
const stale = (current: unknown) => new ApiRequestError('Changed', 409, 'STALE', {}, current);

/** No Web Locks API and no local storage: each call runs (the fallback is tested apart). */
const noLocks: LockEnvironment = {};

describe('the device store', () => {
  it('keeps the last answer of a read per player, and one player never reads another’s', async () => {
    await keepAnswer(ALICE, '/companies', [{ id: 'c1', name: 'Riders' }]);
    await keepAnswer(ALICE, '/companies', [{ id: 'c1', name: 'Riders of Rohan' }]);

    expect(await readKept(ALICE, '/companies')).toEqual([{ id: 'c1', name: 'Riders of Rohan' }]);
    expect(await readKept(BOB, '/companies')).toBeUndefined();
  });

  it('forgets everything of a player on logout, and other players’ data when one signs in', async () => {
    await keepAnswer(ALICE, '/companies', ['a']);
    await enqueue(ALICE, write('c1'));
    await keepAnswer(BOB, '/companies', ['b']);

    await wipeDeviceStore(ALICE);
    expect(await readKept(ALICE, '/companies')).toBeUndefined();
    expect(await listOutbox(ALICE)).toEqual([]);
    expect(await readKept(BOB, '/companies')).toEqual(['b']);

    await keepAnswer(ALICE, '/companies', ['a again']);
    await wipeOtherPlayers(BOB);
    expect(await readKept(ALICE, '/companies')).toBeUndefined();
    expect(await readKept(BOB, '/companies')).toEqual(['b']);
  });
});

describe('the outbox', () => {
  it('sends in the order the writes were made, and empties as each is applied', async () => {
    const [a1, b1, a2] = [write('A'), write('B'), write('A')];
    for (const entry of [a1, b1, a2]) await enqueue(ALICE, entry);
    const sent: string[] = [];

    const outcome = await replayOutbox(
      ALICE,
      async (entry) => {
        sent.push(entry.operationId);
        return { ok: entry.operationId };
      },
      noLocks,
    );

    expect(sent).toEqual([a1.operationId, b1.operationId, a2.operationId]);
    expect(outcome.status).toBe('done');
    expect(outcome.applied.map(({ result }) => result)).toEqual(sent.map((ok) => ({ ok })));
    expect(await listOutbox(ALICE)).toEqual([]);
  });

  it('keeps the same operation once when it is queued twice', async () => {
    const entry = write('A');
    await enqueue(ALICE, entry);
    await enqueue(ALICE, entry);
    expect(await listOutbox(ALICE)).toHaveLength(1);
  });

  it('holds a company’s later writes behind a conflict, and lets other companies go on', async () => {
    const [a1, b1, a2] = [write('A'), write('B'), write('A')];
    for (const entry of [a1, b1, a2]) await enqueue(ALICE, entry);
    const current = { id: a1.targetId, name: 'Changed elsewhere', revision: 9 };
    const sent: string[] = [];

    const outcome = await replayOutbox(
      ALICE,
      async (entry) => {
        sent.push(entry.operationId);
        if (entry.operationId === a1.operationId) throw stale(current);
        return {};
      },
      noLocks,
    );

    expect(sent).toEqual([a1.operationId, b1.operationId]);
    expect(outcome.status).toBe('done');
    const left = await listOutbox(ALICE);
    expect(left.map((entry) => [entry.operationId, entry.state])).toEqual([
      [a1.operationId, 'conflict'],
      [a2.operationId, 'pending'],
    ]);
    expect(left[0]!.current).toEqual(current);
  });

  it('stops at the first write the server does not answer, keeping it and all after it', async () => {
    const [a1, b1] = [write('A'), write('B')];
    for (const entry of [a1, b1]) await enqueue(ALICE, entry);
    let calls = 0;

    const outcome = await replayOutbox(
      ALICE,
      async () => {
        calls += 1;
        throw unreachable();
      },
      noLocks,
    );

    expect(outcome.status).toBe('offline');
    expect(calls).toBe(1);
    expect((await listOutbox(ALICE)).map((entry) => entry.state)).toEqual(['pending', 'pending']);
  });

  it('keeps a refused write, with the server’s reason, until the player lets it go', async () => {
    const entry = await enqueue(ALICE, write('A', { kind: 'aftermath' }));
    await replayOutbox(
      ALICE,
      async () => {
        throw new ApiRequestError('That warrior is no longer in the company', 400, 'VALIDATION');
      },
      noLocks,
    );
    const [kept] = await listOutbox(ALICE);
    expect(kept).toMatchObject({
      state: 'refused',
      message: 'That warrior is no longer in the company',
    });

    await letGo(ALICE, entry.seq!);
    expect(await listOutbox(ALICE)).toEqual([]);
  });
});

describe('a conflict, as the player chooses', () => {
  async function conflicted(): Promise<OutboxEntry> {
    await enqueue(ALICE, write('A'));
    await replayOutbox(
      ALICE,
      async (entry) => {
        throw stale({ ...(entry.base as object), name: 'Server name', revision: 12 });
      },
      noLocks,
    );
    return (await listOutbox(ALICE))[0]!;
  }

  it('“keep mine” sends the player’s version again on the server’s revision, as a new operation', async () => {
    const entry = await conflicted();
    await keepMine(ALICE, entry.seq!, 'op-again');
    const sent: OutboxEntry[] = [];

    await replayOutbox(
      ALICE,
      async (again) => {
        sent.push(again);
        return {};
      },
      noLocks,
    );

    expect(sent).toHaveLength(1);
    expect(sent[0]!.operationId).toBe('op-again');
    expect(sent[0]!.body).toEqual({ ...entry.body, revision: 12 });
    expect(await listOutbox(ALICE)).toEqual([]);
  });

  it('“take the server’s” drops the player’s version and nothing is sent', async () => {
    const entry = await conflicted();
    expect(await letGo(ALICE, entry.seq!)).toMatchObject({ state: 'conflict' });
    let calls = 0;
    await replayOutbox(
      ALICE,
      async () => {
        calls += 1;
        return {};
      },
      noLocks,
    );
    expect(calls).toBe(0);
    expect(await listOutbox(ALICE)).toEqual([]);
  });

  it('never lets a pending write go without a choice', async () => {
    const entry = await enqueue(ALICE, write('A'));
    expect(await letGo(ALICE, entry.seq!)).toBeUndefined();
    expect(await listOutbox(ALICE)).toHaveLength(1);
  });
});

describe('one tab at a time', () => {
  /** The Web Locks API's `ifAvailable`, shared by two "tabs" of one origin. */
  function sharedLocks(): LockEnvironment['locks'] {
    const held = new Set<string>();
    return {
      request: (async (
        name: string,
        _options: LockOptions,
        callback: (lock: Lock | null) => Promise<unknown>,
      ) => {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          held.delete(name);
        }
      }) as LockManager['request'],
    };
  }

  function memoryStorage(): LockEnvironment['storage'] {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }

  for (const [name, env] of [
    ['with the Web Locks API', () => ({ locks: sharedLocks() })],
    ['with the local-storage lease where it is missing', () => ({ storage: memoryStorage() })],
  ] as const) {
    it(`sends each write once when two tabs replay together, ${name}`, async () => {
      await enqueue(ALICE, write('A', { kind: 'aftermath' }));
      await enqueue(ALICE, write('A'));
      const shared = env();
      const sent: string[] = [];
      let release!: () => void;
      const slow = new Promise<void>((resolve) => (release = resolve));
      const send = async (entry: OutboxEntry) => {
        sent.push(entry.operationId);
        await slow;
        return {};
      };

      const first = replayOutbox(ALICE, send, shared);
      const second = await replayOutbox(ALICE, send, shared);
      release();

      expect(second.status).toBe('busy');
      expect((await first).applied).toHaveLength(2);
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent).toHaveLength(2);
    });
  }

  it('holds the entries of each player apart', async () => {
    await enqueue(ALICE, write('A'));
    expect(await deviceDb(BOB).outbox.count()).toBe(0);
  });
});
