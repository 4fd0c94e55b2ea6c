import { expect, test, type APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { CompaniesPage } from '../pages/CompaniesPage';
import { LoginPage } from '../pages/LoginPage';
import { manProfile } from '../support/api';
import { newUser, registerViaApi, type TestUser } from '../support/users';

/** The player's token, for setting up warriors through the API. */
async function tokenOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/users/authenticate', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function recruit(
  request: APIRequestContext,
  token: string,
  warrior: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/warrior/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: warrior,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

for (const width of [1280, 360]) {
  const phone = width < 1200;

  test(`a company from creation to deletion, at ${width} px`, async ({ page, request }, info) => {
    await page.setViewportSize({ width, height: 800 });
    const shot = (name: string) =>
      page.screenshot({
        path: join(process.env.E2E_SHOTS_DIR ?? info.outputPath(), `${name}-${width}.png`),
        fullPage: true,
      });
    const user = newUser('captain');
    await registerViaApi(request, user);
    const companies = new CompaniesPage(page);

    // Logging in lands on My Companies, empty at first.
    await new LoginPage(page).goto();
    await new LoginPage(page).login(user.email, user.password);
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Companies' })).toBeVisible();
    await expect(
      page.getByText('No companies yet. Start your first with New Company.'),
    ).toBeVisible();

    // The dialog keeps the player on Details until name and race are filled.
    let dialog = await companies.openCreate();
    await dialog.getByRole('tab', { name: 'Rating' }).click();
    await expect(dialog.getByText('Please enter a name')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByLabel('Name').fill('Riders of Westfold');
    await companies.chooseRace(dialog, 'Rohan');
    await dialog.getByLabel('Influence').fill('10');
    await dialog.getByLabel('Backstory').fill('Horsemen of the Westfold.');
    await shot('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(companies.alert()).toContainText('Riders of Westfold created successfully');
    await expect(page).toHaveURL(/\/company\/[0-9a-f-]+$/);
    await expect(page.getByText('No warriors in this company yet.')).toBeVisible();
    const companyId = new URL(page.url()).pathname.split('/').pop()!;

    // Three warriors through the API: an injured Warrior first, then the Leader and his
    // Creature.
    const token = await tokenOf(request, user);
    await recruit(request, token, {
      companyId,
      name: 'Tam',
      rank: 'Warrior',
      status: 'injured',
      race: 'Rohan',
      basePoints: 8,
      baseStats: manProfile({}),
      wargear: [
        { id: 'n1', new: true, name: 'Spear', type: 'base', pointsLow: 1, pointsHigh: 1, mount: 0 },
      ],
    });
    const leaderId = await recruit(request, token, {
      companyId,
      name: 'Captain Aldric',
      rank: 'Leader',
      race: 'Rohan',
      chosenPath: 'Knight',
      basePoints: 50,
      experience: 7,
      baseStats: manProfile({
        fight: 4,
        strength: 4,
        defence: 5,
        attacks: 2,
        wounds: 2,
        courage: 4,
        might: 2,
        will: 1,
        fate: 1,
      }),
      modifyStats: { fight: 1, shoot: 1, courage: 1 },
      wargear: [
        { id: 'n1', new: true, name: 'Sword', type: 'base', pointsLow: 0, pointsHigh: 0, mount: 0 },
        {
          id: 'n2',
          new: true,
          name: 'Heavy armour',
          type: 'armoury',
          pointsLow: 5,
          pointsHigh: 10,
          mount: 0,
          adjustmentStat: 'defence',
          adjustmentValue: 1,
        },
      ],
    });
    await recruit(request, token, {
      companyId,
      name: 'Fang',
      rank: 'Creature',
      race: 'Rohan',
      owner: leaderId,
      basePoints: 15,
      baseStats: manProfile({ move: 10, shoot: 0, strength: 4, courage: 2 }),
    });

    await page.reload();
    const captain = companies.warriorCard('Captain Aldric');
    await expect(captain).toBeVisible();
    // 50 base, +5 Fight and +5 Courage modifiers (Shoot is free), and the armoury's high
    // price of 10 for a model of more than two Attacks and Wounds: 70.
    await expect(captain).toContainText('70 pts');
    await expect(captain).toContainText('Leader · Rohan · Path: Knight');
    await expect(captain).toContainText('Level 2');
    await expect(captain.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    // Each item on the card opens its own detail.
    await expect(captain).toContainText('Wargear:');
    for (const item of ['Sword', 'Heavy armour']) {
      await expect(captain.getByRole('button', { name: item, exact: true })).toBeVisible();
    }
    // Older rules: a quote after Move, '+' after Shoot only, no Intelligence; Shoot 4+
    // improved by 1 is 3+, Defence 5 with the armour is 6, Courage 4 + 1 is 5.
    expect(await companies.characteristics(captain)).toEqual({
      move: '6"',
      fight: '5',
      shoot: '3+',
      strength: '4',
      defence: '6',
      attacks: '2',
      wounds: '2',
      courage: '5',
      might: '2',
      will: '1',
      fate: '1',
    });
    // Tam is injured: the card shows its back, and still counts in the rating.
    const tam = companies.warriorCard('Tam');
    await expect(tam).toHaveAccessibleName('Tam Injured');
    await expect(tam.getByText('Injured', { exact: true })).toBeVisible();
    await expect(tam).toContainText('9 pts');
    expect(await companies.characteristics(tam)).toEqual({
      move: '6"',
      fight: '3',
      shoot: '4+',
      strength: '3',
      defence: '4',
      attacks: '1',
      wounds: '1',
      courage: '3',
    });
    const fang = companies.warriorCard('Fang');
    await expect(fang).toContainText('15 pts');
    expect(await companies.characteristics(fang)).toMatchObject({ move: '10"', shoot: '-' });
    await expect(companies.summary()).toContainText('Influence 10');
    await expect(companies.summary()).toContainText('Current Rating 94');
    await shot('company');

    // My Companies shows the company's numbers.
    await companies.goto();
    const card = companies.companyCard('Riders of Westfold');
    await expect(card).toContainText('Rohan');
    await expect(card).toContainText('Rating 94');
    await expect(card).toContainText('3 warriors');
    await shot('my-companies');

    // The side navigation lists the warriors in rank order and leads to a card.
    const nav = await companies.sideNav(phone);
    await expect(companies.warriorLinks(nav)).toHaveText([
      'Captain AldricLeader',
      'TamWarrior',
      'FangCreature',
    ]);
    await shot('side-nav');
    await companies.warriorLinks(nav).filter({ hasText: 'Fang' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${companyId}#card-`));
    await expect(fang).toBeInViewport();
    await expect(fang).toBeFocused();

    // Edit: a new name, said in the spelling players know.
    dialog = await companies.openEdit();
    await dialog.getByLabel('Name').fill('Riders of the Westfold');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(companies.alert()).toContainText('Riders of the Westfold updated succesfully');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riders of the Westfold');

    // Delete, after the warning, back to an empty My Companies.
    dialog = await companies.openEdit();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await companies.confirm('All associated warriors will also be deleted.');
    await expect(companies.alert()).toContainText('Company deleted successfully');
    await expect(page).toHaveURL(/\/companies$/);
    await expect(
      page.getByText('No companies yet. Start your first with New Company.'),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
