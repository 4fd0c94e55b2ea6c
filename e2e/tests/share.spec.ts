import { expect, test } from '@playwright/test';
import { LifecyclePage } from '../pages/LifecyclePage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { COMPANY_NAME, shooter, signInWithWestfold } from '../support/westfold';

// At a phone's width only: the wide screen is walked by the companies, warrior editor, layout
// and colour-scheme journeys, and every minute of the test run counts.
for (const width of [360]) {
  test(`a company shared, viewed by a friend without an account, and unshared, at ${width} px`, async ({
    page,
    request,
    browser,
    baseURL,
  }, info) => {
    const dir = process.env.E2E_SHOTS_DIR ?? info.outputPath();
    const shot = shooter(page, width, dir);
    await page.setViewportSize({ width, height: 800 });
    const { api, companyId } = await signInWithWestfold(page, request);
    const lc = new LifecyclePage(page);

    // The owner turns the link on and copies it.
    let dialog = await lc.shareDialog();
    const link = `${baseURL}/company/${api.userId}/${companyId}`;
    await expect(dialog.getByLabel('Read-only link')).toHaveValue(link);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await lc.shareSwitch(dialog).click();
    await expect(dialog.getByText(/Friends can open this link without an account/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await shot('share');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // A friend opens it in a fresh browser, without an account: read-only, printable.
    const friend = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const view = await friend.newPage();
      const friendShot = shooter(view, width, dir);
      await view.goto(link);
      await expect(view.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();
      await expect(view.getByText('Read-only')).toBeVisible();
      const aldric = new LifecyclePage(view).card('Captain Aldric');
      await expect(aldric).toContainText('Terror');
      await expect(view.getByRole('button', { name: 'Print' })).toBeVisible();
      for (const name of ['Edit', 'Share', 'Start Battle', 'Logout']) {
        await expect(view.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await friendShot('shared');

      // A card opens in View mode: the Overview alone, nothing to change or save.
      await aldric.click();
      const viewer = new WarriorEditorPage(view, 'View Warrior');
      await viewer.expectOpen();
      await expect(viewer.tabs()).toHaveText(['Overview']);
      await expect(viewer.dialog).toContainText('Captain Aldric · Leader · Rohan');
      await expect(viewer.dialog.getByRole('table', { name: 'Influence' })).toBeVisible();
      await viewer.dialog.getByRole('tab', { name: 'Points' }).click();
      await expect(viewer.dialog.getByTestId('overview-total')).toHaveText(/^\d+$/);
      for (const name of ['Save', 'Finish', 'Delete', 'Next']) {
        await expect(viewer.button(name)).toHaveCount(0);
      }
      expect(await viewer.overflow()).toBeLessThanOrEqual(0);
      await friendShot('shared-view-dialog', false);
      await viewer.dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(viewer.dialog).toBeHidden();

      // The owner turns it off: the friend's next look finds a clear page, and nothing else.
      dialog = await lc.shareDialog();
      await lc.shareSwitch(dialog).click();
      await expect(dialog.getByText('The link is off: nobody but you can open it.')).toBeVisible();
      await view.reload();
      await expect(
        view.getByRole('heading', { level: 1, name: 'This company is not shared' }),
      ).toBeVisible();
      await expect(view.getByText('Captain Aldric')).toHaveCount(0);
      await friendShot('not-shared');
    } finally {
      await friend.close();
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
