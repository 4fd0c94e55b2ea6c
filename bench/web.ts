// npm run bench:web: what a browser is sent and how fast the first pages feel. Builds the web
// app, serves it with the real server on a temporary DATA_DIR (loopback only), then:
// - loads /, /login and a logged-in /armoury in Debian's Chromium and counts the JS and CSS
//   bytes actually transferred (compressed as the server sends them);
// - when Lighthouse is installed, prints its mobile performance score and layout shift of the
//   same pages (and the desktop layout shift of /armoury, where lists arrive late).
// No browser is downloaded: CHROMIUM_PATH or /usr/bin/chromium is used.
// Flags: --no-build (use the existing build), --no-lighthouse.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import {
  firstPageFiles,
  FIRST_PAGE_MODULES,
  kB,
  readManifest,
  sizesOf,
} from '../scripts/web-budget';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const WARGEAR_ITEMS = 50;
const args = new Set(process.argv.slice(2));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
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
  const deadline = Date.now() + 60_000;
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
  throw new Error('The server did not answer /api/health within a minute.');
}

async function call(base: string, method: string, url: string, body?: object, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A player with 50 wargear items; returns what the web app keeps in local storage. */
async function seed(base: string): Promise<Record<string, unknown>> {
  const email = 'bench-web@example.test';
  const password = 'a bench password';
  await call(base, 'POST', '/api/users/register', {
    name: 'Bench Player',
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
  });
  const user = await call(base, 'POST', '/api/users/authenticate', { email, password });
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
      String(user.token),
    );
  }
  return user;
}

/** Runs in the page: keeps the session exactly as packages/web/src/api/session-store.ts does. */
function storeSession(stored: string) {
  const page = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
  page.localStorage.setItem('user', stored);
}

interface Transfer {
  page: string;
  encoding: string;
  js: number;
  css: number;
  jsFiles: number;
}

/** Loads a page in a fresh context and adds up the bytes of scripts and style sheets. */
async function transferred(
  browser: Browser,
  base: string,
  page: string,
  user?: Record<string, unknown>,
): Promise<Transfer> {
  const context = await browser.newContext();
  if (user) {
    await context.addInitScript(storeSession, JSON.stringify(user));
  }
  const tab = await context.newPage();
  const responses: Promise<Omit<Transfer, 'page'> | null>[] = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    responses.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          encoding: response.headers()['content-encoding'] ?? 'none',
          js: type === 'script' ? sizes.responseBodySize : 0,
          css: type === 'stylesheet' ? sizes.responseBodySize : 0,
          jsFiles: type === 'script' ? 1 : 0,
        })),
    );
  });
  await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  const all = (await Promise.all(responses)).filter((entry) => entry !== null);
  await context.close();
  return {
    page,
    encoding: [...new Set(all.map((entry) => entry.encoding))].join(', '),
    js: all.reduce((sum, entry) => sum + entry.js, 0),
    css: all.reduce((sum, entry) => sum + entry.css, 0),
    jsFiles: all.reduce((sum, entry) => sum + entry.jsFiles, 0),
  };
}

interface Score {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function lighthouseScore(
  base: string,
  page: string,
  preset: 'mobile' | 'desktop',
  user?: Record<string, unknown>,
): Promise<Score> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  // A browser of its own per run: a fresh profile, so nothing is cached from an earlier page.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (user) {
      // Log in as the web app does, from a same-origin file that loads no script, so the
      // measured load still starts with an empty cache.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const tab = await browser.contexts()[0]!.newPage();
      await tab.goto(`${base}/favicon.svg`);
      await tab.evaluate(storeSession, JSON.stringify(user));
      await tab.close();
      await browser.close();
    }
    const result = await lighthouse(
      `${base}${page}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the stored session; the cache is empty anyway in this fresh profile.
        disableStorageReset: Boolean(user),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    if (lhr.finalDisplayedUrl !== `${base}${page}`) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page}.`);
    }
    return {
      page,
      preset,
      performance: lhr.categories.performance?.score ?? NaN,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseInstalled(): Promise<boolean> {
  try {
    await import('lighthouse');
    return true;
  } catch {
    return false;
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)));
  console.log(format(header).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(format(row).join('  '));
}

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium was not found at ${CHROMIUM}: install it or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!args.has('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@warband/web'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = readManifest();
console.log('First-page JavaScript per the build manifest (npm run check:budget):');
printTable(
  ['page', 'scripts', 'brotli', 'gzip', 'as built'],
  Object.keys(FIRST_PAGE_MODULES).map((page) => {
    const files = firstPageFiles(manifest, page);
    const sizes = sizesOf(files.js);
    return [page, String(files.js.length), kB(sizes.br), kB(sizes.gzip), kB(sizes.raw)];
  }),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-web-'));
let server: ChildProcess | undefined;
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir);
  const user = await seed(base);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const transfers: Transfer[] = [];
  try {
    transfers.push(await transferred(browser, base, '/'));
    transfers.push(await transferred(browser, base, '/login'));
    transfers.push(await transferred(browser, base, '/armoury', user));
  } finally {
    await browser.close();
  }
  console.log('\nBytes transferred by Chromium (response bodies as sent):');
  printTable(
    ['page', 'scripts', 'JS', 'CSS', 'encoding'],
    transfers.map((t) => [t.page, String(t.jsFiles), kB(t.js), kB(t.css), t.encoding]),
  );

  if (args.has('--no-lighthouse')) {
    console.log('\nLighthouse skipped (--no-lighthouse).');
  } else if (!(await lighthouseInstalled())) {
    console.log('\nLighthouse is not installed (npm install): scores skipped.');
  } else {
    const runs = [
      { page: '/', preset: 'mobile' },
      { page: '/login', preset: 'mobile' },
      { page: '/armoury', preset: 'mobile', user },
      { page: '/armoury', preset: 'desktop', user },
    ] as const;
    const rows: string[][] = [];
    for (const run of runs) {
      try {
        const s = await lighthouseScore(
          base,
          run.page,
          run.preset,
          'user' in run ? run.user : undefined,
        );
        rows.push([
          s.page,
          s.preset,
          s.performance.toFixed(2),
          `${(s.fcpMs / 1000).toFixed(1)} s`,
          `${(s.lcpMs / 1000).toFixed(1)} s`,
          `${Math.round(s.tbtMs)} ms`,
          s.cls.toFixed(3),
        ]);
      } catch (error) {
        // One failed run (a busy machine can time Lighthouse out) does not hide the others.
        console.error((error as Error).message);
        rows.push([run.page, run.preset, 'failed', '', '', '', '']);
      }
    }
    console.log(
      `\nLighthouse 12 (simulated throttling; /armoury logged in, ${WARGEAR_ITEMS} items):`,
    );
    printTable(['page', 'preset', 'performance', 'FCP', 'LCP', 'TBT', 'CLS'], rows);
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
