// npm run bench: throughput and p99 latency of the read paths a player hits most, on the
// embedded database, over loopback only. Starts a fresh server in a temporary DATA_DIR,
// seeds one player with 200 library entries through the API, measures, cleans up.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchParentMessage, BenchServerMessage } from './server';

const DURATION_SECONDS = 3;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;
const ENTRIES_PER_LIBRARY = 50;

function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited with code ${code}.`)));
    child.on('message', (message: BenchServerMessage) => {
      if (message.type === 'ready') resolve({ child, port: message.port });
    });
  });
}

function serverRss(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listener = (message: BenchServerMessage) => {
      if (message.type !== 'rss') return;
      child.off('message', listener);
      resolve(message.rss);
    };
    child.on('message', listener);
    child.send({ type: 'rss' } satisfies BenchParentMessage);
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
  const bodies = {
    wargear: (i: number) => ({
      name: `Item ${i}`,
      description: 'A trusty piece of kit',
      pointsLow: i % 10,
      pointsHigh: (i % 10) + 5,
      mount: i % 5 === 0 ? 1 : 0,
      adjustmentStat: 'fight',
      adjustmentValue: 1,
      specialRules: [{ name: 'Sharp', description: 'Cuts well' }],
    }),
    rule: (i: number) => ({ name: `Rule ${i}`, description: 'Does something useful' }),
    spell: (i: number) => ({
      name: `Spell ${i}`,
      description: 'Magic',
      baseCastingValue: 2 + (i % 5),
    }),
    heroicAction: (i: number) => ({ name: `Heroic ${i}`, description: 'Bold' }),
  };
  for (const [kind, body] of Object.entries(bodies)) {
    for (let i = 0; i < ENTRIES_PER_LIBRARY; i++) {
      await call(base, 'POST', `/api/${kind}/create`, body(i), token);
    }
  }
  return token;
}

interface Row {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(base: string, route: string, token?: string): Promise<Row> {
  const options = {
    url: `${base}${route}`,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  // A short unmeasured run first, so JIT warm-up does not land in the numbers of one route.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    route: `GET ${route}${token ? ' (auth)' : ''}`,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

function printTable(rows: Row[]) {
  const header = ['route', 'req/s', 'p99 ms', 'errors'];
  const lines = rows.map((row) => [
    row.route,
    String(row.requestsPerSecond),
    String(row.p99Ms),
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
let server: ChildProcess | undefined;
try {
  const started = await startServer(dataDir);
  server = started.child;
  const base = `http://127.0.0.1:${started.port}`;
  console.log(`Server on ${base} (PGlite in ${dataDir}); seeding…`);
  const token = await seed(base);
  const seededRss = await serverRss(server);
  console.log(
    `Seeded 1 player and ${4 * ENTRIES_PER_LIBRARY} library entries. ` +
      `Measuring ${DURATION_SECONDS} s per route, ${CONNECTIONS} connections.\n`,
  );

  const rows: Row[] = [
    await measure(base, '/api/health'),
    await measure(base, '/api/users/settings', token),
  ];
  for (const kind of ['wargear', 'rule', 'spell', 'heroicAction']) {
    rows.push(await measure(base, `/api/${kind}`, token));
  }
  printTable(rows);
  const finalRss = await serverRss(server);
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  console.log(`\nServer RSS: ${mib(seededRss)} after seeding, ${mib(finalRss)} after the runs.`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.send({ type: 'close' } satisfies BenchParentMessage);
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
