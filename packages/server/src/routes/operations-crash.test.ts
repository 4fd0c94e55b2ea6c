import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleHistory, Company, Warrior } from '@warband/schemas';
import { aftermathFor, plainWarriorPayload } from '../../test/battles';
import { COMPANY, heroPayload } from '../../test/companies';
import {
  createTestDatabase,
  makeTempDir,
  uniqueEmail,
  type TestDatabase,
} from '../../test/helpers';
import {
  freePort,
  killServerProcess,
  signUpOverHttp,
  startServerProcess,
} from '../../test/server-process';

// A device's outbox replaying its queue (warrior edits, a new warrior, an aftermath) into a
// server process killed with SIGKILL halfway through, then started again and sent the whole
// queue once more, as the outbox does: every write lands once, no battle is half applied
// (docs/adr/0160-operation-ids.md). Kept to one kill: a start costs seconds.

const COMPANIES = 4;

let database: TestDatabase | undefined;
let temp: ReturnType<typeof makeTempDir>;
let server: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  temp = makeTempDir('wl-outbox-crash-');
  if (process.env.TEST_DB_DRIVER === 'postgres') database = await createTestDatabase();
  base = `http://127.0.0.1:${await freePort()}/api`;
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.close();
  temp.remove();
});

async function start(): Promise<void> {
  server = await startServerProcess({
    port: Number(new URL(base).port),
    dataDir: temp.dir,
    databaseUrl: database?.url,
  });
}

async function kill(): Promise<void> {
  if (server) await killServerProcess(server);
}

interface Write {
  operationId: string;
  method: string;
  url: string;
  body: object;
}

let headers: Record<string, string> = {};
async function call<T>(method: string, url: string, body?: object, operationId?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(operationId ? { 'operation-id': operationId } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    replayed: response.headers.get('operation-replayed') === 'true',
    json: (await response.json().catch(() => null)) as T,
  };
}

/** One company's queue, in order, each write sent once its predecessor was answered. */
async function replay(queue: readonly Write[], answered: () => void) {
  const answers = [];
  for (const write of queue) {
    const answer = await call(write.method, write.url, write.body, write.operationId);
    answered();
    answers.push(answer);
  }
  return answers;
}

describe('a server killed while an outbox replays', () => {
  it(
    'applies every queued write once when the queue is sent again',
    { timeout: 240_000 },
    async () => {
      await start();
      headers = await signUpOverHttp(base, uniqueEmail('outbox'));

      // Each company's queue, made offline from the records the device last saw.
      const queues = new Map<string, Write[]>();
      const before = new Map<string, Company>();
      for (let index = 0; index < COMPANIES; index++) {
        const company = await call<Company>('POST', '/company/create', {
          ...COMPANY,
          name: `Éored ${index}`,
        });
        const id = company.json.id;
        const cast: Warrior[] = [];
        for (const payload of [heroPayload({ experience: 0 }), plainWarriorPayload()]) {
          const created = await call<Warrior>('POST', '/warrior/create', {
            ...payload,
            companyId: id,
          });
          cast.push(created.json);
        }
        const [hero, rider] = cast as [Warrior, Warrior];
        const write = (method: string, url: string, body: object): Write => ({
          operationId: randomUUID(),
          method,
          url,
          body,
        });
        queues.set(id, [
          write('PUT', `/warrior/${hero.id}`, { ...hero, name: `Háma ${index}` }),
          write('POST', '/warrior/create', {
            ...plainWarriorPayload({ name: 'Gamling' }),
            companyId: id,
          }),
          write('PUT', `/warrior/${rider.id}`, { ...rider, biography: 'Rode at dawn' }),
          write('PUT', `/company/${id}/battle`, aftermathFor(cast, { rewards: { influence: 2 } })),
        ]);
      }
      for (const company of (await call<Company[]>('GET', '/companies')).json) {
        before.set(company.id, company);
      }

      // Killed once half the queued writes were answered; the rest are on their way or unsent.
      const total = COMPANIES * 4;
      let answered = 0;
      let halfway!: () => void;
      const half = new Promise<void>((resolve) => (halfway = resolve));
      const sent = [...queues.values()].map((queue) =>
        replay(queue, () => {
          answered += 1;
          if (answered === total / 2) halfway();
        }).catch(() => null),
      );
      await half;
      await kill();
      await Promise.all(sent);
      await start();

      // No battle half applied: a company is as before its battle, or as the battle left it.
      for (const [id, queue] of queues) {
        const { battleId } = queue[3]!.body as { battleId: string };
        const history = await call<BattleHistory>('GET', `/company/${id}/battles`);
        const applied = history.json.battles.some((entry) => entry.battleId === battleId);
        const company = (await call<Company[]>('GET', '/companies')).json.find(
          (one) => one.id === id,
        )!;
        expect(company.influence).toBe(before.get(id)!.influence + (applied ? 3 + 2 : 0));
      }

      // The whole queue again: each write answered with success, first time or replayed.
      let replayed = 0;
      const again = await Promise.all([...queues.values()].map((queue) => replay(queue, () => {})));
      for (const answers of again) {
        for (const answer of answers) {
          expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
          if (answer.replayed) replayed++;
        }
      }
      // Some writes had landed before the kill, some had not: both paths were taken.
      expect(replayed).toBeGreaterThan(0);
      expect(replayed).toBeLessThan(total);

      // Every write once: one battle each, three warriors each, both edits there.
      const after = (await call<Company[]>('GET', '/companies')).json;
      for (const [id, queue] of queues) {
        const company = after.find((one) => one.id === id)!;
        const history = await call<BattleHistory>('GET', `/company/${id}/battles`);
        expect(history.json.battles).toHaveLength(1);
        expect(company.influence).toBe(before.get(id)!.influence + 3 + 2);
        const warriors = Object.values(company.warriors);
        expect(warriors.map((warrior) => warrior.name).sort()).toEqual(
          ['Eothain', 'Gamling', (queue[0]!.body as Warrior).name].sort(),
        );
        expect(warriors.find((warrior) => warrior.name === 'Eothain')!.biography).toBe(
          'Rode at dawn',
        );
      }
      await kill();
    },
  );
});
