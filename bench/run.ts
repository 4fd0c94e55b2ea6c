// npm run bench: throughput and p99 latency of the read paths a player hits most, over
// loopback only, next to a bare Fastify hello world measured in the same run. Runs on a fresh
// embedded database and, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on
// a new database created on that server for the run and dropped after it. The player is
// seeded as bench/seed.ts says. Also prints the server's RSS at idle, its peak under load,
// and once settled. Routes with a budget are checked against it (bench/RESULTS.md#budgets): the run
// exits with 1 when one is over. Flags: --only=<text> (routes whose label holds the text),
// --no-pglite (PostgreSQL only), --cpu-prof=<dir> (a V8 CPU profile of each server, written when it
// stops), --node-flags= '<flags>' (for the server's Node, to try V8's heap settings).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets, type Budget, type BudgetCheck } from './budgets';
import { LOAD, measure, peakRssDuring, printRows, type MeasureOptions, type Row } from './measure';
import { createPostgresDatabase } from './postgres';
import {
  CAMPAIGN_COMPANIES,
  CAMPAIGN_MATCHES,
  COMPANIES,
  LIST_ENTRIES,
  OTHER_ENTRIES,
  seed,
  seedCampaign,
  touchCompanies,
  WARRIORS_PER_COMPANY,
} from './seed';
import { startServer, type Server } from './server-process';
import { mib, sleep } from './table';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'node-flags': { type: 'string' },
  },
});

interface RouteRun extends Omit<MeasureOptions, 'token'> {
  /** `{campaign}` stands for the seeded campaign's id. */
  path: string;
  /** Sent with the player's token. */
  auth?: boolean;
  /** Measured on PostgreSQL only, and held to this budget there. */
  postgresBudget?: Budget;
  /**
   * Starts right after a write to the player's companies, so that the first requests, all the
   * connections at once, find no answer kept: the same start with or without --only.
   */
  afterAWrite?: boolean;
}

/** The steady rate at which the companies list's p99 is held to its budget. */
const LIST_BUDGET_RATE = 1000;

/** The routes measured, in order; `label` defaults to `GET <path>`. */
const ROUTES: RouteRun[] = [
  { path: '/api/health' },
  { path: '/api/users/settings', auth: true },
  { path: '/api/wargear', auth: true, label: `GET /api/wargear (${LIST_ENTRIES})` },
  {
    path: '/api/wargear',
    auth: true,
    compressed: true,
    label: `GET /api/wargear (${LIST_ENTRIES}, compressed)`,
  },
  {
    path: '/api/companies',
    auth: true,
    label: `GET /api/companies (${COMPANIES} × ${WARRIORS_PER_COMPANY} warriors)`,
  },
  {
    path: '/api/companies',
    auth: true,
    compressed: true,
    label: `GET /api/companies (${COMPANIES} × ${WARRIORS_PER_COMPANY}, compressed)`,
  },
  // The companies list under many players' side navigation at once, on PostgreSQL. Long
  // enough for a p99 over tens of thousands of answers, and for V8's heap to find its size.
  // As fast as the connections can go, it measures what the machine can serve (its latency is
  // 100 connections divided by that); at a steady 1,000 answers a second it measures the wait
  // of an answer, which is what the p99 budget is for
  // (docs/adr/0158-list-budget.md).
  ...[false, true].map((compressed) => ({
    path: '/api/companies',
    auth: true,
    compressed,
    connections: 100,
    durationSeconds: 10,
    afterAWrite: true,
    label: `GET /api/companies (${COMPANIES} × ${WARRIORS_PER_COMPANY}, ${compressed ? 'compressed, ' : ''}100 connections)`,
    postgresBudget: { peakRssMiB: 150 },
  })),
  {
    path: '/api/companies',
    auth: true,
    compressed: true,
    connections: 100,
    durationSeconds: 10,
    requestsPerSecond: LIST_BUDGET_RATE,
    afterAWrite: true,
    label: `GET /api/companies (${COMPANIES} × ${WARRIORS_PER_COMPANY}, compressed, 100 connections, ${LIST_BUDGET_RATE} req/s)`,
    postgresBudget: { p99Ms: 50, peakRssMiB: 150 },
  },
  // A campaign's page of the companies of eight players, kept against the campaign's version
  // and its owners' (docs/adr/0156-campaigns.md#kept-answer): held to the list budget.
  {
    path: '/api/campaign/{campaign}',
    auth: true,
    label: `GET /api/campaign/{id} (${CAMPAIGN_COMPANIES} × ${WARRIORS_PER_COMPANY} warriors, ${CAMPAIGN_MATCHES} matches)`,
    postgresBudget: { p99Ms: 50, peakRssMiB: 150 },
  },
  ...['rule', 'spell', 'heroicAction'].map((kind) => ({
    path: `/api/${kind}`,
    auth: true,
    label: `GET /api/${kind} (${OTHER_ENTRIES})`,
  })),
].filter((run) => !flags.only || (run.label ?? run.path).includes(flags.only));

interface Section {
  label: string;
  rows: Row[];
  budgets: BudgetCheck[];
  memory: string;
  /** Reads the RSS once the server has been left alone a while, then stops it. */
  settle(): Promise<string>;
}

/** How long a server is left without requests before its settled RSS is read. */
const SETTLE_SECONDS = 30;

/**
 * Seeds a fresh server and measures its routes. The server is left running, idle, so its RSS
 * can be read once V8 has given back what the load made it take (the next section runs
 * meanwhile); `settle()` does that and stops it.
 */
async function benchOne(label: string, databaseUrl?: string): Promise<Section> {
  const routes = ROUTES.filter((run) => databaseUrl || !run.postgresBudget);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  const stop = async (server?: Server) => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let server: Server | undefined;
  try {
    server = await startServer(databaseUrl ? [dataDir, databaseUrl] : [dataDir], {
      cpuProfileDir: flags['cpu-prof'],
      nodeFlags: flags['node-flags']?.split(/\s+/).filter(Boolean),
    });
    const startRss = (await server.usage()).rss;
    console.log(`${label}: seeding…`);
    const token = await seed(server.base);
    const campaignId = routes.some((run) => run.path.includes('{campaign}'))
      ? await seedCampaign(server.base, token)
      : '';
    // A moment without requests, so the idle figure is not the tail of the seeding.
    await sleep(2000);
    const idleRss = (await server.usage()).rss;
    const rows: Row[] = [];
    const budgets: BudgetCheck[] = [];
    const live = server;
    const peak = await peakRssDuring(server, async () => {
      for (const { path: route, auth, postgresBudget, afterAWrite, ...options } of routes) {
        if (afterAWrite) await touchCompanies(live.base, token);
        const url = route.replace('{campaign}', campaignId);
        const row = await measure(live, url, {
          label: `GET ${route}`,
          ...options,
          token: auth ? token : undefined,
        });
        rows.push(row);
        if (postgresBudget) budgets.push(...checkBudgets(row, postgresBudget));
      }
    });
    const endedAt = Date.now();
    const memory =
      `Server RSS: ${mib(startRss)} after start, ${mib(idleRss)} idle after seeding, ` +
      `${mib(peak)} at most under load, ${mib((await server.usage()).rss)} just after`;
    return {
      label,
      rows,
      budgets,
      memory,
      async settle() {
        try {
          await sleep(Math.max(0, endedAt + SETTLE_SECONDS * 1000 - Date.now()));
          const seconds = Math.round((Date.now() - endedAt) / 1000);
          const settled = await live.usage();
          const collected = await live.usage(true);
          return (
            `, ${mib(settled.rss)} ${seconds} s later, ${mib(collected.rss)} after a full GC ` +
            `(V8 heap ${mib(collected.heapTotal)}, outside it ${mib(collected.external)}).`
          );
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

/** The bare Fastify hello world, in a process of its own like the server. */
async function measureHello(): Promise<Row> {
  const server = await startServer(['hello']);
  try {
    return await measure(server, '/', { label: 'bare Fastify hello world' });
  } finally {
    await server.close();
  }
}

console.log(`Measuring ${LOAD}, loopback.`);
const helloBefore = await measureHello();
const sections: Section[] = [];
const postgresServer = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const database = postgresServer ? await createPostgresDatabase(postgresServer) : undefined;
let helloAfter: Row;
const settled: string[] = [];
try {
  if (!flags['no-pglite']) sections.push(await benchOne('Embedded database (PGlite)'));
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
  printRows(section.rows, hello);
  console.log(section.memory + settled[i]);
});
if (!postgresServer) {
  console.log(
    '\nPostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to a server to include it ' +
      '(its budgets are then not checked).',
  );
}
if (flags['cpu-prof']) console.log(`\nCPU profiles of the servers: ${flags['cpu-prof']}`);
const budgets = sections.flatMap((section) =>
  section.budgets.map((check) => ({ ...check, section: section.label })),
);
if (budgets.length > 0) {
  console.log('\nBudgets');
  for (const check of budgets) {
    console.log(
      `${check.over ? 'OVER' : 'ok  '}  ${check.section}, ${check.route}: ${check.measure} ` +
        `${check.measured} (budget ${check.budget})`,
    );
  }
  if (budgets.some((check) => check.over)) {
    console.log('\nOver budget.');
    process.exitCode = 1;
  }
}
