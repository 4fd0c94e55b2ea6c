import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN_EMAIL } from './support/admin';
import { overlaysSeen } from './support/overlays';

// Workers inherit the environment of the process that loads this file first, so a run id
// set here names one data directory shared by the server and every test.
process.env.E2E_RUN_ID ??= String(Date.now());
const port = Number(process.env.E2E_PORT ?? 4317);
export const dataDir = join(tmpdir(), `warband-e2e-${process.env.E2E_RUN_ID}`);
process.env.E2E_DATA_DIR = dataDir;

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-data/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The changelog and the Support Us appeal open on timers; journeys about something else
    // start as a player who has seen both (adverts.spec.ts starts without, to see them open).
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: overlaysSeen() }],
    },
    // The app's service worker precaches the whole app (docs/adr/0154-app-shell.md): in every
    // journey's fresh browser that would be a megabyte more per test against one server.
    // app-shell.spec.ts allows it and proves what it does; offline.spec.ts allows it for its
    // cold starts without a network.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx ../packages/server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // On a PostgreSQL server when one is named (CI does): the one Node process then does
      // only the app's work; the embedded database would run every query of both browsers on
      // the server's one thread.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      LOG_LEVEL: 'warn',
      // Registering with this address makes an admin (support/users.ts, adminUser).
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    },
  },
});
