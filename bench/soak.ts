// npm run bench:soak: two servers, started as `npm start` starts one, on one new PostgreSQL
// database (created for the run, dropped after) with Redis for their shared rate limits and
// one DATA_DIR for the images, under about 40 players doing a realistic mix for a few
// minutes. Midway one server is killed (SIGKILL) and started again; its players resend what
// they could not know the outcome of, with the same Operation-Id. Then every company is read
// back from both servers against what each player was acknowledged, and the run is held to
// its checks (bench/soak-checks.ts): it exits with 1 when one fails.
//
// PostgreSQL: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// Redis: REDIS_URL, else redis://127.0.0.1:6379. Flags: --minutes=<n> (3), --players=<n> (40).
// The servers' warnings and errors are kept in a temporary directory the run names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { itemAt } from '@warband/rules';
import { createPostgresDatabase } from './postgres';
import { readBack, report } from './soak-checks';
import { Traffic } from './soak-http';
import { CAMPAIGNS, Player, portrait, seedCampaigns, type World } from './soak-players';
import { freePort, SoakServer } from './soak-servers';
import { sleep } from './table';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    players: { type: 'string', default: '40' },
  },
});
const minutes = Number(flags.minutes);
const playerCount = Number(flags.players);
if (!(minutes > 0) || !Number.isInteger(playerCount) || playerCount < 2 * CAMPAIGNS) {
  throw new Error(
    `--minutes must be above 0 and --players a whole number of at least ${2 * CAMPAIGNS}.`,
  );
}

const postgresServer =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/**
 * Every player comes from 127.0.0.1 and the limits are per address, shared by both servers
 * through Redis: the defaults (300 a minute) would turn most of the run away with 429.
 */
const RATE_LIMITS = { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_AUTH_MAX: '10000' };
/** Players registering at once: each registration and login hashes a password (19 MiB, argon2id). */
const SEEDING_AT_ONCE = 4;

/** `work` on every item, `parallel` at a time. */
async function inTurns<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(itemAt(items, next++));
    }),
  );
}

const database = await createPostgresDatabase(postgresServer, 'wl_soak');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-soak-data-'));
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-soak-logs-'));
const env = {
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  // Shared by both: with DATABASE_URL set it holds only the images and their signing key.
  DATA_DIR: dataDir,
  // The API needs no built web app: without one the server answers other pages with a 503.
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  LOG_LEVEL: 'warn',
  ...RATE_LIMITS,
};
const servers = [
  new SoakServer('a', await freePort(), env, path.join(logDir, 'server-a.log')),
  new SoakServer('b', await freePort(), env, path.join(logDir, 'server-b.log')),
] as const;
const [survivor, killed] = servers;
const traffic = new Traffic();
const world: World = {
  servers,
  traffic,
  findings: {
    contradictions: [],
    staleReads: [],
    unexpected: [],
    staleConflicts: 0,
    battles: 0,
    undos: 0,
    undoConfirmations: 0,
    uploads: 0,
    imports: 0,
  },
  campaigns: [],
  jpeg: await portrait(),
  until: Infinity,
};
const players = Array.from(
  { length: playerCount },
  (_, i) => new Player(i, world, { companies: i % 3 === 0 ? 1 : 2, secondDevice: i % 4 === 3 }),
);
// Ctrl-C ends the run early; the read-back, the report and the clean-up still happen.
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  world.until = Date.now();
});

let passed = false;
try {
  console.log(`Starting two servers on ${new URL(database.url).host}…`);
  await Promise.all(servers.map((server) => server.start()));
  console.log(`Seeding ${playerCount} players and ${CAMPAIGNS} campaigns…`);
  await inTurns(players, SEEDING_AT_ONCE, (player) => player.seed());
  await seedCampaigns(players, world);

  console.log(`Running for ${minutes} min; server ${killed.name} is killed midway…`);
  traffic.phase = 'run';
  const runStart = Date.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  // The players' own process shares the machine: how late its event loop ran is part of every
  // latency it measures.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  world.until = runStart + minutes * 60_000;
  const killAtPlanned = runStart + (minutes * 60_000) / 2;
  let killAt = 0;
  let readyAt = 0;
  const killing = (async () => {
    while (Date.now() < killAtPlanned && !interrupted) await sleep(200);
    if (interrupted) return;
    killAt = Date.now();
    await killed.kill();
    await killed.start();
    readyAt = Date.now();
  })();
  await Promise.all([...players.map((player) => player.play()), killing]);
  const runEnd = Date.now();
  const loadAtEnd = os.loadavg()[0] ?? 0;
  lag.disable();

  console.log('Reading every company back from both servers…');
  traffic.phase = 'check';
  const lost = await readBack(players, world);
  passed = report({
    minutes,
    players: playerCount,
    devices: players.reduce((sum, player) => sum + player.sessions.length, 0),
    rateLimits: RATE_LIMITS,
    runStart,
    runEnd,
    killAt,
    readyAt,
    survivor,
    killed,
    traffic,
    findings: world.findings,
    lost,
    load: [loadAtStart, loadAtEnd],
    clientLagP99Ms: lag.percentile(99) / 1e6,
  });
} finally {
  for (const player of players) player.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const logged = servers.some(
    (server) => fs.existsSync(server.logFile) && fs.statSync(server.logFile).size > 0,
  );
  if (logged) console.log(`\nWhat the servers logged (warnings and errors): ${logDir}`);
  else fs.rmSync(logDir, { recursive: true, force: true });
}
if (!passed) process.exitCode = 1;
