import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiSession, manProfile, rider } from '../support/api';
import {
  clippedTexts,
  misalignedChoices,
  roomBetween,
  smallTargets,
  spilledTexts,
} from '../support/layout';
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
    // Tabs three to a phone's row (the home page's): no label runs into the next one.
    expect.soft(await spilledTexts(page.locator('body'), '[role=tab]'), path).toEqual([]);
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

    // A company of fifteen: its page, the roster, its Edit dialog and the warrior editor.
    const company = await api.post('/api/company/create', { name: 'Westfold', race: 'Rohan' });
    const hero = { rank: 'Hero', baseStats: manProfile({ might: 1, will: 1, fate: 1 }) };
    for (let n = 1; n <= 15; n++) {
      await api.post('/api/warrior/create', rider(company.id, `Rider ${n}`, n <= 3 ? hero : {}));
    }
    await api.post('/api/profile/create', {
      name: 'Sergeant',
      race: ['Rohan'],
      rank: 'Sergeant',
      baseClass: 'Warrior of Rohan',
      baseStats: manProfile(),
      wargear: ['Armour', 'Shield'].map((name) => ({
        id: name,
        new: true,
        name,
        type: 'base',
        pointsLow: 1,
        pointsHigh: 1,
        mount: 0,
      })),
    });
    await check(`/company/${company.id}`);

    if (width < 576) {
      // The drawer's links.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer.getByRole('link', { name: /Rider 15/ })).toBeVisible();
      expect.soft(await smallTargets(drawer), 'navigation drawer').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Edit Company: its race's options, and the ruleset's radios level with their labels.
      await page.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Company' });
      await expect(edit).toBeVisible();
      expect.soft(await smallTargets(edit), 'Edit Company').toEqual([]);
      expect.soft(await misalignedChoices(edit), 'Edit Company').toEqual([]);
      await edit.getByRole('textbox', { name: 'Race' }).click();
      expect.soft(await smallTargets(page.getByRole('listbox')), 'races').toEqual([]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      // The warrior editor: Load Profile's options, a pick list's clear button, the armoury's
      // options and the Injuries tab's checkboxes.
      await page.getByRole('button', { name: 'New Warrior' }).click();
      const editor = page.getByRole('dialog');
      await expect(editor.getByRole('tab').first()).toBeVisible();
      expect.soft(await smallTargets(editor), 'warrior editor').toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`warrior-editor-${width}.png`) });
      await editor.getByRole('textbox', { name: 'Load Profile' }).click();
      const profiles = page.getByRole('listbox');
      await expect
        .soft(profiles.getByRole('option', { name: /^Sergeant/ }))
        .toContainText('Shield');
      expect.soft(await smallTargets(profiles), 'profiles').toEqual([]);
      await profiles.getByRole('option', { name: /^Sergeant/ }).click();
      await editor.getByLabel('Name', { exact: true }).fill('Grimbold');
      await editor.getByRole('textbox', { name: 'Chosen Path' }).click();
      await page.getByRole('option', { name: 'Knight', exact: true }).click();
      await expect(editor.locator('.mantine-InputClearButton-root')).toBeVisible();
      expect.soft(await smallTargets(editor), 'a chosen path').toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`warrior-editor-path-${width}.png`) });
      await editor.getByRole('tab', { name: 'Wargear' }).click();
      await editor.getByRole('textbox', { name: 'Add from My Armoury' }).click();
      expect.soft(await smallTargets(page.getByRole('listbox')), 'the armoury').toEqual([]);
      await page.keyboard.press('Escape');
      await editor.getByRole('tab', { name: 'Injuries' }).click();
      await expect(editor.getByRole('checkbox', { name: 'Leg Wound' })).toBeVisible();
      expect.soft(await misalignedChoices(editor), 'Injuries').toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`warrior-editor-injuries-${width}.png`) });
      await page.keyboard.press('Escape');
      const discard = page.getByRole('dialog', { name: 'Unsaved changes' });
      await discard.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // The roster: a line per warrior, fifteen of them within two phone screens.
    await page.getByText('Roster', { exact: true }).click();
    const roster = page.getByRole('table', { name: 'Roster' });
    const rows = roster.locator('tbody tr');
    await expect(rows).toHaveCount(15);
    for (const row of await rows.all()) {
      const box = await row.boundingBox();
      expect(box!.height, 'a line of the roster').toBeLessThanOrEqual(52);
    }
    const rosterBox = await roster.boundingBox();
    expect(rosterBox!.height, 'the roster of fifteen').toBeLessThanOrEqual(2 * 640 - 60);
    await page.screenshot({ path: testInfo.outputPath(`roster-${width}.png`), fullPage: true });
  });
}
