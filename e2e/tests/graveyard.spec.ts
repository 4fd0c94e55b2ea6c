import { expect, test } from '@playwright/test';
import { Header } from '../pages/Header';
import { LifecyclePage } from '../pages/LifecyclePage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { COMPANY_NAME, shooter, signInWithWestfold } from '../support/westfold';

// At a phone's width only: the wide screen is walked by the companies, warrior editor, layout
// and colour-scheme journeys, and every minute of the test run counts.
for (const width of [360]) {
  const phone = width < 1200;

  test(`a warrior killed in the editor, remembered in the graveyard and brought back, at ${width} px`, async ({
    page,
    request,
  }, info) => {
    const shot = shooter(page, width, process.env.E2E_SHOTS_DIR ?? info.outputPath());
    await page.setViewportSize({ width, height: 800 });
    const { companyId } = await signInWithWestfold(page, request);
    const lc = new LifecyclePage(page);
    const header = new Header(page);

    // Théodred falls: Dead on the editor's Injuries tab takes him off the company page.
    await lc.card('Théodred').click();
    let editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.openTab('Injuries');
    await editor.choose('Status', 'Dead');
    await editor.button('Save').click();
    await expect(lc.alert()).toContainText('Théodred updated successfully');
    await expect(lc.card('Théodred')).toHaveCount(0);
    // His card, which held the focus, has gone: the page's heading takes it.
    await expect(lc.heading(COMPANY_NAME)).toBeFocused();
    await expect(lc.card('Captain Aldric')).toBeVisible();

    // The graveyard remembers him by company, on a card that does not turn over.
    await header.follow('Graveyard', phone);
    await expect(lc.heading('Graveyard')).toBeVisible();
    const fallen = page.getByRole('region', { name: COMPANY_NAME });
    await expect(fallen.getByRole('heading', { level: 3 })).toHaveText(['Théodred']);
    await expect(fallen.getByTestId('warrior-card')).not.toHaveAttribute('data-flipped', /.*/);
    await shot('graveyard');

    // His card opens the editor on his injuries alone; Injured brings him back.
    await lc.card('Théodred').click();
    editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.expectOpen();
    await expect(editor.tabs()).toHaveText(['Injuries']);
    await expect(editor.dialog).toContainText(`Théodred fell with ${COMPANY_NAME}.`);
    await expect(editor.dialog.getByLabel('Name', { exact: true })).toHaveCount(0);
    await expect(editor.dialog.getByRole('textbox', { name: 'Status' })).toHaveValue('Dead');
    expect(await editor.overflow()).toBeLessThanOrEqual(0);
    await shot('graveyard-dialog', false);
    await editor.choose('Status', 'Injured');
    await editor.button('Save').click();
    await expect(lc.alert()).toContainText('Théodred updated successfully');
    await expect(
      page.getByText('No fallen warriors. A warrior whose status becomes Dead is remembered here.'),
    ).toBeVisible();

    // Back on the company page, his card turned over to show the injury.
    await header.follow('My Companies', phone);
    await page.getByTestId('company-card-name').filter({ hasText: COMPANY_NAME }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${companyId}$`));
    await expect(lc.card('Théodred')).toHaveAccessibleName('Théodred Injured');
  });
}
