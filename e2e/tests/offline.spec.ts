import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { killServerProcess, startServerProcess } from '../../packages/server/test/server-process';
import { CompaniesPage } from '../pages/CompaniesPage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { apiSession, manProfile, rider, type ApiSession } from '../support/api';
import { overlaysSeen } from '../support/overlays';
import { workerInControl } from '../support/service-worker';
import { newUser, registerViaApi, signInAs } from '../support/users';

// At the table without a signal: the app opens from its service worker
// (docs/adr/0154-app-shell.md), the player's data is kept on the device, writes wait in an
// outbox and are applied once when the network returns (docs/adr/0162-device-store-and-outbox.md).

// The app's own worker, as a player's browser has it: cold starts offline are real ones.
test.use({ serviceWorkers: 'allow' });

const sync = (page: Page) => page.getByTestId('sync-indicator');
const waitingToSync = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Waiting to sync' });
const isAftermath = (request: Request) =>
  request.method() === 'PUT' && /\/api\/company\/[^/]+\/battle$/.test(request.url());

/** Counts the aftermaths the server applied (answered 200), from every tab of the context. */
function countApplied(context: BrowserContext) {
  const applied: string[] = [];
  context.on('requestfinished', async (request) => {
    if (!isAftermath(request)) return;
    if ((await request.response())?.status() === 200) applied.push(request.url());
  });
  return applied;
}

/** A company of two riders, Elfhelm its leader. */
async function eastfold(api: ApiSession) {
  const company = await api.post('/api/company/create', { name: 'Eastfold', race: 'Rohan' });
  await api.post(
    '/api/warrior/create',
    rider(company.id, 'Elfhelm', {
      rank: 'Leader',
      basePoints: 50,
      baseStats: manProfile({ might: 1, will: 1, fate: 1 }),
    }),
  );
  await api.post('/api/warrior/create', rider(company.id, 'Dúnhere'));
  return company;
}

/** A battle fought and lost, and its aftermath submitted, with no signal. */
async function fightAndSubmit(page: Page, companyId: string) {
  await page.getByRole('link', { name: 'Start Battle' }).click();
  await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Begin Battle' }).click();
  await page.getByRole('button', { name: 'End Battle' }).click();
  await page
    .getByRole('dialog', { name: 'End Battle' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await page.getByRole('radio', { name: 'Loss' }).check();
  const submit = page.getByRole('button', { name: 'Submit' });
  while (!(await submit.isVisible())) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await submit.click();
  // The alert first: it goes after 5 s, which the company page's drawing may take on a busy
  // machine.
  await expect(page.getByRole('alert')).toContainText('kept on this device');
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}$`));
  await expect(waitingToSync(page)).toBeVisible();
}

/** The battle id of the one aftermath waiting in this device's outbox (its kept input). */
function waitingBattleId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const name = databases.find((db) => db.name?.startsWith('warband-ledger:'))?.name;
    if (!name) throw new Error('No device store');
    const request = indexedDB.open(name);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = db.transaction('outbox').objectStore('outbox').getAll();
    type Kept = { name: string; input: { aftermath?: { battleId?: string } } };
    const entries = await new Promise<Kept[]>((resolve, reject) => {
      all.onsuccess = () => resolve(all.result as Kept[]);
      all.onerror = () => reject(all.error);
    });
    db.close();
    const aftermaths = entries.filter((entry) => entry.name === 'aftermath');
    const battleId = aftermaths[0]?.input.aftermath?.battleId;
    if (aftermaths.length !== 1 || !battleId)
      throw new Error(`${aftermaths.length} aftermaths waiting`);
    return battleId;
  });
}

/** The server holds the waiting battle, once. */
async function appliedOnce(api: ApiSession, companyId: string, battleId: string) {
  const history = (await api.get(`/api/company/${companyId}/battles`)) as unknown as {
    battles: { battleId: string }[];
  };
  expect(history.battles.map((battle) => battle.battleId)).toEqual([battleId]);
}

test('a battle fought and its aftermath sent without a signal is applied once when it returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const user = newUser('offline');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await eastfold(api);
  const applied = countApplied(context);

  // Online: My Companies and the company are read, and kept on the device; the app is
  // installed by its worker.
  await signInAs(page, user, '/companies');
  await page.getByRole('link', { name: 'Eastfold' }).first().click();
  await expect(new CompaniesPage(page).warriorCard('Elfhelm')).toBeVisible();
  await expect(sync(page)).toContainText('Online');
  await workerInControl(page);
  // A second tab stays open on the company through it all.
  const second = await context.newPage();
  await second.goto(`/company/${company.id}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Eastfold' })).toBeVisible();

  // No signal, and the app closed. Opened again from its address: the page and its code come
  // from the worker, the company from the device.
  await context.setOffline(true);
  await page.close();
  const cold = await context.newPage();
  await cold.goto(`/company/${company.id}`);
  expect(await cold.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const companies = new CompaniesPage(cold);
  await expect(companies.warriorCard('Elfhelm')).toBeVisible();
  await expect(companies.warriorCard('Dúnhere')).toBeVisible();
  await expect(sync(cold)).toContainText('Offline');

  // The battle and its aftermath; back on the company the plan is shown, waiting to sync, and
  // a reload offline keeps it.
  await fightAndSubmit(cold, company.id);
  await expect(sync(cold)).toContainText('Offline · 1');
  const planned = await companies.warriorCard('Elfhelm').innerText();
  const battleId = await waitingBattleId(cold);
  const plannedCards = await cold.getByRole('article').allInnerTexts();
  await cold.reload();
  await expect(waitingToSync(cold)).toBeVisible();
  expect(await companies.warriorCard('Elfhelm').innerText()).toBe(planned);

  // Online again: applied once, though two tabs were open; the cards are what was planned.
  await context.setOffline(false);
  await expect(waitingToSync(cold)).toBeHidden({ timeout: 20_000 });
  await expect(sync(cold)).toContainText('Online');
  await expect(waitingToSync(second)).toBeHidden();
  expect(await companies.warriorCard('Elfhelm').innerText()).toBe(planned);
  // Every card the device showed while the battle waited is what the server applied.
  expect(await cold.getByRole('article').allInnerTexts()).toEqual(plannedCards);
  await appliedOnce(api, company.id, battleId);
  expect(applied).toHaveLength(1);
  await expect(sync(second)).toContainText('Online');
});

test('a warrior edited offline and elsewhere online: the player is asked, and chooses', async ({
  page,
  context,
  browser,
  request,
}) => {
  const user = newUser('conflict');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', { name: 'Harrowdale', race: 'Rohan' });
  const gamling = await api.post('/api/warrior/create', rider(company.id, 'Gamling'));

  await signInAs(page, user, `/company/${company.id}`);
  const companies = new CompaniesPage(page);
  await expect(companies.warriorCard('Gamling')).toBeVisible();
  await workerInControl(page);
  await context.setOffline(true);
  await companies.warriorCard('Gamling').click();
  const editor = new WarriorEditorPage(page, 'Edit Warrior');
  await editor.fill('Experience', '5');
  await editor.button('Save').click();
  await expect(page.getByRole('alert')).toContainText('Gamling saved on this device');
  await expect(waitingToSync(page)).toBeVisible();

  // Meanwhile, on another device, the same warrior is changed.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, user, `/company/${company.id}`);
  await new CompaniesPage(otherPage).warriorCard('Gamling').click();
  const otherEditor = new WarriorEditorPage(otherPage, 'Edit Warrior');
  await otherEditor.fill('Experience', '3');
  await otherEditor.button('Save').click();
  await expect(otherPage.getByRole('alert')).toContainText('updated successfully');
  await other.close();

  // Back online: the server refuses the stale edit, and the player sees both and chooses.
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Changed on the server' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('conflict-differences')).toContainText('Experience: 3 → 5');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(waitingToSync(page)).toBeHidden({ timeout: 20_000 });
  const stored = await api.get(`/api/warrior/${company.id}`);
  expect(
    (stored as unknown as { id: string; experience: number }[]).find((w) => w.id === gamling.id),
  ).toMatchObject({
    experience: 5,
  });
});

/** A port nothing listens on now (E2E_SECOND_PORT when a run must stay within given ports). */
function freePort(): Promise<number> {
  if (process.env.E2E_SECOND_PORT) return Promise.resolve(Number(process.env.E2E_SECOND_PORT));
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test('the server killed while the outbox replays the aftermath: applied once when it is back', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  // The journeys' server cannot be killed under the other tests: this one starts its own, on the
  // same database (PostgreSQL when the run names one, else its own embedded one) and the same
  // built app, and kills it with SIGKILL as a crash would.
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-e2e-crash-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let arrived: () => void = () => undefined;
  const options = {
    port,
    dataDir,
    databaseUrl: process.env.E2E_DATABASE_URL,
    webDist: fileURLToPath(new URL('../../packages/web/dist', import.meta.url)),
    onLog: (line: string) => {
      if (line.includes('"incoming request"') && /"PUT","url":"[^"]*\/battle"/.test(line))
        arrived();
    },
  };
  let server: ChildProcess = await startServerProcess(options);
  const request = await playwright.request.newContext({ baseURL: origin });
  // The worker serves the battle's code offline, as for any player.
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
    storageState: { cookies: [], origins: [{ origin, localStorage: overlaysSeen() }] },
  });
  try {
    const user = newUser('crash');
    await registerViaApi(request, user);
    const api = await apiSession(request, user);
    const company = await eastfold(api);
    const page = await context.newPage();
    await signInAs(page, user, `/company/${company.id}`);
    await expect(new CompaniesPage(page).warriorCard('Elfhelm')).toBeVisible();
    await workerInControl(page);

    await context.setOffline(true);
    await fightAndSubmit(page, company.id);
    const battleId = await waitingBattleId(page);

    // The replay's first try is held here: sent on to the server, which is killed as soon as
    // it logs the request's arrival. Two things are certain, whatever the machine's load: the
    // kill comes after the server has the request (it waits for the log line), and the browser
    // never hears an answer to that try (the route passes none on; it aborts, as a dropped
    // connection would), so the kill always lands during the replay. Where in the server's
    // transaction it lands is not fixed: the line is logged as the request arrives, before the
    // handler's dozen statements, so nearly always before the commit, at worst just after it.
    // Both must end with the battle applied once; the run notes which it was.
    const tries: { operationId: string | null; replayed: string | null; status: number }[] = [];
    let killed = false;
    await context.route('**/api/company/*/battle', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const operationId = route.request().headers()['operation-id'] ?? null;
      if (killed) {
        // The outbox's own retries while the server is down find nothing listening.
        const response = await route.fetch().catch(() => null);
        if (!response) return route.abort('connectionrefused');
        const replayed = response.headers()['operation-replayed'] ?? null;
        tries.push({ operationId, replayed, status: response.status() });
        return route.fulfill({ response });
      }
      killed = true;
      tries.push({ operationId, replayed: null, status: 0 });
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const sent = route.fetch().catch(() => null);
      const first = await Promise.race([
        reached.then(() => 'arrived'),
        sent.then(() => 'answered'),
      ]);
      // Answered, or failed, with no arrival logged: the log line waited on has changed.
      if (first !== 'arrived') throw new Error('The server answered without logging the request');
      await killServerProcess(server);
      await sent;
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => killed, { timeout: 20_000 }).toBe(true);
    await expect.poll(() => server.signalCode, { timeout: 20_000 }).toBe('SIGKILL');
    // The write is still waiting: nothing answered it.
    await expect(waitingToSync(page)).toBeVisible();

    // Started again on the same data; the player taps Retry rather than wait out the backoff.
    server = await startServerProcess(options);
    await sync(page).click();
    await page.getByRole('button', { name: 'Retry sync' }).click();
    await expect(waitingToSync(page)).toBeHidden({ timeout: 30_000 });

    // One operation, sent again with its id until answered; whatever the kill cut short, the
    // server holds one battle and the warriors as planned.
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tries.map((attempt) => attempt.operationId)).size).toBe(1);
    expect(tries.at(-1)!.status).toBe(200);
    test.info().annotations.push({
      type: 'kill',
      description:
        tries.at(-1)!.replayed === 'true'
          ? 'after the commit: the retry was answered from the record'
          : 'before the commit: the retry applied the battle',
    });
    await appliedOnce(api, company.id, battleId);
  } finally {
    await context.close();
    await request.dispose();
    await killServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
