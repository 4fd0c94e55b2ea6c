import { expect, test, type APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { CompaniesPage } from '../pages/CompaniesPage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { newUser, registerViaApi, signInAs, type TestUser } from '../support/users';

async function createCompany(request: APIRequestContext, user: TestUser): Promise<string> {
  const login = await request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/company/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Riders of Westfold', race: 'Rohan', influence: 10 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

// The characteristics of the Leader recruited below, as typed into the base table.
const BASE = {
  Movement: '6',
  Fight: '4',
  Shoot: '4',
  Strength: '4',
  Defence: '5',
  Attacks: '2',
  Wounds: '2',
  Courage: '4',
  Might: '2',
  Will: '1',
  Fate: '1',
};

for (const width of [1280, 360]) {
  test(`a warrior recruited, edited and deleted in the editor, at ${width} px`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize({ width, height: 800 });
    const shot = (name: string) =>
      page.screenshot({
        path: join(process.env.E2E_SHOTS_DIR ?? info.outputPath(), `editor-${name}-${width}.png`),
      });
    const user = newUser('marshal');
    await registerViaApi(request, user);
    const companyId = await createCompany(request, user);
    await signInAs(page, user, `/company/${companyId}`);
    const companies = new CompaniesPage(page);

    // The trailing card recruits; the editor opens on Details and keeps the player there
    // until the warrior has a name.
    await page.getByRole('button', { name: 'New Warrior' }).click();
    let editor = new WarriorEditorPage(page, 'Create a Warrior');
    await editor.expectOpen();
    await editor.button('Next').click();
    await expect(editor.dialog.getByText('Please enter a name')).toBeVisible();
    await editor.expectTab('Details');

    await editor.fill('Name', 'Captain Aldric');
    await editor.fill('Base Class', 'Captain of Rohan');
    await editor.choose('Rank', 'Leader');
    await editor.choose('Chosen Path', 'Knight');
    await editor.fill('Base Points', '50');
    await editor.fill('Influence Cost', '2');
    await expect(editor.tabs()).toHaveText([
      'Details',
      'Characteristics',
      'Wargear',
      'Rules',
      'Heroic Actions',
      'Spells',
      'Injuries',
      'Overview',
    ]);
    await shot('details');

    // Characteristics: a new Leader gets +1 Might, Will and Fate (15 points); the points
    // follow every modifier as it is typed.
    await editor.button('Next').click();
    await editor.expectTab('Characteristics');
    for (const [stat, value] of Object.entries(BASE)) await editor.fill(`${stat} base`, value);
    await expect(editor.dialog.getByLabel('Might modifier')).toHaveValue('1');
    await expect(editor.livePoints()).toHaveText('65');
    await editor.fill('Fight modifier', '1');
    await expect(editor.livePoints()).toHaveText('70');
    await expect(editor.dialog.getByLabel('Fight total')).toHaveText('5');
    await expect(editor.dialog.getByLabel('Might total')).toHaveText('3');
    expect(await editor.overflow()).toBeLessThanOrEqual(0);
    await shot('characteristics');

    for (const tab of ['Wargear', 'Rules', 'Heroic Actions', 'Spells', 'Injuries']) {
      await editor.button('Next').click();
      await editor.expectTab(tab);
      if (tab === 'Rules') {
        // A progression rule written in the editor costs 5 points (docs/rules.md#points).
        await editor.button('New rule').click();
        const draft = editor.dialog.getByRole('group', { name: 'New rule' });
        await draft.getByRole('textbox', { name: 'Name' }).fill('Fearless');
        await editor.choose('Type', 'Progression');
        await draft.getByRole('button', { name: 'Add' }).click();
        await expect(editor.dialog.getByRole('button', { name: /^Fearless/ })).toBeVisible();
      }
      await shot(tab.toLowerCase().replace(' ', '-'));
    }
    await editor.button('Next').click();
    await editor.expectTab('Overview');
    await expect(editor.dialog.getByRole('table', { name: 'Influence' })).toContainText('2');
    await shot('overview-influence');
    await editor.dialog.getByRole('tab', { name: 'Points' }).click();
    await expect(editor.dialog.getByTestId('overview-total')).toHaveText('75');
    await shot('overview-points');
    await editor.dialog.getByRole('tab', { name: 'Characteristics' }).last().click();
    await expect(editor.dialog.locator('td[data-stat="fight"]')).toHaveText('5');
    expect(await editor.overflow()).toBeLessThanOrEqual(0);
    await shot('overview-characteristics');

    await editor.button('Finish').click();
    await expect(companies.alert()).toContainText('Captain Aldric created successfully');
    await expect(editor.dialog).toBeHidden();
    const card = companies.warriorCard('Captain Aldric');
    await expect(card).toContainText('75 pts');
    await expect(card).toContainText('Fearless');
    await expect(card).toContainText('Leader · Rohan · Path: Knight');
    expect(await companies.characteristics(card)).toMatchObject({
      fight: '5',
      defence: '5',
      might: '3',
      will: '2',
      fate: '2',
    });
    await expect(companies.summary()).toContainText('Current Rating 75');
    await shot('company');

    // Edit: the card opens the editor; the changes are saved and the card shows them.
    await card.click();
    editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.expectOpen();
    await expect(editor.dialog.getByLabel('Name', { exact: true })).toHaveValue('Captain Aldric');
    await editor.fill('Name', 'Aldric the Bold');
    await editor.fill('Experience', '7');
    await editor.openTab('Overview');
    await editor.dialog.getByRole('tab', { name: 'Biography' }).click();
    await editor.dialog
      .getByRole('textbox', { name: 'Biography' })
      .fill('Rode at the Fords of Isen.');
    await shot('overview-biography');
    await editor.button('Finish').click();
    await expect(companies.alert()).toContainText('Aldric the Bold updated successfully');
    const edited = companies.warriorCard('Aldric the Bold');
    await expect(edited).toContainText('Level 2');

    // Delete, after the warning.
    await edited.click();
    editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.button('Delete').click();
    await companies.confirm('All of its wargear and creatures will also be deleted.');
    await expect(companies.alert()).toContainText('Warrior deleted successfully');
    await expect(edited).toBeHidden();
    await expect(page.getByText('No warriors in this company yet.')).toBeVisible();
  });
}
