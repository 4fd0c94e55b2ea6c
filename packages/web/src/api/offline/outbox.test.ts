import 'fake-indexeddb/auto';
import { fieldOf } from '@warband/rules';
import { WarriorInput, type WarriorFormValues } from '@warband/schemas';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../client';
import { deviceDb, wipeDeviceStore, wipeOtherPlayers, type OutboxEntry } from './device-db';
import { keepAnswer, readKept } from './kept-answers';
import { enqueue, letGo, listOutbox, resend, type NewOutboxEntry } from './outbox';
import { replayOutbox } from './replay';
import type { LockEnvironment } from './replay-lock';
import type { SentWrite } from './writes';

const ALICE = 'alice-id';
const BOB = 'bob-id';

afterEach(async () => {
  await Promise.all([ALICE, BOB].map(wipeDeviceStore));
});

let made = 0;
/** A warrior's save kept on the device, as the outbox keeps it: its name and input. */
function write(companyId: string, warrior: Partial<WarriorFormValues> = {}): NewOutboxEntry {
  made += 1;
  const warriorId = `w-${made}`;
  return {
    operationId: `op-${made}`,
    name: 'warrior',
    companyId,
    input: {
      companyId,
      warriorId,
      warrior: WarriorInput.parse({ name: `Edit ${made}`, rank: 'Hero', revision: 5, ...warrior }),
    },
    about: { title: `the changes to Edit ${made}`, companyName: 'Riders', names: {}, seen: {} },
  };
}

/** What the server answers a write applied: the revision its record has now. */
const applied = (revision: number | null = null): SentWrite => ({
  revision,
  event: 'warriorSaved',
});

const unreachable = () => new ApiRequestError('Could not reach the server.', 0, undefined);
const stale = (current: unknown) => new ApiRequestError('Changed', 409, 'STALE', {}, current);
const refused = (fields: Record<string, string>) =>
  new ApiRequestError('Please check the highlighted fields', 400, 'VALIDATION', fields);

/** No Web Locks API and no local storage: each call runs (the fallback is tested apart). */
const noLocks: LockEnvironment = {};

const revisionSent = (entry: OutboxEntry) => fieldOf(fieldOf(entry.input, 'warrior'), 'revision');

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
        return applied();
      },
      noLocks,
    );

    expect(sent).toEqual([a1.operationId, b1.operationId, a2.operationId]);
    expect(outcome.status).toBe('done');
    expect(outcome.applied.map(({ entry }) => entry.operationId)).toEqual(sent);
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
    const current = { id: 'w-1', name: 'Changed elsewhere', revision: 9 };
    const sent: string[] = [];

    const outcome = await replayOutbox(
      ALICE,
      async (entry) => {
        sent.push(entry.operationId);
        if (entry.operationId === a1.operationId) throw stale(current);
        return applied();
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
    expect(left[0]!.refusal).toMatchObject({ code: 'STALE', current });
    expect(outcome.refused.map((entry) => entry.state)).toEqual(['conflict']);
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

  it('keeps a refused write, with the server’s reason by field, until the player lets it go', async () => {
    const entry = await enqueue(ALICE, write('A'));
    await replayOutbox(
      ALICE,
      async () => {
        throw refused({ owner: 'That owner is no longer in the company' });
      },
      noLocks,
    );
    const [kept] = await listOutbox(ALICE);
    expect(kept).toMatchObject({
      state: 'refused',
      refusal: { code: 'VALIDATION', fields: { owner: 'That owner is no longer in the company' } },
    });

    await letGo(ALICE, entry.seq!);
    expect(await listOutbox(ALICE)).toEqual([]);
  });

  it('holds back only the writes made on top of a refused one, not those made after it was refused', async () => {
    const first = await enqueue(ALICE, write('A'));
    const onTop = await enqueue(ALICE, write('A'));
    await replayOutbox(
      ALICE,
      async (entry) => {
        if (entry.operationId === first.operationId) throw refused({ name: 'No' });
        return applied();
      },
      noLocks,
    );
    expect((await listOutbox(ALICE)).map((entry) => entry.state)).toEqual(['refused', 'pending']);

    // Made later, on the company without the refused write: it goes.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await enqueue(ALICE, write('A'));
    const sent: string[] = [];
    await replayOutbox(
      ALICE,
      async (entry) => {
        sent.push(entry.operationId);
        return applied();
      },
      noLocks,
    );
    expect(sent).toEqual([later.operationId]);
    expect((await listOutbox(ALICE)).map((entry) => entry.operationId)).toEqual([
      first.operationId,
      onTop.operationId,
    ]);
  });

  it('sends a second save of the same warrior on the revision the first one gave it, as a new operation', async () => {
    const first = write('A');
    const second: NewOutboxEntry = { ...write('A'), input: first.input, operationId: 'op-second' };
    await enqueue(ALICE, first);
    await enqueue(ALICE, second);
    const sent: OutboxEntry[] = [];

    await replayOutbox(
      ALICE,
      async (entry) => {
        sent.push(entry);
        return applied(sent.length === 1 ? 40 : 41);
      },
      noLocks,
    );

    expect(sent.map(revisionSent)).toEqual([5, 40]);
    expect(sent[1]!.operationId).not.toBe('op-second');
    expect(await listOutbox(ALICE)).toEqual([]);
  });

  it('refuses, in words, a kept write it can no longer read, and sends nothing', async () => {
    await enqueue(ALICE, { ...write('A'), input: { companyId: 'A', warrior: 'garbled' } });
    let calls = 0;
    const outcome = await replayOutbox(
      ALICE,
      async () => {
        calls += 1;
        return applied();
      },
      noLocks,
    );
    expect(calls).toBe(0);
    expect(outcome.refused[0]?.refusal?.message).toMatch(/can no longer be read/);
  });

  it('reads the writes an older version of the app kept, as names and inputs', async () => {
    const old = new Dexie(`warband-ledger:${BOB}`);
    old.version(1).stores({ answers: '&path', outbox: '++seq, companyId', meta: '&key' });
    old.version(2).stores({ battles: '&key' });
    const body = WarriorInput.parse({ name: 'Háma', rank: 'Sergeant', revision: 3 });
    await old.table('outbox').add({
      operationId: 'op-old',
      kind: 'warrior',
      companyId: 'A',
      targetId: 'hama',
      method: 'PUT',
      path: '/warrior/hama',
      body,
      preview: { id: 'hama', name: 'Háma' },
      base: null,
      state: 'pending',
      createdAt: new Date().toISOString(),
    });
    old.close();

    const [kept] = await listOutbox(BOB);
    expect(kept).toMatchObject({
      name: 'warrior',
      input: { companyId: 'A', warriorId: 'hama', warrior: body },
      about: { title: 'the changes to Háma' },
      state: 'pending',
    });
    expect(kept).not.toHaveProperty('preview');
  });
});

describe('a conflict, as the player chooses', () => {
  async function conflicted(): Promise<OutboxEntry> {
    await enqueue(ALICE, write('A'));
    await replayOutbox(
      ALICE,
      async () => {
        throw stale({ name: 'Server name', revision: 12 });
      },
      noLocks,
    );
    return (await listOutbox(ALICE))[0]!;
  }

  it('the player’s version is sent again on the server’s revision, as a new operation', async () => {
    const entry = await conflicted();
    const mine = {
      companyId: 'A',
      warriorId: 'w-mine',
      warrior: WarriorInput.parse({ name: 'Mine', rank: 'Hero', revision: 12 }),
    };
    await resend(ALICE, entry.seq!, mine);
    const sent: OutboxEntry[] = [];

    await replayOutbox(
      ALICE,
      async (again) => {
        sent.push(again);
        return applied();
      },
      noLocks,
    );

    expect(sent).toHaveLength(1);
    expect(sent[0]!.operationId).not.toBe(entry.operationId);
    expect(sent[0]!.input).toEqual(mine);
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
        return applied();
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
      await enqueue(ALICE, write('A'));
      await enqueue(ALICE, write('A'));
      const shared = env();
      const sent: string[] = [];
      let release!: () => void;
      const slow = new Promise<void>((resolve) => (release = resolve));
      const send = async (entry: OutboxEntry) => {
        sent.push(entry.operationId);
        await slow;
        return applied();
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
