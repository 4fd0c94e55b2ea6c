import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { CompaniesPage } from '../pages/CompaniesPage';
import { Header } from '../pages/Header';
import { LibraryPage } from '../pages/LibraryPage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { photo } from '../support/images';
import { newUser, registerViaApi, signInAs } from '../support/users';

// The profile's base characteristics, as typed into its table.
const BASE = { Movement: '6', Fight: '4', Strength: '4', Defence: '5', Courage: '4' };

// At a phone's width only: the wide screen is walked by the companies, warrior editor, layout
// and colour-scheme journeys, and every minute of the test run counts.
for (const width of [360]) {
  const phone = width < 1200;

  test(`a Leader built from a profile, armed from the armoury and pictured, at ${width} px`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const shot = (name: string) =>
      page.screenshot({
        path: join(process.env.E2E_SHOTS_DIR ?? info.outputPath(), `profile-${name}-${width}.png`),
      });
    const user = newUser('builder');
    await registerViaApi(request, user);
    await signInAs(page, user, '/armoury');
    const header = new Header(page);

    // The armoury's sword: 5 points, 10 for a warrior of more than two attacks and wounds.
    const armoury = new LibraryPage(page, '/armoury');
    let dialog = await armoury.openNew('New Item', 'Create Item');
    await dialog.getByLabel('Name').fill('Sword');
    await dialog.getByLabel('Points Low', { exact: true }).fill('5');
    await dialog.getByLabel('Points High', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(armoury.alert().getByText('Sword created successfully')).toBeVisible();

    // My Profiles: a Rohan Leader template with a rule of its own.
    await header.follow('Profiles', phone);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profiles' })).toBeVisible();
    await page.getByRole('button', { name: 'New Profile' }).click();
    let editor = new WarriorEditorPage(page, 'Create a Profile');
    await editor.expectOpen();
    await editor.fill('Name', 'Rider of the Mark');
    await editor.choose('Rank', 'Leader');
    await editor.fill('Base Class', 'Rider');
    await editor.fill('Base Points', '40');
    // A multiple choice: its list stays open until the player clicks elsewhere.
    await editor.choose('Races', 'Rohan');
    await editor.dialog.getByRole('heading', { name: 'Create a Profile' }).click();
    await editor.button('Next').click();
    await editor.expectTab('Characteristics');
    for (const [stat, value] of Object.entries(BASE)) await editor.fill(`${stat} base`, value);
    await editor.button('Next').click();
    await editor.expectTab('Wargear');
    await editor.button('Next').click();
    await editor.addRule('Expert Rider');
    await editor.button('Next').click();
    await editor.expectTab('Overview');
    await editor.button('Finish').click();
    await expect(header.alert()).toContainText('Rider of the Mark created successfully');
    const profileCard = page.getByTestId('profile-card').filter({ hasText: 'Rider of the Mark' });
    await expect(profileCard).toContainText('Leader · Rider');
    await expect(profileCard).toContainText('40 pts');
    await shot('profiles');

    // A company, made on My Companies.
    await header.follow('My Companies', phone);
    const companies = new CompaniesPage(page);
    dialog = await companies.openCreate();
    await dialog.getByLabel('Name').fill('Riders of Westfold');
    await companies.chooseRace(dialog, 'Rohan');
    await dialog.getByLabel('Influence', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riders of Westfold' })).toBeVisible();

    // Create a Leader from the profile; its picture is chosen, cropped and uploaded.
    await page.getByRole('button', { name: 'New Warrior' }).click();
    editor = new WarriorEditorPage(page, 'Create a Warrior');
    await editor.expectOpen();
    await editor.loadProfile('Rider of the Mark (Rider)');
    await expect(editor.dialog.getByLabel('Base Class', { exact: true })).toHaveValue('Rider');
    await expect(editor.dialog.getByLabel('Base Points', { exact: true })).toHaveValue('40');
    // The profile's rank comes with it, with a Leader's +1 Might, Will and Fate.
    await expect(editor.dialog.getByLabel('Rank', { exact: true })).toHaveValue('Leader');
    await editor.fill('Name', 'Eorl');
    await editor.choose('Chosen Path', 'Knight');
    await editor.uploadImage(await photo());
    await shot('details');

    // Characteristics came from the profile; the Leader's +1 Might, Will and Fate cost 15.
    await editor.button('Next').click();
    await expect(editor.dialog.getByLabel('Fight base')).toHaveValue('4');
    await expect(editor.livePoints()).toHaveText('55');
    // The sword from the armoury: its low price, as Eorl has two attacks and wounds.
    await editor.button('Next').click();
    await editor.expectTab('Wargear');
    await editor.addFromLibrary('My Armoury', /^Sword/);
    await expect(editor.dialog.getByRole('button', { name: /^Sword/ })).toContainText(
      '5/10 pts · Armoury',
    );
    await editor.button('Next').click();
    await expect(editor.dialog.getByRole('button', { name: /^Expert Rider/ })).toBeVisible();
    await editor.openTab('Overview');
    await editor.dialog.getByRole('tab', { name: 'Points' }).click();
    await expect(editor.dialog.getByTestId('overview-total')).toHaveText('60');
    expect(await editor.overflow()).toBeLessThanOrEqual(0);
    await editor.button('Finish').click();

    // The card: the picture, the sword, the profile's rule and the points.
    await expect(header.alert()).toContainText('Eorl created successfully');
    const card = companies.warriorCard('Eorl');
    await expect(card).toContainText('60 pts');
    await expect(card).toContainText('Sword');
    await expect(card).toContainText('Expert Rider');
    const image = card.getByTestId('card-image').locator('img');
    await expect(image).toHaveAttribute('src', /\/uploads\/.+\.jpg$/);
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(800);
    await card.scrollIntoViewIfNeeded();
    await shot('card');
  });
}
