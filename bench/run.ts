// npm run bench: throughput and p99 latency of the read paths a player hits most, over
// loopback only, next to a bare Fastify hello world measured in the same run (DESIGN.md
// section 8 sets the budgets as a share of it). Runs on a fresh embedded database and, when
// TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a new database created on
// that server for the run and dropped after it. One player is seeded through the API with 200
// wargear items (the list budget), 50 entries in each other library, and 10 companies of 15
// warriors (the companies budget). Also prints the server's RSS at idle and its peak under load.
import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchParentMessage, BenchServerMessage } from './server';

const DURATION_SECONDS = 3;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;
const LIST_ENTRIES = 200;
const OTHER_ENTRIES = 50;
const COMPANIES = 10;
const WARRIORS_PER_COMPANY = 15;
/** What a browser sends; the API compresses answers above 1 KB. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

interface Usage {
  rss: number;
  cpuMs: number;
}

interface Server {
  child: ChildProcess;
  base: string;
  /** The server's RSS and the CPU time it has used so far; `collect` runs a full GC first. */
  usage(collect?: boolean): Promise<Usage>;
  close(): Promise<void>;
}

function startServer(args: string[]): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), args, {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const usage = (collect = false) =>
    new Promise<Usage>((resolve) => {
      const listener = (message: BenchServerMessage) => {
        if (message.type !== 'usage') return;
        child.off('message', listener);
        resolve({ rss: message.rss, cpuMs: message.cpuMs });
      };
      child.on('message', listener);
      child.send({ type: 'usage', collect } satisfies BenchParentMessage);
    });
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'close' } satisfies BenchParentMessage);
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited with code ${code}.`)));
    child.on('message', (message: BenchServerMessage) => {
      if (message.type === 'ready') {
        resolve({ child, base: `http://127.0.0.1:${message.port}`, usage, close });
      }
    });
  });
}

async function call(base: string, method: string, url: string, body?: object, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function seed(base: string): Promise<string> {
  const email = 'bench@example.test';
  const password = 'a bench password';
  await call(base, 'POST', '/api/users/register', {
    name: 'Bench Player',
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
  });
  const { token } = (await call(base, 'POST', '/api/users/authenticate', { email, password })) as {
    token: string;
  };
  const libraries = {
    wargear: {
      count: LIST_ENTRIES,
      body: (i: number) => ({
        name: `Item ${i}`,
        description: 'A trusty piece of kit',
        pointsLow: i % 10,
        pointsHigh: (i % 10) + 5,
        mount: i % 5 === 0 ? 1 : 0,
        adjustmentStat: 'fight',
        adjustmentValue: 1,
        specialRules: [{ name: 'Sharp', description: 'Cuts well' }],
      }),
    },
    rule: {
      count: OTHER_ENTRIES,
      body: (i: number) => ({ name: `Rule ${i}`, description: 'Does something useful' }),
    },
    spell: {
      count: OTHER_ENTRIES,
      body: (i: number) => ({
        name: `Spell ${i}`,
        description: 'Magic',
        baseCastingValue: 2 + (i % 5),
      }),
    },
    heroicAction: {
      count: OTHER_ENTRIES,
      body: (i: number) => ({ name: `Heroic ${i}`, description: 'Bold' }),
    },
  };
  for (const [kind, { count, body }] of Object.entries(libraries)) {
    for (let i = 0; i < count; i++) {
      await call(base, 'POST', `/api/${kind}/create`, body(i), token);
    }
  }
  for (let c = 0; c < COMPANIES; c++) {
    const company = (await call(
      base,
      'POST',
      '/api/company/create',
      { name: `Company ${c}`, race: 'Rohan', influence: 5, backstory: '' },
      token,
    )) as { id: string };
    for (let w = 0; w < WARRIORS_PER_COMPANY; w++) {
      await call(base, 'POST', '/api/warrior/create', warrior(company.id, w), token);
    }
  }
  return token;
}

/** A warrior with a profile, a piece of wargear, a rule and a heroic action. */
function warrior(companyId: string, i: number) {
  return {
    companyId,
    name: `Rider ${i}`,
    rank: i === 0 ? 'Hero' : 'Warrior',
    baseClass: 'Rider',
    basePoints: 10 + i,
    experience: i,
    influence: 0,
    baseStats: {
      move: 6,
      fight: 4,
      shoot: 4,
      strength: 3,
      defence: 5,
      attacks: 1,
      wounds: 1,
      courage: 4,
      intelligence: 5,
      might: 0,
      will: 0,
      fate: 0,
    },
    modifyStats: { fight: 1 },
    wargear: [
      {
        id: 'new-shield',
        new: true,
        type: 'base',
        name: 'Shield',
        pointsLow: 2,
        pointsHigh: 2,
        mount: 0,
        adjustmentStat: 'defence',
        adjustmentValue: 1,
      },
    ],
    specialRules: [{ id: 'new-rule', new: true, type: 'progression', name: 'Expert Rider' }],
    heroicActions: [{ id: 'new-action', new: true, type: 'base', name: 'Heroic Strike' }],
    spells: [],
  };
}

interface Row {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Server CPU time per answer: unlike req/s, barely moved by other work on the machine. */
  cpuMsPerRequest: number;
  errors: number;
}

async function measure(
  server: Server,
  route: string,
  options: { label?: string; token?: string | undefined; compressed?: boolean } = {},
): Promise<Row> {
  const run = {
    url: `${server.base}${route}`,
    connections: CONNECTIONS,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.compressed ? { 'accept-encoding': BROWSER_ENCODINGS } : {}),
    },
  };
  // A short unmeasured run first, so JIT warm-up does not land in the numbers of one route.
  await autocannon({ ...run, duration: WARM_UP_SECONDS });
  const before = await server.usage();
  const result = await autocannon({ ...run, duration: DURATION_SECONDS });
  const after = await server.usage();
  return {
    route: options.label ?? `GET ${route}`,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, result.requests.total),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

function printTable(rows: Row[], hello: Row) {
  const header = ['route', 'req/s', 'p99 ms', 'of hello world', 'CPU ms/req', 'errors'];
  const lines = rows.map((row) => [
    row.route,
    String(row.requestsPerSecond),
    String(row.p99Ms),
    `${((100 * row.requestsPerSecond) / hello.requestsPerSecond).toFixed(2)}%`,
    row.cpuMsPerRequest.toFixed(2),
    String(row.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** Samples the server's RSS while `work` runs; returns the highest value seen. */
async function peakRss(server: Server, work: () => Promise<void>): Promise<number> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await server.usage()).rss);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await work();
  } finally {
    sampling = false;
    await sampler;
  }
  return peak;
}

interface Section {
  label: string;
  rows: Row[];
  memory: string;
  /** Reads the RSS once the server has been left alone a while, then stops it. */
  settle(): Promise<string>;
}

/** How long a server is left without requests before its settled RSS is read. */
const SETTLE_SECONDS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seeds a fresh server and measures its routes. The server is left running, idle, so its RSS
 * can be read once V8 has given back what the load made it take (the next section runs
 * meanwhile); `settle()` does that and stops it.
 */
async function benchOne(label: string, databaseUrl?: string): Promise<Section> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  const stop = async (server?: Server) => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let server: Server | undefined;
  try {
    server = await startServer(databaseUrl ? [dataDir, databaseUrl] : [dataDir]);
    const startRss = (await server.usage()).rss;
    console.log(`${label}: seeding…`);
    const token = await seed(server.base);
    // A moment without requests, so the idle figure is not the tail of the seeding.
    await sleep(2000);
    const idleRss = (await server.usage()).rss;
    const rows: Row[] = [];
    const live = server;
    const peak = await peakRss(server, async () => {
      rows.push(await measure(live, '/api/health'));
      rows.push(await measure(live, '/api/users/settings', { token }));
      rows.push(
        await measure(live, '/api/wargear', { token, label: `GET /api/wargear (${LIST_ENTRIES})` }),
        await measure(live, '/api/wargear', {
          token,
          compressed: true,
          label: `GET /api/wargear (${LIST_ENTRIES}, compressed)`,
        }),
      );
      rows.push(
        await measure(live, '/api/companies', {
          token,
          label: `GET /api/companies (${COMPANIES} × ${WARRIORS_PER_COMPANY} warriors)`,
        }),
      );
      for (const kind of ['rule', 'spell', 'heroicAction']) {
        rows.push(
          await measure(live, `/api/${kind}`, {
            token,
            label: `GET /api/${kind} (${OTHER_ENTRIES})`,
          }),
        );
      }
    });
    const endedAt = Date.now();
    const memory =
      `Server RSS: ${mib(startRss)} after start, ${mib(idleRss)} idle after seeding, ` +
      `${mib(peak)} at most under load, ${mib((await server.usage()).rss)} just after`;
    return {
      label,
      rows,
      memory,
      async settle() {
        try {
          await sleep(Math.max(0, endedAt + SETTLE_SECONDS * 1000 - Date.now()));
          const seconds = Math.round((Date.now() - endedAt) / 1000);
          const settled = await live.usage();
          const collected = await live.usage(true);
          return `, ${mib(settled.rss)} ${seconds} s later, ${mib(collected.rss)} after a full GC.`;
        } finally {
          await stop(live);
        }
      },
    };
  } catch (error) {
    await stop(server);
    throw error;
  }
}

/** A new, empty database on the PostgreSQL server the URL names; dropped by the returned function. */
async function createPostgresDatabase(serverUrl: string) {
  const name = `wl_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The bare Fastify hello world, in a process of its own like the server. */
async function measureHello(): Promise<Row> {
  const server = await startServer(['hello']);
  try {
    return await measure(server, '/', { label: 'bare Fastify hello world' });
  } finally {
    await server.close();
  }
}

console.log(
  `Measuring ${DURATION_SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up, ` +
    `${CONNECTIONS} connections, loopback.`,
);
const helloBefore = await measureHello();
const sections: Section[] = [];
const postgresServer = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const database = postgresServer ? await createPostgresDatabase(postgresServer) : undefined;
let helloAfter: Row;
const settled: string[] = [];
try {
  sections.push(await benchOne('Embedded database (PGlite)'));
  if (database && postgresServer) {
    sections.push(await benchOne(`PostgreSQL (${new URL(postgresServer).host})`, database.url));
  }
  helloAfter = await measureHello();
} finally {
  for (const section of sections) settled.push(await section.settle());
  await database?.drop();
}
// Other work on the machine slows a short run down; the faster of two runs, one before and one
// after the routes, is the nearer to what the machine can do.
const hello =
  helloBefore.requestsPerSecond >= helloAfter.requestsPerSecond ? helloBefore : helloAfter;
console.log(
  `\nReference: bare Fastify hello world, ${helloBefore.requestsPerSecond} req/s before the ` +
    `routes and ${helloAfter.requestsPerSecond} after; shares below are of ` +
    `${hello.requestsPerSecond} req/s (p99 ${hello.p99Ms} ms).`,
);
sections.forEach((section, i) => {
  console.log(`\n${section.label}`);
  printTable(section.rows, hello);
  console.log(section.memory + settled[i]);
});
if (!postgresServer) {
  console.log(
    '\nPostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to a server to include it.',
  );
}
