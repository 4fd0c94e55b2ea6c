import { expect, test, type Locator } from '@playwright/test';
import { CompaniesPage } from '../pages/CompaniesPage';
import { Header } from '../pages/Header';
import { profileOption } from '../pages/WarriorEditorPage';
import { apiSession } from '../support/api';
import { smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

/*
 * A new player's first minutes on a phone: the walkthrough on My Companies offers the starter
 * library, one tap and the preview's Import fill the libraries, and a Sergeant is recruited
 * from its example profile in a handful of taps, each step of the walkthrough ticked off.
 */
test('a new account imports the starter library and recruits a Sergeant in a few taps', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = newUser('newcomer');
  await registerViaApi(request, user);
  await signInAs(page, user, '/companies');
  const header = new Header(page);
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  const walkthrough = page.getByRole('region', { name: 'Your first company' });
  await expect(walkthrough).toBeVisible();
  // The walkthrough starts the first screen: the donate banner and the banner wait below it.
  const donate = page.getByRole('complementary', { name: 'Support us' });
  const steps = (await walkthrough.boundingBox())!;
  expect(steps.y, 'the walkthrough, on the first screen').toBeLessThan(740 / 2);
  expect(steps.y, 'the walkthrough, above the donate banner').toBeLessThan(
    (await donate.boundingBox())!.y,
  );
  await expect(walkthrough.getByRole('listitem')).toHaveText([
    /Create a company \(To do\)/,
    /Recruit from a profile \(To do\)/,
    /Start a battle \(To do\)/,
  ]);
  expect(await smallTargets(walkthrough)).toEqual([]);

  // One tap on the offer, and the preview's Import.
  await tap(walkthrough.getByRole('button', { name: 'Start with the starter library' }));
  const preview = page.getByRole('dialog', { name: 'Import library' });
  await expect(preview.getByRole('row', { name: /Profiles/ })).toContainText('Profiles55');
  await tap(preview.getByRole('button', { name: 'Import', exact: true }));
  await expect(header.alert()).toContainText('Library imported:');
  expect(taps).toBe(2);
  // The offer goes once the starter library is in; the steps stay.
  await expect(walkthrough.getByRole('button', { name: /starter library/ })).toHaveCount(0);

  // The first step, a company, is not what this journey is about: it is made through the API.
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', {
    name: 'Wardens of the Ford',
    race: 'Rohan',
  });
  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wardens of the Ford' })).toBeVisible();

  // Recruiting the Sergeant, counted from the company's page.
  taps = 0;
  await tap(page.getByRole('button', { name: 'New Warrior' }));
  const editor = page.getByRole('dialog', { name: 'Create a Warrior' });
  await tap(editor.getByRole('textbox', { name: 'Load Profile', exact: true }));
  await tap(page.getByRole('option', { name: profileOption('Sergeant (Veteran)') }));
  await expect(editor.getByLabel('Rank', { exact: true })).toHaveValue('Sergeant');
  const name = editor.getByLabel('Name', { exact: true });
  await tap(name);
  await name.fill('Ceorl');
  await tap(editor.getByRole('button', { name: 'Finish now' }));
  await expect(header.alert()).toContainText('Ceorl created successfully');
  const companies = new CompaniesPage(page);
  expect(taps, 'taps to recruit a Sergeant from its profile').toBeLessThanOrEqual(6);
  // The profile's shield and armour came with him, at the library's prices.
  const card = companies.warriorCard('Ceorl');
  await expect(card).toContainText('Sergeant');
  await expect(card).toContainText('Shield');

  // Back on My Companies, two steps are ticked off; the last waits for a battle.
  await header.follow('My Companies', true);
  await expect(walkthrough.getByRole('listitem')).toHaveText([
    /Create a company \(Done\)/,
    /Recruit from a profile \(Done\)/,
    /Start a battle \(To do\)/,
  ]);
});
