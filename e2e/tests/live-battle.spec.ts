import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LoginPage } from '../pages/LoginPage';
import { apiSession, rider } from '../support/api';
import { smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SCHEME_KEY = 'mantine-color-scheme-value';

/** A player with one company of plain Warriors, made through the API. */
async function playerWithCompany(
  request: Parameters<typeof registerViaApi>[0],
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
  return { user, companyId: company.id };
}

/** The live screen in both schemes, on a phone and a wide screen, photographed to look at. */
async function photograph(page: Page, dir: string, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SCHEME_KEY,
      value: scheme,
    });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.getByText(/^Turn \d+ · /)).toBeVisible();
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

test('two players fight a friendly match live, phone to phone, and both confirm it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-live';
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize(PHONE);
  const host = await playerWithCompany(request, 'live-host', 'Westfold', 2);
  const guest = await playerWithCompany(request, 'live-guest', 'Dunharrow', 1);

  // The host makes a friendly match and copies its invite link.
  await signInAs(page, host.user, '/matches');
  await page.getByRole('button', { name: 'Make the match' }).click();
  const link = await page.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/friendly\//);
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  await page.screenshot({ path: join(dir, 'live-invite-360.png'), fullPage: true });

  const guestContext = await browser.newContext({
    viewport: PHONE,
    storageState: test.info().project.use.storageState,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    // The guest opens the link logged out, signs in, joins with their company.
    const other = await guestContext.newPage();
    await other.goto(link);
    await new LoginPage(other).login(guest.user.email, guest.user.password);
    await expect(
      other.getByRole('heading', { level: 1, name: 'Join a friendly match' }),
    ).toBeVisible();
    await other.getByRole('button', { name: 'Join and open the live battle' }).click();
    await expect(other).toHaveURL(/\/match\/[^/]+\/live$/);
    await expect(other.getByText('Turn 1 · Priority')).toBeVisible();
    await expect(other.getByText(/^Live:/)).toBeVisible();

    // The host opens it from their matches.
    await page.goto('/matches');
    await page
      .getByRole('listitem', { name: 'Westfold v Dunharrow' })
      .getByRole('link', { name: /live/i })
      .click();
    await expect(page.getByText(/^Live:/)).toBeVisible();
    expect(await smallTargets(page.locator('main'))).toEqual([]);

    // An action on one phone shows on the other.
    await page.getByRole('button', { name: 'Wounds of Westfold rider 1: one more' }).click();
    await page
      .getByRole('group', { name: 'State of Westfold rider 2' })
      .getByRole('button', { name: 'Fled' })
      .click();
    await other.getByRole('tab', { name: 'Westfold' }).click();
    const westfold = other.getByRole('region', { name: 'Westfold' });
    await expect(
      westfold.getByRole('listitem').filter({ hasText: 'Westfold rider 1' }),
    ).toContainText(/Wounds 1\//);
    await expect(
      westfold.getByRole('listitem').filter({ hasText: 'Westfold rider 2' }),
    ).toContainText('Fled');
    expect(await smallTargets(other.locator('main'))).toEqual([]);
    await other.getByRole('button', { name: /^Next phase/ }).click();
    await expect(page.getByText('Turn 1 · Move')).toBeVisible();

    // Without signal the host keeps playing their side; back online, the action is sent once.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Wounds of Westfold rider 2: one more' }).click();
    await expect(page.getByText('1 action waits to be sent.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Wounds of Westfold rider 2' })).toContainText(
      '1 / 1',
    );
    await page.context().setOffline(false);
    await expect(
      westfold.getByRole('listitem').filter({ hasText: 'Westfold rider 2' }),
    ).toContainText(/Wounds 1\//, { timeout: 20_000 });
    await expect(page.getByText('1 action waits to be sent.')).toBeHidden();
    await expect(page.getByText(/^Live:/)).toBeVisible({ timeout: 20_000 });

    await photograph(page, dir, 'live-battle');

    // Both end their side, then both confirm.
    for (const phone of [page, other]) {
      await phone.getByRole('button', { name: 'End the battle for your side' }).click();
      await phone.getByRole('button', { name: 'End the battle for your side' }).click();
    }
    for (const phone of [page, other]) {
      await phone.getByRole('button', { name: 'Confirm the result' }).click();
    }
    for (const phone of [page, other]) {
      await expect(phone.getByText('The match is confirmed.')).toBeVisible();
    }
    await page.screenshot({ path: join(dir, 'live-confirmed-360.png'), fullPage: true });
    await page.goto('/matches');
    await expect(page.getByRole('listitem', { name: 'Westfold v Dunharrow' })).toContainText(
      'confirmed',
    );
  } finally {
    await guestContext.close();
  }
});
