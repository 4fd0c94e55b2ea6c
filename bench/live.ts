// npm run bench:live: a live battle's action from one phone reaching the other, through two
// server processes on one PostgreSQL database (created for the run, dropped after). Two
// players, each on a server of their own, share a friendly match; each reads the battle's
// event stream from their own server, and they take turns acting. The time measured is from
// the moment an action's POST is sent to one server to the moment its event arrives on the
// other player's stream from the other server: the phone-to-phone delay, less the networks.
// Exits with 1 past the budget (p95 ≤ 300 ms, bench/RESULTS.md#budgets).
//
// PostgreSQL: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// Flags: --actions=<n> (400), --gap=<ms> between actions (25), --prefix=<database name prefix>.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPostgresDatabase } from './postgres';
import { freePort, SoakServer } from './soak-servers';
import { printTable, sleep } from './table';

const { values: flags } = parseArgs({
  options: {
    actions: { type: 'string', default: '400' },
    gap: { type: 'string', default: '25' },
    prefix: { type: 'string', default: 'wl_bench_live' },
  },
});
const actionCount = Number(flags.actions);
const gapMs = Number(flags.gap);

const postgresServer =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

const PASSWORD = 'correct horse battery staple';
/** A live action from one phone to the other, at p95 (bench/RESULTS.md#budgets). */
const BUDGET_P95_MS = 300;

async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: object,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && token ? { 'operation-id': randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

async function expectOk(
  answer: Promise<{ status: number; json: Record<string, unknown> }>,
  what: string,
) {
  const { status, json } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(json)}`);
  return json;
}

/** A player registered and signed in on `base`, with a company of three heroes. */
async function player(base: string, name: string) {
  const email = `${name.toLowerCase()}.${randomUUID()}@example.test`;
  await expectOk(
    call(base, 'POST', '/api/users/register', undefined, {
      name,
      email,
      confirmEmail: email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    'register',
  );
  const auth = await expectOk(
    call(base, 'POST', '/api/users/authenticate', undefined, { email, password: PASSWORD }),
    'log in',
  );
  const token = String(auth.token);
  const company = await expectOk(
    call(base, 'POST', '/api/company/create', token, {
      name: `${name}'s Riders`,
      race: 'Rohan',
      influence: 5,
      backstory: '',
    }),
    'company',
  );
  const warriorIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const warrior = await expectOk(
      call(base, 'POST', '/api/warrior/create', token, {
        companyId: company.id,
        name: `${name} ${i + 1}`,
        rank: 'Hero',
        baseClass: 'Rider',
        basePoints: 35,
        experience: 0,
        influence: 0,
        baseStats: {
          move: 6,
          fight: 4,
          shoot: 4,
          strength: 3,
          defence: 5,
          attacks: 2,
          wounds: 2,
          courage: 4,
          intelligence: 5,
          might: 1,
          will: 1,
          fate: 1,
        },
        modifyStats: {},
        wargear: [],
        specialRules: [],
        heroicActions: [],
        spells: [],
      }),
      'warrior',
    );
    warriorIds.push(String(warrior.id));
  }
  return { token, companyId: String(company.id), warriorIds };
}

/** The battle's event stream on `base`: calls `onEvent` with each event's seq as it arrives. */
function openStream(base: string, matchId: string, ticket: string, onEvent: (seq: number) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${base}/api/match/${matchId}/live/events?ticket=${ticket}`,
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream: ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (id) onEvent(Number(id));
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const database = await createPostgresDatabase(postgresServer, flags.prefix);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-live-data-'));
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-live-logs-'));
const env = {
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_AUTH_MAX: '10000',
};
const servers = [
  new SoakServer('a', await freePort(), env, path.join(logDir, 'server-a.log')),
  new SoakServer('b', await freePort(), env, path.join(logDir, 'server-b.log')),
] as const;
const streams: http.ClientRequest[] = [];
let failed = false;
try {
  // One after the other: the first migrates the new database.
  for (const server of servers) await server.start();
  const [a, b] = servers;
  const host = await player(a.base, 'Eomer');
  const guest = await player(b.base, 'Erkenbrand');
  const made = await expectOk(
    call(a.base, 'POST', '/api/friendly-matches', host.token, { companyId: host.companyId }),
    'friendly match',
  );
  const matchId = String((made.match as { id: string }).id);
  await expectOk(
    call(b.base, 'POST', '/api/friendly-matches/join', guest.token, {
      token: made.token,
      companyId: guest.companyId,
    }),
    'join',
  );

  // Each player's phone: its stream from its own server, the arrival of each seq noted.
  const arrived = [new Map<number, number>(), new Map<number, number>()] as const;
  const waiters = [new Map<number, () => void>(), new Map<number, () => void>()] as const;
  const phones = [
    { base: a.base, player: host },
    { base: b.base, player: guest },
  ] as const;
  for (const [index, phone] of phones.entries()) {
    const ticket = await expectOk(
      call(phone.base, 'POST', `/api/match/${matchId}/live/ticket`, phone.player.token),
      'ticket',
    );
    streams.push(
      await openStream(phone.base, matchId, String(ticket.ticket), (seq) => {
        arrived[index]!.set(seq, performance.now());
        waiters[index]!.get(seq)?.();
      }),
    );
  }

  const delays: number[] = [];
  const posts: number[] = [];
  for (let i = 0; i < actionCount; i++) {
    // The two players take turns; a warrior is wounded, then healed, so it never runs out.
    const actor = i % 2;
    const other = 1 - actor;
    const phone = phones[actor]!;
    const warriorId = phone.player.warriorIds[Math.floor(i / 2) % 3]!;
    const delta = Math.floor(i / 6) % 2 === 0 ? 1 : -1;
    const sent = performance.now();
    const answer = await expectOk(
      call(phone.base, 'POST', `/api/match/${matchId}/live/actions`, phone.player.token, {
        kind: 'wound',
        warriorId,
        delta,
      }),
      'action',
    );
    posts.push(performance.now() - sent);
    const seq = Number(answer.seq);
    if (!arrived[other]!.has(seq)) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`event ${seq} never arrived`)), 10_000);
        waiters[other]!.set(seq, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    delays.push(arrived[other]!.get(seq)! - sent);
    await sleep(gapMs);
  }

  const sorted = [...delays].sort((x, y) => x - y);
  const sortedPosts = [...posts].sort((x, y) => x - y);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\n${actionCount} actions, two servers on one PostgreSQL, ${gapMs} ms between actions\n`,
  );
  printTable(
    ['measure', 'p50', 'p95', 'p99', 'max'],
    [
      ['action POST answered', ...[50, 95, 99, 100].map((p) => ms(percentile(sortedPosts, p)))],
      ['event on the other phone', ...[50, 95, 99, 100].map((p) => ms(percentile(sorted, p)))],
    ],
  );
  const p95 = percentile(sorted, 95);
  const budget = BUDGET_P95_MS;
  console.log(
    `\np95 ${ms(p95)} against a budget of ${budget} ms: ${p95 <= budget ? 'within' : 'OVER'}`,
  );
  if (p95 > budget) failed = true;
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`The servers' logs are in ${logDir}`);
} finally {
  for (const stream of streams) stream.destroy();
  for (const server of servers) await server.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
