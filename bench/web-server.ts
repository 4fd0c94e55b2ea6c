// The server bench:web measures: the real server on a temporary DATA_DIR (loopback only),
// and the player it seeds through the API.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { CHANGELOG_VERSION } from '../packages/web/src/components/overlays/changelog';
import { call, warrior } from './seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WARGEAR_ITEMS = 50;
export const COMPANY_WARRIORS = 15;

/** BENCH_PORT if set, else any free port. */
export function serverPort(): Promise<number> {
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT));
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Seeding and page loads are measured, not the limiter.
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_AUTH_MAX: '1000',
    },
  });
  // A first start creates the embedded database: a minute and more on a busy two-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The server did not answer /api/health within three minutes.');
}

export async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export interface Seeded {
  /** What the web app keeps in local storage for the logged-in player. */
  user: Record<string, unknown>;
  /** The company page with its warriors. */
  companyPage: string;
}

/** A player with 50 wargear items and a company of 15 warriors. */
export async function seed(base: string): Promise<Seeded> {
  const email = 'bench-web@example.test';
  const password = 'a bench password';
  await call(base, 'POST', '/api/users/register', {
    name: 'Bench Player',
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
  });
  const user = (await call(base, 'POST', '/api/users/authenticate', {
    email,
    password,
  })) as Record<string, unknown>;
  const token = String(user.token);
  for (let i = 0; i < WARGEAR_ITEMS; i++) {
    await call(
      base,
      'POST',
      '/api/wargear/create',
      {
        name: `Item ${i}`,
        description: 'A trusty piece of kit, carried to many battles and back.',
        pointsLow: i % 10,
        pointsHigh: (i % 10) + 5,
        mount: i % 5 === 0 ? 1 : 0,
        adjustmentStat: 'fight',
        adjustmentValue: 1,
        specialRules: [{ name: 'Sharp', description: 'Cuts well' }],
      },
      token,
    );
  }
  const company = (await call(
    base,
    'POST',
    '/api/company/create',
    { name: 'The Bench Riders', race: 'Rohan', influence: 5, backstory: '' },
    token,
  )) as { id: string };
  for (let w = 0; w < COMPANY_WARRIORS; w++) {
    await call(base, 'POST', '/api/warrior/create', warrior(company.id, w), token);
  }
  return { user, companyPage: `/company/${company.id}` };
}

/**
 * Runs in the page: what a returning visitor's browser holds. This version's changelog and this
 * week's Support Us already seen (both interrupt at most once, after the page is usable, and
 * would otherwise be measured as its largest paint:
 * docs/adr/0098-the-server-keeps-a-small-young-generation-pages.md), and the session, if any, kept
 * exactly as packages/web/src/api/session-store.ts does.
 */
export function storeReturningVisitor(entries: Record<string, string>) {
  const page = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
  for (const [key, value] of Object.entries(entries)) page.localStorage.setItem(key, value);
}

/** What `storeReturningVisitor` stores for `user`, or for a visitor not logged in. */
export function returningVisitor(user?: Record<string, unknown>): Record<string, string> {
  return {
    changelogSeen: CHANGELOG_VERSION,
    supportUsShownAt: String(Date.now()),
    ...(user ? { user: JSON.stringify(user) } : {}),
  };
}

/**
 * Before a browser bench: stops with a message when Chromium is missing, then builds the web
 * app unless told not to (`--no-build`), so what is measured is the current code.
 */
export function prepareBrowserBench(chromiumPath: string, build: boolean): void {
  if (!fs.existsSync(chromiumPath)) {
    console.error(`Chromium was not found at ${chromiumPath}: install it or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  if (!build) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@warband/web'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
