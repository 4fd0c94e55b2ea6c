import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LiveBattlePage } from '../pages/LiveBattlePage';
import { LoginPage } from '../pages/LoginPage';
import { apiSession, rider } from '../support/api';
import { smallTargets } from '../support/layout';
import { startLiveServers, type LiveServers } from '../support/live-servers';
import { overlaysSeen } from '../support/overlays';
import { newUser, registerViaApi, signInAs } from '../support/users';

// Two phones, one battle, each phone on its own server process over one PostgreSQL database:
// played live, one phone without signal for a while, both sides ended, each side's War's
// Aftermath from where the live battle left it, its dice in the log the other reads, the
// match confirmed, and a campaign's league counting it (docs/adr/new-live-battle-record.md).

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SCHEME_KEY = 'mantine-color-scheme-value';

// The two servers are the worker's, for both journeys of this file, which run in order.
const test = base.extend<object, { servers: LiveServers }>({
  servers: [
    // Playwright reads what a fixture needs from its first parameter: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const runServer = String(workerInfo.project.use.baseURL);
      const servers = await startLiveServers(runServer);
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
test.describe.configure({ mode: 'default' });

type Request = Parameters<typeof registerViaApi>[0];

/** A player with one company of plain Warriors, made through the API. */
async function playerWithCompany(
  request: Request,
  prefix: string,
  companyName: string,
  warriors: number,
) {
  const user = newUser(prefix);
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', { name: companyName, race: 'Rohan' });
  for (let index = 0; index < warriors; index += 1) {
    await api.post('/api/warrior/create', rider(company.id, `${companyName} rider ${index + 1}`));
  }
  return { user, api, companyId: company.id };
}

/** A phone: a browser context of its own, talking to one of the two servers. */
async function phone(browser: Browser, server: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server,
    viewport: PHONE,
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: server, localStorage: overlaysSeen() }] },
  });
  return context.newPage();
}

/** The live screen in both schemes, on a phone and a wide screen, its log open, to look at. */
async function photograph(page: Page, dir: string, name: string) {
  const live = new LiveBattlePage(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SCHEME_KEY,
      value: scheme,
    });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.getByText(/^Turn \d+ · /)).toBeVisible();
      await expect((await live.log()).getByRole('listitem').first()).toBeVisible();
      await page.screenshot({
        path: join(dir, `${name}-${scheme}-${size.width}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate((key) => localStorage.setItem(key, 'light'), SCHEME_KEY);
  await page.setViewportSize(PHONE);
  await page.reload();
}

/** Both phones confirm the result, each seeing the match confirmed. */
async function bothConfirm(phones: Page[]) {
  for (const each of phones) {
    await each.getByRole('button', { name: 'Confirm the result' }).click();
  }
  for (const each of phones) {
    await expect(each.getByText('The match is confirmed.')).toBeVisible();
  }
}

test('two players fight a friendly match live on two servers, and apply each War’s Aftermath from it', async ({
  browser,
  playwright,
  servers,
}) => {
  test.setTimeout(240_000);
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-live';
  mkdirSync(dir, { recursive: true });
  const [hostServer, guestServer] = servers.urls;
  const request = await playwright.request.newContext({ baseURL: hostServer });
  const host = await playerWithCompany(request, 'live-host', 'Westfold', 2);
  const guest = await playerWithCompany(request, 'live-guest', 'Dunharrow', 1);
  const page = await phone(browser, hostServer);
  const other = await phone(browser, guestServer);
  try {
    // The host makes a friendly match and copies its invite link.
    await signInAs(page, host.user, '/matches');
    await page.getByRole('button', { name: 'Make the match' }).click();
    const link = await page.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/friendly\//);
    expect(await smallTargets(page.locator('main'))).toEqual([]);
    await page.screenshot({ path: join(dir, 'live-invite-360.png'), fullPage: true });

    // The guest opens the link (on the other server) logged out, signs in, joins.
    await other.goto(new URL(link).pathname);
    await new LoginPage(other).login(guest.user.email, guest.user.password);
    await expect(
      other.getByRole('heading', { level: 1, name: 'Join a friendly match' }),
    ).toBeVisible();
    await other.getByRole('button', { name: 'Join and open the live battle' }).click();
    await expect(other).toHaveURL(/\/match\/[^/]+\/live$/);
    const theirs = new LiveBattlePage(other);
    await expect(other.getByText('Turn 1 · Priority')).toBeVisible();
    await expect(theirs.live()).toBeVisible();

    // The host opens it from their matches.
    await page.goto('/matches');
    await page
      .getByRole('listitem', { name: 'Westfold v Dunharrow' })
      .getByRole('link', { name: /live/i })
      .click();
    const mine = new LiveBattlePage(page);
    await expect(mine.live()).toBeVisible();
    expect(await smallTargets(page.locator('main'))).toEqual([]);

    // Actions each way, each server's seen on the other's phone.
    await mine.more('Westfold rider 1', 'Wounds');
    await mine.state('Westfold rider 1', 'Out of action');
    await theirs.more('Dunharrow rider 1', 'Inflicted');
    const westfold = await theirs.opponent('Westfold');
    await expect(
      westfold.getByRole('listitem').filter({ hasText: 'Westfold rider 1' }),
    ).toContainText('Out of action');
    const dunharrow = await mine.opponent('Dunharrow');
    await expect(
      dunharrow.getByRole('listitem').filter({ hasText: 'Dunharrow rider 1' }),
    ).toContainText('1 inflicted');
    await theirs.nextPhase();
    await expect(page.getByText('Turn 1 · Move')).toBeVisible();
    await theirs.yourSide();
    await mine.yourSide();

    // Without signal the guest keeps playing their side; back online, it is sent once.
    await other.context().setOffline(true);
    await theirs.state('Dunharrow rider 1', 'Fled');
    await expect(other.getByText('1 action waits to be sent.')).toBeVisible();
    await mine.more('Westfold rider 2', 'Inflicted');
    await other.context().setOffline(false);
    await expect(other.getByText('1 action waits to be sent.')).toBeHidden({ timeout: 20_000 });
    await expect(
      (await mine.opponent('Dunharrow'))
        .getByRole('listitem')
        .filter({ hasText: 'Dunharrow rider 1' }),
    ).toContainText('Fled', { timeout: 20_000 });
    await expect(
      (await theirs.opponent('Westfold'))
        .getByRole('listitem')
        .filter({ hasText: 'Westfold rider 2' }),
    ).toContainText('1 inflicted', { timeout: 20_000 });
    await expect(theirs.live()).toBeVisible({ timeout: 20_000 });
    await mine.yourSide();
    await theirs.yourSide();

    // Both end their side; each applies its War's Aftermath from where it ended.
    await mine.endSide();
    await theirs.endSide();
    await expect(mine.aftermath().getByRole('link', { name: "War's Aftermath" })).toBeVisible();
    expect(await smallTargets(page.locator('main'))).toEqual([]);
    await page.screenshot({ path: join(dir, 'live-aftermath-entry-360.png'), fullPage: true });
    await mine.applyAftermath('Friendly match: Westfold v Dunharrow', 'Win', ['Westfold rider 1']);
    await expect(mine.aftermath()).toContainText("Your War's Aftermath is applied");

    // The guest reads the host's dice in the log, then applies their own (the fled rider
    // rolls no injury).
    await expect(theirs.aftermath()).toContainText("Westfold's War's Aftermath is applied", {
      timeout: 20_000,
    });
    const log = await theirs.log();
    await expect(log.getByRole('listitem').first()).toContainText(
      "Westfold's War's Aftermath: Win",
    );
    await expect(log).toContainText(
      /Westfold rider 1: injury roll \d+ \(rolled by the app\): (Dead|Injured|Full Recovery)/,
    );
    await expect(log).toContainText('Dunharrow rider 1 flees the battle');
    await theirs.applyAftermath('Friendly match: Dunharrow v Westfold', 'Loss');
    await expect((await mine.log()).getByRole('listitem').first()).toContainText(
      "Dunharrow's War's Aftermath: Loss",
      { timeout: 20_000 },
    );

    // The opponent confirms, then the host: the match stands.
    await bothConfirm([other, page]);
    expect(await smallTargets(page.locator('main'))).toEqual([]);
    await photograph(page, dir, 'live-aftermath');
    await page.goto('/matches');
    await expect(page.getByRole('listitem', { name: 'Westfold v Dunharrow' })).toContainText(
      'confirmed',
    );
  } finally {
    await page.context().close();
    await other.context().close();
    await request.dispose();
  }
});

test('a campaign match played live counts in the league once both applied it and confirmed', async ({
  browser,
  playwright,
  servers,
}) => {
  test.setTimeout(180_000);
  const [hostServer, guestServer] = servers.urls;
  const request = await playwright.request.newContext({ baseURL: hostServer });
  const host = await playerWithCompany(request, 'live-owner', 'Westfold', 1);
  const guest = await playerWithCompany(request, 'live-member', 'Dunharrow', 1);
  // The campaign, its two companies and their match, made through the API.
  const name = `Live League ${host.user.name.split(' ')[1]}`;
  const campaign = await host.api.post('/api/campaign/create', { name, newRuleset: false });
  const invite = await host.api.post(`/api/campaign/${campaign.id}/invites`, {});
  const token = 'token' in invite ? String(invite.token) : '';
  const companies = { companyIds: [host.companyId] };
  await host.api.post(`/api/campaign/${campaign.id}/companies`, companies, 200);
  await guest.api.post('/api/campaign/join', { token, companyIds: [guest.companyId] }, 200);
  await host.api.post(`/api/campaign/${campaign.id}/matches`, {
    companyIds: [host.companyId, guest.companyId],
  });
  const page = await phone(browser, hostServer);
  const other = await phone(browser, guestServer);
  try {
    const mine = new LiveBattlePage(page);
    const theirs = new LiveBattlePage(other);
    const playLive = async (each: Page, user: typeof host.user) => {
      await signInAs(each, user, `/campaigns/${campaign.id}`);
      await each
        .getByRole('link', { name: 'Play it live, phone to phone: Westfold v Dunharrow' })
        .click();
      await expect(each.getByText('Turn 1 · Priority')).toBeVisible();
    };
    await playLive(page, host.user);
    await playLive(other, guest.user);

    // A wound each way: each rider is taken out of action by the other's.
    await mine.more('Westfold rider 1', 'Inflicted');
    await theirs.more('Dunharrow rider 1', 'Wounds');
    await theirs.state('Dunharrow rider 1', 'Out of action');
    await expect(
      (await mine.opponent('Dunharrow'))
        .getByRole('listitem')
        .filter({ hasText: 'Dunharrow rider 1' }),
    ).toContainText('Out of action');
    await mine.yourSide();
    await mine.endSide();
    await theirs.endSide();
    await mine.applyAftermath(`Campaign match: ${name}: Westfold v Dunharrow`, 'Win');
    await theirs.applyAftermath(`Campaign match: ${name}: Dunharrow v Westfold`, 'Loss', [
      'Dunharrow rider 1',
    ]);

    // Applied on both sides, the match waits for the players' word: the league counts nothing.
    await page.goto(`/campaigns/${campaign.id}`);
    const westfold = page.getByTestId('league-row').filter({ hasText: 'Westfold' });
    await expect(westfold.locator('[data-column="battles"]')).toHaveText('0');
    await page.goBack();
    await bothConfirm([other, page]);
    await page.goto(`/campaigns/${campaign.id}`);
    await expect(westfold.locator('[data-column="battles"]')).toHaveText('1');
    await expect(westfold.locator('[data-column="won"]')).toHaveText('1');
    const dunharrow = page.getByTestId('league-row').filter({ hasText: 'Dunharrow' });
    await expect(dunharrow.locator('[data-column="lost"]')).toHaveText('1');
  } finally {
    await page.context().close();
    await other.context().close();
    await request.dispose();
  }
});
