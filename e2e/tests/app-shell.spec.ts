import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { apiSession } from '../support/api';
import { workerInControl } from '../support/service-worker';
import { newUser, registerViaApi } from '../support/users';

// The installable app and its offline shell (docs/adr/0154-app-shell.md). The other journeys run
// with service workers blocked (playwright.config.ts); this one lets the app's worker in.

/** Until the app's service worker is active and controls this page, after a reload too. */
async function controlledByWorker(page: Page) {
  await workerInControl(page);
  await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

test('the app meets the install criteria and opens offline from its service worker', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
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
    await imageKeptOnceSeen(context, request);
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

/** A warrior image stored on this server, as a player's upload leaves it: its address. */
async function storedImage(request: APIRequestContext): Promise<string> {
  const user = newUser('shell');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', {
    name: 'The Offline Riders',
    race: 'Rohan',
    influence: 0,
    backstory: '',
  });
  const login = await request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  const { token } = (await login.json()) as { token: string };
  const signed = await request.post('/api/warrior/image', {
    headers: { Authorization: `Bearer ${token}` },
    data: { fileName: `${randomUUID()}.jpg`, companyId: company.id },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const { data } = (await signed.json()) as { data: { signedRequest: string; url: string } };
  const jpeg = await sharp({
    create: { width: 800, height: 480, channels: 3, background: { r: 120, g: 30, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  const put = await request.put(data.signedRequest, {
    headers: { 'content-type': 'image/jpeg' },
    data: jpeg,
  });
  expect(put.status(), await put.text()).toBe(204);
  return new URL(data.url, 'http://any').pathname;
}

/** A warrior image seen once online is shown offline, from the worker's bounded cache. */
async function imageKeptOnceSeen(context: BrowserContext, request: APIRequestContext) {
  const image = await storedImage(request);
  const page = context.pages()[0]!;
  // The browser's own HTTP cache is bypassed: only the worker can answer offline.
  const status = (url: string) =>
    page.evaluate(
      (address) =>
        fetch(address, { cache: 'no-store' }).then(
          (response) => response.status,
          () => 'failed',
        ),
      url,
    );
  expect(await status(image)).toBe(200);
  await expect
    .poll(() =>
      page.evaluate(async (address) => {
        const cache = await caches.open('warrior-images');
        return (await cache.match(address)) !== undefined;
      }, image),
    )
    .toBe(true);
  await context.setOffline(true);
  expect(await status(image)).toBe(200);
  await context.setOffline(false);
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
  const workers = () =>
    page.evaluate(async () => ({
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      waiting: (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null,
    }));
  expect(await workers()).toEqual({
    controller: expect.stringMatching(/\/sw\.js$/),
    waiting: expect.stringMatching(/\/sw\.js\?release=next$/),
  });

  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect(page.getByRole('link', { name: 'Warband Ledger' })).toBeVisible();
  // The page reloaded under the new version. (The page then registers /sw.js again, which
  // to the browser is one more new version: an artefact of how this test made the first.)
  expect((await workers()).controller).toMatch(/\/sw\.js\?release=next$/);
}
