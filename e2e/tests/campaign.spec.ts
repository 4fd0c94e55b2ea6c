import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LoginPage } from '../pages/LoginPage';
import { apiSession, rider } from '../support/api';
import { smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

const PHONE = { width: 360, height: 740 };

/** A player with one company of two plain Warriors, made through the API. */
async function playerWithCompany(
  request: Parameters<typeof registerViaApi>[0],
  prefix: string,
  companyName: string,
  warriors: number,
) {
  const user = newUser(prefix);
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', { name: companyName, race: 'Rohan' });
  for (let index = 0; index < warriors; index += 1) {
    await api.post('/api/warrior/create', rider(company.id, `${companyName} rider ${index + 1}`));
  }
  const rating = ((await api.get('/api/companies')) as unknown as { currentRating: number }[])[0]!
    .currentRating;
  return { user, companyId: company.id, rating };
}

/**
 * The player's side of the match, from the campaign page to the applied aftermath: battle mode
 * opens with the opponent's rating filled in, and the aftermath is sent with the match.
 */
async function fightSide(page: Page, companyName: string, opponentRating: number, result: string) {
  const pending = page.getByRole('list', { name: 'To be played' });
  await pending.getByRole('link', { name: `Fight this match: ${companyName}` }).click();
  await expect(page.getByTestId('battle-match')).toContainText('Campaign match:');
  await page.getByRole('button', { name: 'Next: Against the Odds' }).click();
  await expect(page.getByLabel("Opponent's rating")).toHaveValue(String(opponentRating));
  await page.getByRole('button', { name: 'Begin Battle' }).click();
  await page.getByRole('button', { name: 'End Battle' }).click();
  await page
    .getByRole('dialog', { name: 'End Battle' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await page.getByRole('radio', { name: result }).check();
  const submit = page.getByRole('button', { name: 'Submit' });
  // Nobody was wounded: Next runs through the remaining steps to Submit.
  while (!(await submit.isVisible())) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await submit.click();
  await expect(page.getByRole('alert')).toContainText("War's Aftermath saved");
  // Back on the campaign, where the match shows the side's result.
  await expect(page).toHaveURL(/\/campaigns\/[^/]+$/);
}

async function openCampaign(page: Page, name: string) {
  await page.goto('/campaigns');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('two players run a campaign on their phones: invite, join, a match fought by both, the league', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-campaign';
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize(PHONE);

  // The weaker company (one rider) gets Against the Odds against two.
  const host = await playerWithCompany(request, 'host', 'Westfold', 1);
  const guest = await playerWithCompany(request, 'guest', 'Dunharrow', 3);
  const campaignName = `Ring War ${host.user.name.split(' ')[1]}`;

  // The host creates the campaign; a name left out is said on the field.
  await signInAs(page, host.user, '/campaigns');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(/Please enter/i)).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(campaignName);
  await dialog.getByLabel('Description').fill('Thursdays at the club');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();

  // Joining is by link: the host makes one and copies it to send.
  await page.getByRole('button', { name: 'Create Link' }).click();
  const link = await page.getByLabel('Invite link', { exact: true }).inputValue();
  expect(link).toMatch(/\/campaigns\/join\//);
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  await page.screenshot({ path: join(dir, 'campaign-owner-360.png'), fullPage: true });
  // The host brings their own company in with Add Companies: no use of the link is spent.
  await page.getByRole('button', { name: 'Add Companies' }).click();
  const adding = page.getByRole('dialog', { name: 'Add companies' });
  await expect(adding.getByRole('checkbox', { name: /Westfold/ })).toBeChecked();
  expect(await smallTargets(adding)).toEqual([]);
  await page.screenshot({ path: join(dir, 'campaign-add-companies-360.png') });
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByTestId('league-row')).toHaveText([/Westfold/]);
  await expect(page.getByText(/: 0 of 10 uses/)).toBeVisible();

  // The guest opens it logged out: login, then back to the link, then chooses a company.
  const guestContext = await browser.newContext({
    viewport: PHONE,
    storageState: test.info().project.use.storageState,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const other = await guestContext.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/login$/);
    await new LoginPage(other).login(guest.user.email, guest.user.password);
    await expect(other.getByRole('heading', { level: 1, name: 'Join a campaign' })).toBeVisible();
    await expect(other.getByText(campaignName)).toBeVisible();
    // Their only company fits the ruleset, so it is chosen already.
    await expect(other.getByRole('checkbox', { name: /Dunharrow/ })).toBeChecked();
    await other.getByRole('button', { name: 'Join' }).click();
    await expect(other.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();

    // Opening the link again, the guest sees their company in already, which cannot join twice.
    await other.goto(link);
    const inAlready = other.getByRole('checkbox', { name: /Dunharrow.*Already in this campaign/ });
    await expect(inAlready).toBeChecked();
    await expect(inAlready).toBeDisabled();
    await expect(other.getByRole('button', { name: 'Choose a company to add' })).toBeDisabled();
    expect(await smallTargets(other.locator('main'))).toEqual([]);
    await other.screenshot({ path: join(dir, 'campaign-join-again-360.png'), fullPage: true });
    await other.getByRole('link', { name: 'Open the campaign' }).click();
    await expect(other.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();

    // The guest records the match; both companies are in the league, at their ratings.
    await other.getByRole('button', { name: 'Record Match' }).click();
    const record = other.getByRole('dialog', { name: 'Record a match' });
    await record.getByRole('textbox', { name: 'First company' }).click();
    await other.getByRole('option', { name: /^Westfold/ }).click();
    await record.getByRole('textbox', { name: 'Second company' }).click();
    await other.getByRole('option', { name: /^Dunharrow/ }).click();
    await record.getByLabel('Scenario').fill('Hold the Ford');
    await record.getByRole('button', { name: 'Record' }).click();
    const match = other.getByRole('listitem', { name: 'Westfold v Dunharrow' });
    await expect(match).toContainText(`Rating ${host.rating}`);
    await expect(match).toContainText(`Rating ${guest.rating}`);
    await expect(match).toContainText('Against the Odds: Westfold gets');

    // Each fights their own side, with the other's rating filled in.
    await fightSide(other, 'Dunharrow', host.rating, 'Loss');
    await openCampaign(page, campaignName);
    await fightSide(page, 'Westfold', guest.rating, 'Win');

    // The league and the match show both results.
    await other.reload();
    const played = other.getByRole('list', { name: 'Played' });
    await expect(played.getByTestId('side-result')).toHaveText(['Won', 'Lost']);
    const westfold = other.getByTestId('league-row').filter({ hasText: 'Westfold' });
    await expect(westfold.locator('[data-column="battles"]')).toHaveText('1');
    await expect(westfold.locator('[data-column="won"]')).toHaveText('1');
    const dunharrow = other.getByTestId('league-row').filter({ hasText: 'Dunharrow' });
    await expect(dunharrow.locator('[data-column="lost"]')).toHaveText('1');
    await expect(other.getByTestId('feed-entry').first()).toContainText('Battle');
    expect(await smallTargets(other.locator('main'))).toEqual([]);
    await other.screenshot({ path: join(dir, 'campaign-member-360.png'), fullPage: true });

    // The host's company opens read-only for the guest.
    await other.getByRole('link', { name: 'Westfold' }).click();
    await expect(other.getByText('Read-only')).toBeVisible();
  } finally {
    await guestContext.close();
  }
});
