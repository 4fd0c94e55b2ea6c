import 'fake-indexeddb/auto';
import type { AuthUser, Company } from '@warband/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The API client and the session store read the browser's globals: a page's, in memory.
const items = new Map<string, string>();
vi.stubGlobal('window', { location: { reload: () => undefined } });
vi.stubGlobal('localStorage', {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
});

const { company, warrior } = await import('../../components/warrior-card/fixtures');
const { sessionStore } = await import('../session-store');
const { listCompanies, updateWarrior } = await import('../companies');
const { api } = await import('../client');
const { readKept } = await import('./kept-answers');
const { listOutbox } = await import('./outbox');
const { syncNow } = await import('./sync');
const { wipeDeviceStore } = await import('./device-db');
const { z } = await import('zod');

const PLAYER: AuthUser = {
  id: 'player-1',
  name: 'Éowyn',
  email: 'eowyn@example.com',
  token: 'token-1',
  donated: false,
  newRuleset: false,
  isAdmin: false,
  walkthroughDismissed: true,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
  operationId: string | null;
}

/** The server: answers from `reply`, or is unreachable (`null`), or never answers ('hang'). */
function server(reply: (sent: Sent) => unknown | null | 'hang') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: String(input).replace(/^\/api/, ''),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        operationId: new Headers(init.headers).get('Operation-Id'),
      };
      sent.push(call);
      const answer = reply(call);
      if (answer === 'hang') return new Promise<Response>(() => undefined);
      if (answer === null) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return sent;
}

const riders: Company = company('riders', { revision: 4 }, [
  warrior('gamling', { name: 'Gamling', experience: 3, revision: 7 }),
]);
const gamling = riders.warriors.gamling!;

beforeAll(() => sessionStore.set(PLAYER));
afterAll(async () => {
  sessionStore.set(null);
  await wipeDeviceStore(PLAYER.id);
});

describe('reads at the table', () => {
  it('keeps the last answer and shows it when the server cannot be reached', async () => {
    server(() => [riders]);
    expect(await listCompanies()).toEqual([riders]);
    await vi.waitFor(async () => expect(await readKept(PLAYER.id, '/companies')).toBeDefined());

    server(() => null);
    expect(await listCompanies()).toEqual([riders]);
  });

  it('shows the kept answer when the server is too slow, and waits when nothing is kept', async () => {
    server(() => 'hang');
    const Anything = z.array(z.unknown());
    await expect(
      api.get('/companies', Anything, { keep: true, timeoutMs: 20 }),
    ).resolves.toHaveLength(1);

    server(() => null);
    await expect(
      api.get('/profile', Anything, { keep: true, timeoutMs: 20 }),
    ).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('a warrior saved without a signal', () => {
  it('waits in the outbox with its Operation-Id, shows as saved, and is sent once with that id', async () => {
    const sent = server((call) => (call.method === 'GET' ? [riders] : null));
    const input = {
      ...gamling,
      experience: 9,
      revision: gamling.revision,
      payInfluence: null,
    } as unknown as Parameters<typeof updateWarrior>[1];

    const shown = await updateWarrior(gamling.id, input, riders);

    expect(shown).toMatchObject({
      result: { id: gamling.id, experience: 9, revision: 7 },
      queued: true,
    });
    const [waiting] = await listOutbox(PLAYER.id);
    const firstTry = sent.find((call) => call.method === 'PUT')!;
    expect(waiting).toMatchObject({
      name: 'warrior',
      input: { warriorId: gamling.id, warrior: { experience: 9 } },
      companyId: riders.id,
      state: 'pending',
    });
    expect(waiting!.operationId).toBe(firstTry.operationId);
    // The company page reads the list with the waiting edit on top of the server's copy.
    expect((await listCompanies())[0]!.warriors[gamling.id]!.experience).toBe(9);

    const again = server((call) =>
      call.method === 'GET' ? [riders] : { ...gamling, experience: 9, revision: 8 },
    );
    const outcome = await syncNow();

    expect(outcome.status).toBe('done');
    expect(outcome.applied).toEqual([{ title: 'the changes to Gamling', merged: 0 }]);
    const puts = again.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ path: `/warrior/${gamling.id}` });
    expect(puts[0]!.operationId).toBe(firstTry.operationId);
    expect(await listOutbox(PLAYER.id)).toEqual([]);
  });
});
