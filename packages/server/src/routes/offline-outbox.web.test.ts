import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AftermathInput,
  UpdateCompanyInput,
  WarriorInput,
  type AuthUser,
  type Company,
  type Warrior,
} from '@warband/schemas';
import { createCompany, createWarrior, heroPayload } from '../../test/companies';
import { login, registerUser, useTestApp, type TestUser } from '../../test/helpers';

// The phone's own outbox code (the web app's api/offline), run against this server on both
// databases: random writes made on the phone, with and without a signal and with answers lost
// on the way back, interleaved with random writes from a second device of the same player and
// with syncs. After the last sync the server holds every write it answered and every write
// the phone was not told was refused; nothing is applied twice; and the phone shows what the
// server answers (docs/adr/new-one-definition-per-write.md).

// The client's session is kept in the page's local storage: here, in memory. The page's
// `window` only once the database is up: the embedded one would take itself for a page's.
const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
});

const { sessionStore } = await import('../../../web/src/api/session-store');
const { listCompanies, updateCompany, updateWarrior } =
  await import('../../../web/src/api/companies');
const { submitAftermathOrQueue } = await import('../../../web/src/api/battles');
const { listOutbox } = await import('../../../web/src/api/offline/outbox');
const { discardWrite, syncNow } = await import('../../../web/src/api/offline/sync');
const { wipeDeviceStore } = await import('../../../web/src/api/offline/device-db');

const t = useTestApp();
beforeAll(() => vi.stubGlobal('window', { location: { reload: () => undefined } }));

/** How the phone's network treats a request: through, not at all, or its answer lost. */
type Network = 'up' | 'down' | 'lost';

interface Applied {
  operationId: string;
  url: string;
  body: unknown;
}

/**
 * The phone's fetch, answered by the server in this process. Every write the server applies
 * the first time (a 2xx not replayed) is logged, whoever sent it.
 */
function phoneNetwork(log: Applied[]) {
  let network: Network = 'up';
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (network === 'down') throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await t.app.inject({
      method: init.method === undefined ? 'GET' : methodOf(init.method),
      url: input,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const operationId = headers['operation-id'];
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    if (operationId && ok && answer.headers['operation-replayed'] !== 'true') {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      log.push({ operationId, url: input, body });
    }
    if (network === 'lost' && init.method !== undefined && init.method !== 'GET') {
      throw new TypeError('Failed to fetch');
    }
    const replyHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') replyHeaders.set(key, value);
    }
    return new Response(answer.body, { status: answer.statusCode, headers: replyHeaders });
  });
  return (next: Network) => (network = next);
}

function methodOf(method: string): 'GET' | 'PUT' | 'POST' | 'DELETE' {
  if (method === 'PUT' || method === 'POST' || method === 'DELETE') return method;
  return 'GET';
}

type Action =
  | { kind: 'phoneWarrior'; warrior: number; network: Network }
  | { kind: 'phoneCompany'; network: Network }
  | { kind: 'phoneAftermath'; result: 'win' | 'draw' | 'loss'; network: Network }
  | { kind: 'deviceWarrior'; warrior: number }
  | { kind: 'deviceDelete'; warrior: number }
  | { kind: 'sync'; network: Network };

const network = fc.constantFrom<Network>('up', 'down', 'down', 'lost');
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('phoneWarrior' as const), warrior: fc.nat(2), network }),
  fc.record({ kind: fc.constant('phoneCompany' as const), network }),
  fc.record({
    kind: fc.constant('phoneAftermath' as const),
    result: fc.constantFrom('win' as const, 'draw' as const, 'loss' as const),
    network,
  }),
  fc.record({ kind: fc.constant('deviceWarrior' as const), warrior: fc.nat(2) }),
  fc.record({ kind: fc.constant('deviceDelete' as const), warrior: fc.nat(2) }),
  fc.record({ kind: fc.constant('sync' as const), network }),
);

/** The player on a second device: plain API calls with a session of their own. */
function secondDevice(user: Pick<TestUser, 'headers'>) {
  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
  return {
    async companies(): Promise<Company[]> {
      return (await call('GET', '/companies')).json<Company[]>();
    },
    call,
  };
}

afterAll(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the outbox against the server', () => {
  it('loses nothing answered, applies nothing twice, and ends showing what the server holds', async () => {
    let marks = 0;
    // One player, signed in on the phone and on a second device; a new company each run.
    const phone = await registerUser(t.app);
    const device = secondDevice(await login(t.app, phone.email, phone.password));
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 12 }), async (actions) => {
        const company = await createCompany(t.app, phone);
        for (const name of ['Éomer', 'Háma', 'Gamling']) {
          await createWarrior(t.app, phone, company.id, heroPayload({ name, experience: 10 }));
        }
        const player: AuthUser = {
          id: phone.id,
          name: phone.name,
          email: phone.email,
          token: phone.token,
          donated: false,
          newRuleset: false,
          isAdmin: false,
          walkthroughDismissed: true,
        };
        sessionStore.set(player);
        const log: Applied[] = [];
        const setNetwork = phoneNetwork(log);
        /** Every write made on the phone, by the mark its body carries, and what it was told. */
        const made = new Map<string, 'answered' | 'queued' | 'refused'>();
        const markOf = (text: string) => {
          marks += 1;
          return `${text} ${marks}`;
        };

        try {
          for (const step of actions) {
            const view = (await listCompanies()).find((each) => each.id === company.id);
            if (!view) throw new Error('The phone lost the company');
            const warriors = Object.values(view.warriors).filter((w) => w.status !== 'dead');
            if (step.kind === 'sync') {
              setNetwork(step.network);
              await syncNow();
              continue;
            }
            if (step.kind === 'deviceWarrior' || step.kind === 'deviceDelete') {
              const stored = (await device.companies()).find((each) => each.id === company.id);
              const target = Object.values(stored?.warriors ?? {})[step.warrior];
              if (!target) continue;
              const answer =
                step.kind === 'deviceDelete'
                  ? await device.call('DELETE', `/warrior/${target.id}`)
                  : await device.call('PUT', `/warrior/${target.id}`, {
                      ...target,
                      biography: markOf('Told elsewhere'),
                    });
              expect(answer.statusCode, answer.body).toBeLessThan(300);
              continue;
            }
            setNetwork(step.network);
            const mark = markOf(step.kind);
            const target = step.kind === 'phoneWarrior' ? warriors[step.warrior] : undefined;
            if (step.kind === 'phoneWarrior' && !target) continue;
            const write = target
              ? updateWarrior(
                  target.id,
                  WarriorInput.parse({ ...target, name: mark, payInfluence: null }),
                  view,
                )
              : step.kind === 'phoneAftermath'
                ? submitAftermathOrQueue(view, aftermath(warriors, step.result, mark))
                : updateCompany(view.id, UpdateCompanyInput.parse({ ...view, name: mark }), view);
            // Refused at once (the server answered 4xx): the player was told then and there.
            const told = await write.then(
              ({ queued }) => (queued ? 'queued' : 'answered'),
              () => 'refused' as const,
            );
            made.set(mark, told);
          }

          // Back online: the player reads each write the server refused and lets it go, until
          // nothing waits (a write made on top of a refused one waits behind it till then).
          setNetwork('up');
          const shownRefused = new Set<string>();
          for (let round = 0; round < 6; round += 1) {
            await syncNow();
            const kept = await listOutbox(phone.id);
            if (kept.length === 0) break;
            for (const entry of kept.filter((each) => each.state !== 'pending')) {
              shownRefused.add(JSON.stringify(entry.input));
              await discardWrite(entry.seq ?? -1);
            }
          }
          expect(await listOutbox(phone.id)).toEqual([]);

          // Nothing applied twice: each operation once.
          const operations = log.map((entry) => entry.operationId);
          expect(new Set(operations).size).toBe(operations.length);
          // Every write the phone made was applied once, or shown to the player as refused.
          const appliedText = JSON.stringify(log.map((entry) => entry.body));
          const refusedText = [...shownRefused].join('');
          for (const [mark, told] of made) {
            if (told === 'refused') continue;
            const applied = appliedText.split(`"${mark}"`).length - 1;
            const refused = refusedText.includes(`"${mark}"`) ? 1 : 0;
            expect(applied + refused, `${mark}, ${told}`).toBe(1);
          }
          // The phone shows what the server answers.
          expect(await listCompanies()).toEqual(await device.companies());
        } finally {
          await wipeDeviceStore(phone.id);
        }
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});

/** A battle every living warrior fought, marked in its opponent's name. */
function aftermath(warriors: readonly Warrior[], result: 'win' | 'draw' | 'loss', mark: string) {
  return AftermathInput.parse({
    battleId: randomUUID(),
    result,
    opponent: { name: mark },
    participants: warriors.map((warrior) => ({ warriorId: warrior.id })),
  });
}
