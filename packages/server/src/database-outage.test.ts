import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../test/companies';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import {
  createTestDatabase,
  makeTempDir,
  registerUser,
  testConfig,
  uniqueEmail,
  useTestApp,
  type TestDatabase,
} from '../test/helpers';
import {
  freePort,
  killServerProcess,
  signUpOverHttp,
  startServerProcess,
} from '../test/server-process';

// PostgreSQL away (restarting, cut off, its connections ended by an administrator): requests
// are refused with 503 and Retry-After rather than failing with a 500, the server lives
// through it, and the first request after it is answered as usual.

const driver = process.env.TEST_DB_DRIVER ?? 'pglite';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

function expectUnavailable(answer: Answer) {
  expect(answer).toEqual({
    status: 503,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    body: {
      message: expect.any(String),
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    },
  });
}

/**
 * A connection of its own to the database, which holds a table locked so that requests wait
 * inside PostgreSQL, and ends every other connection to it as an administrator would.
 */
async function administer(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const others = 'datname = current_database() AND pid <> pg_backend_pid()';
  return {
    /** Every request of a signed-in player reads its session first. */
    lockSessions: async () => {
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    },
    unlock: () => admin.query('ROLLBACK'),
    /** Resolves once a request is waiting on the lock, or the server has stopped. */
    async waiting(serverRuns = () => true): Promise<void> {
      while (serverRuns()) {
        // Inside the lock's transaction the statistics are read once, unless cleared.
        await admin.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE ${others} AND wait_event_type = 'Lock'`,
        );
        if (rows.length > 0) return;
        await admin.query('SELECT pg_sleep(0.01)');
      }
    },
    /** Resolves once those connections' processes have ended, after telling their clients. */
    terminateOthers: () =>
      admin.query(`SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity WHERE ${others}`),
    end: () => admin.end(),
  };
}

describe('requests while the database refuses connections', () => {
  it('answers 503 with Retry-After, in the error shape', async () => {
    const temp = makeTempDir();
    // Nothing listens there: every connection is refused, as while PostgreSQL restarts.
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/away`,
    });
    const app = await buildApp({ config: testConfig(temp.dir), db: database.db });
    try {
      for (const url of ['/api/companies', '/api/health']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: 'Bearer some-token' },
        });
        expectUnavailable({
          status: response.statusCode,
          retryAfter: response.headers['retry-after']?.toString() ?? null,
          body: response.json(),
        });
      }
    } finally {
      await app.close();
      await database.close();
      temp.remove();
    }
  });
});

describe.runIf(driver === 'postgres')('a request whose connection PostgreSQL ends', () => {
  const t = useTestApp();

  it('is answered 503 with Retry-After, and the next one 200', async () => {
    const player = await registerUser(t.app);
    const admin = await administer(t.url!);
    try {
      await admin.lockSessions();
      const pending = t.app.inject({
        method: 'GET',
        url: '/api/companies',
        headers: player.headers,
      });
      await admin.waiting();
      await admin.terminateOthers();
      const response = await pending;
      await admin.unlock();
      expectUnavailable({
        status: response.statusCode,
        retryAfter: response.headers['retry-after']?.toString() ?? null,
        body: response.json(),
      });
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/companies',
        headers: player.headers,
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });
});

describe.runIf(driver === 'postgres')('a server process whose connections PostgreSQL ends', () => {
  const ROUNDS = 5;
  const CUTS = 20;
  // Reads, signed-in reads (the list built again in a transaction after each write) and writes.
  const CALLS = [
    { method: 'GET', path: '/health' },
    { method: 'GET', path: '/companies' },
    { method: 'POST', path: '/company/create', body: COMPANY },
  ];
  const CALLERS = 2 * CALLS.length;
  let database: TestDatabase;
  let server: ChildProcess | undefined;
  const temp = makeTempDir('wl-outage-');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (server) await killServerProcess(server);
    await database.close();
    temp.remove();
  });

  it(
    'lives through it: 503 with Retry-After meanwhile, never 500, and 200 after',
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api`;
      server = await startServerProcess({ port, dataDir: temp.dir, databaseUrl: database.url! });
      const headers = await signUpOverHttp(base, uniqueEmail('outage'));
      const call = async ({ method, path, body }: (typeof CALLS)[number]): Promise<Answer> => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        };
      };
      const serverRuns = () => server?.exitCode === null;

      const answers: Answer[] = [];
      let answered = () => {};
      /** Resolves once `count` more answers have come. */
      const moreAnswers = (count: number) => {
        const target = answers.length + count;
        return new Promise<void>((resolve) => {
          answered = () => {
            if (answers.length >= target || !serverRuns()) resolve();
          };
        });
      };
      let outage = true;
      const callers = Array.from({ length: CALLERS }, async (_, index) => {
        const next = CALLS[index % CALLS.length]!;
        while (outage) {
          // A refused or reset connection is an answer of no status, which fails the test.
          answers.push(
            await call(next).catch((error: unknown) => ({
              status: 0,
              retryAfter: null,
              body: String(error),
            })),
          );
          answered();
        }
      });
      const admin = await administer(database.url!);
      try {
        for (let round = 0; round < ROUNDS && serverRuns(); round++) {
          // A signed-in request surely inside PostgreSQL as its connection ends.
          await admin.lockSessions();
          await admin.waiting(serverRuns);
          await admin.terminateOthers();
          await admin.unlock();
        }
        // And then connections ended anywhere on the requests' way.
        for (let cut = 0; cut < CUTS && serverRuns(); cut++) {
          await moreAnswers(CALLERS);
          await admin.terminateOthers();
        }
      } finally {
        outage = false;
        await Promise.all(callers);
        await admin.end();
      }

      expect(server.exitCode).toBeNull();
      expect(answers.filter(({ status }) => ![200, 201, 503].includes(status))).toEqual([]);
      const refused = answers.filter(({ status }) => status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(ROUNDS);
      for (const answer of refused) expectUnavailable(answer);
      for (const next of CALLS) expect((await call(next)).status).toBeLessThan(300);
    },
  );
});
