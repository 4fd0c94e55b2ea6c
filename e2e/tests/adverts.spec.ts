import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../support/api';
import { adminUser, newUser, registerViaApi, signInAs, type TestUser } from '../support/users';

// No Support Us shown and only an older changelog seen, so both open on their own schedule.
test.use({ storageState: { cookies: [], origins: [] } });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-adverts';

/** The page's cumulative layout shift so far (shifts right after input excluded, as CLS does). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

function advertSlots(page: Page) {
  return page.locator('[data-advert-slot]');
}

function donateBanner(page: Page) {
  return page.getByRole('complementary', { name: 'Support us' });
}

/** Signs in on a page that has already seen both overlays, as a returning admin would. */
async function signInQuietly(page: Page, user: TestUser, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem('changelogSeen', '2025-06-10');
    localStorage.setItem('supportUsShownAt', String(Date.now()));
  });
  await signInAs(page, user, path);
}

test('adverts and the appeals go once an admin marks a player donated', async ({
  page,
  browser,
}) => {
  // Two players in two browsers and a wait of three seconds twice over.
  test.setTimeout(120_000);
  const player = newUser('donor');
  await registerViaApi(page.request, player);
  // Past the first steps: the appeal waits for a player's first company.
  const api = await apiSession(page.request, player);
  await api.post('/api/company/create', { name: 'Riders of the Mark', race: 'Rohan' });
  // A returning player: the changelog greets those who saw an earlier version. Support Us
  // waits for the next visit, so that each overlay is timed alone (one never opens over the
  // other, and on a slow machine the changelog may still be open at 3 s).
  await page.addInitScript(() => {
    if (localStorage.getItem('changelogSeen') !== null) return;
    localStorage.setItem('changelogSeen', '2025-01-02');
    localStorage.setItem('supportUsShownAt', String(Date.now()));
  });
  await signInAs(page, player, '/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'My Companies' })).toBeVisible();

  // The changelog opens by itself, once for this version.
  const changelog = page.getByRole('dialog', { name: "What's new" });
  await expect(changelog).toBeVisible();
  await expect(changelog.getByText('10 June 2025')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(changelog).toBeHidden();

  // The donate banner leads to the About page; the adverts open in a new tab, as sponsored.
  await expect(
    donateBanner(page).getByRole('link', { name: 'Donate to remove adverts' }),
  ).toHaveAttribute('href', '/about');
  const wide = page.locator('a[data-advert="wide"]');
  await expect(wide).toHaveAttribute('target', '_blank');
  await expect(wide).toHaveAttribute('rel', 'sponsored noopener');
  expect(await wide.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(728);
  await expect(page.locator('a[data-advert="square"] img')).toHaveAttribute('width', '300');

  // The next visit, a week after the last appeal: Support Us, three seconds after it loads.
  // The appeal's time is forgotten as the next page starts, not now: this page's own timer may
  // not have run yet, and would open the appeal here and write its time again.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('appealForgotten') !== null) return;
    sessionStorage.setItem('appealForgotten', 'yes');
    localStorage.removeItem('supportUsShownAt');
  });
  const loadedAt = Date.now();
  await page.reload();
  const supportUs = page.getByRole('dialog', { name: 'Support us' });
  await expect(supportUs).toBeVisible();
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2900);
  await expect(changelog).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/player-support-us-1280.png` });
  await supportUs.getByRole('button', { name: 'Not now' }).click();
  await expect(supportUs).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/player-adverts-1280.png`, fullPage: true });
  // The banners arrived into the room kept for them: nothing moved.
  expect(await layoutShift(page)).toBe(0);

  // Wide screens also get the tall banner beside the page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/companies');
  await expect(page.locator('a[data-advert="tall"] img')).toBeVisible();
  await expect(page.locator('a[data-advert="wide"] img')).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/player-adverts-1440.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Never in print, nor in battle mode.
  await page.emulateMedia({ media: 'print' });
  await expect(advertSlots(page).first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/company/00000000-0000-4000-8000-000000000000/battle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(advertSlots(page)).toHaveCount(0);

  // A player has no donation admin.
  await page.goto('/companies');
  await expect(page.getByRole('link', { name: 'My Companies' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Donation admin' })).toHaveCount(0);

  // Phones get the mobile banner.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/companies');
  await expect(page.locator('a[data-advert="mobile"] img')).toBeVisible();
  await expect(page.locator('[data-advert-slot="wide"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/player-adverts-360.png`, fullPage: true });
  // On the dark page a banner is dimmed, never a bright panel.
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.reload();
  const dimmed = page.locator('a[data-advert="mobile"] img');
  await expect(dimmed).toBeVisible();
  expect(await dimmed.evaluate((img) => getComputedStyle(img).filter)).toBe('brightness(0.7)');
  await page.screenshot({ path: `${SHOTS}/player-adverts-360-dark.png`, fullPage: true });
  await page.evaluate(() => localStorage.removeItem('mantine-color-scheme-value'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // The admin finds the player and marks them donated.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await adminUser(adminPage.request);
  await signInQuietly(adminPage, admin, '/companies');
  await adminPage.getByRole('link', { name: 'Donation admin' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Donation admin' })).toBeVisible();
  await adminPage.getByLabel('Search players').fill(player.email.toUpperCase());
  await adminPage.getByRole('button', { name: 'Search' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: player.email });
  await expect(row).toContainText('No');
  await row.getByRole('button', { name: 'Set Donated' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Set donated' });
  await expect(confirm).toContainText(`Set ${player.name} as donated?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Yes');
  await expect(row.getByRole('button', { name: 'Set Donated' })).toBeDisabled();
  await adminPage.screenshot({ path: `${SHOTS}/donation-admin-1280.png`, fullPage: true });
  await adminPage.getByLabel('Search players').fill('no such player at all');
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await expect(adminPage.getByText('No results found')).toBeVisible();
  await adminPage.setViewportSize({ width: 360, height: 740 });
  await adminPage.getByLabel('Search players').fill(player.name);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await expect(adminPage.getByRole('row').filter({ hasText: player.email })).toContainText('Yes');
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await adminPage.evaluate(() => window.scrollTo(0, 0));
  await adminPage.screenshot({ path: `${SHOTS}/donation-admin-360.png`, fullPage: true });
  await adminContext.close();

  // After a reload the player's flags are read again: no adverts, banner or appeal, even
  // though the appeal's week would be over.
  await page.evaluate(() => localStorage.removeItem('supportUsShownAt'));
  await page.reload();
  await expect(advertSlots(page)).toHaveCount(0);
  await expect(donateBanner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Companies' })).toBeVisible();
  await expect(advertSlots(page)).toHaveCount(0);
  await page.waitForTimeout(3500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/donated-1280.png`, fullPage: true });

  // The changelog stays shut for a version already seen, and the footer opens it any time.
  await page.getByRole('button', { name: "What's new" }).click();
  await expect(changelog).toBeVisible();
  await changelog.getByRole('button', { name: 'Close' }).click();
  await expect(changelog).toBeHidden();
});
