import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiSession } from '../support/api';
import { clippedTexts, roomBetween, smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

// Every page must fit a 360 px phone: nothing may force sideways scrolling. The screenshots
// land in test-results/ for a person to look at.
const publicPages = [
  '/',
  '/login',
  '/forgotten-password',
  '/password-reset?token=x',
  '/about',
  '/contact',
  '/paypal-complete',
  '/paypal-cancelled',
];
const playerPages = ['/companies', '/account', '/armoury', '/rules', '/spells', '/heroics'];

/** Opens the page and checks that it fits the width, then keeps its screenshot. */
function pageCheck(page: Page, width: number, testInfo: TestInfo) {
  return async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
    // On a phone every control takes a thumb, the footer's and the advert banner's too.
    if (width < 576) expect.soft(await smallTargets(page.locator('body')), path).toEqual([]);
    const name = path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  };
}

for (const width of [360, 1280]) {
  test(`public pages fit a ${width} px wide screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const check = pageCheck(page, width, testInfo);
    for (const path of publicPages) await check(path);
  });

  test(`a player's pages fit a ${width} px wide screen`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const check = pageCheck(page, width, testInfo);
    const user = newUser('layout');
    await registerViaApi(request, user);
    await signInAs(page, user, '/account');
    // An item in the armoury, so its card's controls are measured too.
    const api = await apiSession(request, user);
    await api.post('/api/wargear/create', { name: 'Sword', pointsLow: 1, pointsHigh: 1, mount: 0 });
    for (const path of playerPages) await check(path);

    // The header's title and the sync indicator beside it: apart, whatever the indicator says.
    const header = page.getByRole('banner');
    const title = header.getByRole('link', { name: 'Warband Ledger' });
    const indicator = page.getByTestId('sync-indicator');
    const headerRoom = async (state: string) => {
      expect(await roomBetween(title, indicator), `title to indicator, ${state}`).toBeGreaterThan(
        8,
      );
      const cut = [...(await clippedTexts(title)), ...(await clippedTexts(indicator))];
      expect(cut, `title and indicator, ${state}`).toEqual([]);
      return { title: await title.boundingBox(), indicator: await indicator.boundingBox() };
    };
    const online = await headerRoom('online');
    await page.context().setOffline(true);
    await expect(indicator).toContainText('Offline');
    // Its words changed; nothing in the header moved.
    expect(await headerRoom('offline')).toEqual(online);
    await page.context().setOffline(false);
    await expect(indicator).toContainText('Online');
    // Every page's link in the header reads whole: a row too narrow scrolls, never cuts one.
    if (width >= 1200) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await clippedTexts(nav), 'header links').toEqual([]);
    }

    // A company's page, its Edit dialog and the warrior editor with its tabs.
    const company = await api.post('/api/company/create', { name: 'Westfold', race: 'Rohan' });
    await check(`/company/${company.id}`);
    if (width < 576) {
      await page.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Company' });
      await expect(edit).toBeVisible();
      expect.soft(await smallTargets(edit), 'Edit Company').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
      await page.getByRole('button', { name: 'New Warrior' }).click();
      const editor = page.getByRole('dialog');
      await expect(editor.getByRole('tab').first()).toBeVisible();
      expect.soft(await smallTargets(editor), 'warrior editor').toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`warrior-editor-${width}.png`) });
    }
  });
}
