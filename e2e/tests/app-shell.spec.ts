import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// The installable app and its offline shell (docs/adr/new-app-shell.md). The other journeys run
// with service workers blocked (playwright.config.ts); this one lets the app's worker in.

/** Until the app's service worker is active and controls this page. */
async function controlledByWorker(page: Page) {
  // Registered after the page's load, when the browser is idle; active once it has precached.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page was loaded before any worker: the next load is the first it controls.
  await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

test('the app meets the install criteria and opens offline from its service worker', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A profile on disk: Chromium never offers to install from a private (incognito-like)
  // context, which is what a test's usual browser context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-app-shell-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await installedAndOffline(context);
    await context.setOffline(false);
    await updateOffered(context);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

async function installedAndOffline(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  const worker = await controlledByWorker(page);
  expect(worker).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'Warband Ledger',
    display: 'standalone',
  });
  // What Lighthouse's installability audit asks Chromium: an empty list is installable.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // The API was answered online, and is not kept by the worker: offline it fails, for the
  // on-device store to fall back on what it kept.
  const health = () =>
    page.evaluate(() =>
      fetch('/api/health').then(
        (response) => response.status,
        () => 'failed',
      ),
    );
  expect(await health()).toBe(200);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Warband Ledger' })).toBeVisible();
  // A page whose code was never loaded online opens too: every route's code is precached.
  await page.goto('/forgotten-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('footer')).toContainText(/Version \d+\.\d+\.\d+\+\w+/);
  expect(await health()).toBe('failed');
}

/** A new release's worker waits for the player's Reload, and takes over only then. */
async function updateOffered(context: BrowserContext) {
  const page = context.pages()[0]!;
  await page.goto('/');
  // The next release, as the browser meets it: a worker script of the same scope that differs
  // from the one in control (here by its address, since the build on disk is shared).
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?release=next', { scope: '/' });
  });
  const prompt = page.getByRole('status', { name: 'New version' });
  await expect(prompt).toContainText('A new version of Warband Ledger is ready');
  await expect(prompt).toContainText(/Version \d+\.\d+\.\d+\+\w+ \(you have /);
  // Never forced: it waits, and the page is still the old worker's.
  const waiting = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null);
  expect(await waiting()).toBe(true);

  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect(page.getByRole('link', { name: 'Warband Ledger' })).toBeVisible();
  expect(await waiting()).toBe(false);
  await expect(prompt).toBeHidden();
}
