import { expect, test } from '@playwright/test';
import { LifecyclePage } from '../pages/LifecyclePage';
import { clippedTexts } from '../support/layout';
import { COMPANY_NAME, shooter, signInWithWestfold } from '../support/westfold';

// At a phone's width only: the wide screen is walked by the companies, warrior editor, layout
// and colour-scheme journeys, and every minute of the test run counts.
for (const width of [360]) {
  const phone = width < 1200;

  test(`a company retired and re-enlisted, at ${width} px`, async ({ page, request }, info) => {
    const shot = shooter(page, width, process.env.E2E_SHOTS_DIR ?? info.outputPath());
    await page.setViewportSize({ width, height: 800 });
    await signInWithWestfold(page, request);
    const lc = new LifecyclePage(page);
    await expect(lc.heading(COMPANY_NAME)).toBeVisible();
    await expect(lc.card('Théodred')).toBeVisible();
    await shot('company');

    // Retire: asked first, then Retired Companies, and out of the side navigation.
    let dialog = await lc.editDialog();
    // Whole on a phone too, beside the note that wraps.
    expect(await clippedTexts(dialog.getByRole('button', { name: 'Retire' }))).toEqual([]);
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await lc.confirm('Are you sure you want to retire this company?');
    await expect(lc.alert()).toContainText('Company retired successfully');
    await expect(page).toHaveURL(/\/retired$/);
    await expect(lc.heading('Retired Companies')).toBeVisible();
    await expect(page.getByTestId('company-card-name')).toHaveText([COMPANY_NAME]);
    if (!phone) {
      await expect(
        page.getByRole('navigation', { name: 'Companies' }).getByText(COMPANY_NAME),
      ).toHaveCount(0);
    }
    await shot('retired');

    // Its page stays readable; Re-Enlist brings it back to My Companies.
    await page.getByTestId('company-card-name').click();
    await expect(lc.heading(COMPANY_NAME)).toBeVisible();
    await expect(page.getByText('Retired', { exact: true })).toBeVisible();
    dialog = await lc.editDialog();
    expect(await clippedTexts(dialog.getByRole('button', { name: 'Re-Enlist' }))).toEqual([]);
    await dialog.getByRole('button', { name: 'Re-Enlist' }).click();
    await lc.confirm('Are you sure you want to re-enlist this company?');
    await expect(page).toHaveURL(/\/companies$/);
    await expect(lc.alert()).toContainText('Company re-enlisted successfully');
    await expect(page.getByTestId('company-card-name')).toHaveText([COMPANY_NAME]);
  });
}
