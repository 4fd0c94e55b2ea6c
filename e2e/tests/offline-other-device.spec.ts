import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CompaniesPage } from '../pages/CompaniesPage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { apiSession, manProfile, rider, type ApiSession } from '../support/api';
import { clippedTexts, smallTargets } from '../support/layout';
import { workerInControl } from '../support/service-worker';
import { newUser, registerViaApi, signInAs } from '../support/users';

// A phone at the table without a signal while the same player's other device goes on
// online: what waits in the phone's outbox is laid over the newest company the server gives,
// a write the server refuses waits, named in words, for the player's choice, and nothing goes
// unseen (docs/adr/0162-device-store-and-outbox.md).

// The app's own worker: the battle's pages open with no network, as on a player's phone.
test.use({ serviceWorkers: 'allow' });

const sync = (page: Page) => page.getByTestId('sync-indicator');
const waitingToSync = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Waiting to sync' });
const notApplied = (page: Page) => page.getByRole('status').filter({ hasText: 'Not applied' });
const refusedDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'A change could not be applied' });

interface StoredWarrior {
  id: string;
  name: string;
  experience: number;
  modifyStats: Record<string, number>;
  totalPoints: number;
  totalStats: Record<string, number>;
}

interface StoredCompany {
  id: string;
  name: string;
  race: string;
  backstory: string;
  influence: number;
  revision: number;
}

/** The warriors as the server keeps them, by name. */
async function storedWarriors(api: ApiSession, companyId: string) {
  const list = (await api.get(`/api/warrior/${companyId}`)) as unknown as StoredWarrior[];
  return Object.fromEntries(list.map((warrior) => [warrior.name, warrior]));
}

async function storedCompany(api: ApiSession, companyId: string): Promise<StoredCompany> {
  const list = (await api.get('/api/companies')) as unknown as StoredCompany[];
  const company = list.find((each) => each.id === companyId);
  if (!company) throw new Error(`No company ${companyId}`);
  return company;
}

/** Elfhelm the Leader, one experience short of a level once he takes part in a win; two riders. */
async function eastfold(api: ApiSession) {
  const company = await api.post('/api/company/create', { name: 'Eastfold', race: 'Rohan' });
  const ids: Record<string, string> = {};
  const recruits = [
    rider(company.id, 'Elfhelm', {
      rank: 'Leader',
      basePoints: 50,
      experience: 3,
      baseStats: manProfile({ might: 1, will: 1, fate: 1 }),
    }),
    rider(company.id, 'Dúnhere'),
    rider(company.id, 'Háma'),
  ];
  for (const recruit of recruits) {
    ids[recruit.name] = (await api.post('/api/warrior/create', recruit)).id;
  }
  return { id: company.id, ids };
}

/** The company page read online, then the signal lost: the app runs from its worker. */
async function openThenLoseSignal(page: Page) {
  await expect(new CompaniesPage(page).warriorCard('Elfhelm')).toBeVisible();
  await workerInControl(page);
  await expect(sync(page)).toContainText('Online');
  await page.context().setOffline(true);
  await expect(sync(page)).toContainText('Offline');
}

/**
 * A battle won with the whole company, 2 bonus influence, and its War's Aftermath to the end
 * with no signal: Elfhelm reaches level 2 and takes +1 Fight; the company's influence goes
 * from 0 to 6.
 */
async function winAndSubmitOffline(page: Page, companyId: string): Promise<void> {
  await page.getByRole('link', { name: 'Start Battle' }).click();
  await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Begin Battle' }).click();
  await page.getByRole('button', { name: 'End Battle' }).click();
  await page
    .getByRole('dialog', { name: 'End Battle' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await page.getByRole('radio', { name: 'Win' }).check();
  await page.getByRole('switch', { name: 'Bonus influence' }).check();
  await page.getByLabel('Bonus influence points').fill('2');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const experience = page.getByRole('heading', { level: 2, name: 'Experience' });
  while (!(await experience.isVisible())) await next.click();
  const gains = page.getByRole('list', { name: 'Experience gained' });
  await expect(gains.getByRole('listitem', { name: 'Elfhelm' })).toContainText('5 · level 2');
  await expect(gains.getByRole('listitem', { name: 'Háma' })).toContainText('1');
  const leader = page.getByRole('region', { name: 'Elfhelm' });
  await leader.getByLabel('Chosen path').selectOption('Warrior');
  await leader.getByRole('radio', { name: 'Characteristic +1' }).check();
  await leader.getByLabel('Characteristic', { exact: true }).selectOption('fight');
  const submit = page.getByRole('button', { name: 'Submit' });
  while (!(await submit.isVisible())) await next.click();
  // 4 for the Win and the 2 bonus: it counts up to them.
  await expect(page.getByRole('region', { name: "War's Aftermath" })).toContainText(
    'Company influence: 0 → 6',
  );
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('kept on this device');
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}$`));
  await expect(waitingToSync(page)).toBeVisible();
}

const SCHEME_KEY = 'mantine-color-scheme-value';

/** The company's Not applied notice and the refused write's dialog, in a scheme at a width. */
async function noticeAndDialogFit(
  page: Page,
  companyId: string,
  scheme: 'light' | 'dark',
  width: number,
) {
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-offline';
  mkdirSync(dir, { recursive: true });
  const shot = (name: string) =>
    page.screenshot({ path: join(dir, `refused-${name}-${scheme}-${width}.png`) });
  const phone = width < 1000;
  await page.setViewportSize({ width, height: phone ? 740 : 800 });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SCHEME_KEY,
    value: scheme,
  });
  await page.goto(`/company/${companyId}`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  const notice = notApplied(page);
  await expect(notice).toBeVisible();
  expect(await smallTargets(notice)).toEqual([]);
  expect(await clippedTexts(notice)).toEqual([]);
  await shot('notice');
  await notice.getByRole('button', { name: 'Review' }).click();
  const dialog = refusedDialog(page);
  await expect(dialog).toBeVisible();
  if (phone) {
    expect(await smallTargets(dialog)).toEqual([]);
    // The choices one under the other, each the dialog's width: none left alone on a line.
    const choices = ['Apply without Dúnhere', 'Export', 'Keep for later', 'Discard…'];
    const boxes = await Promise.all(
      choices.map((name) => dialog.getByRole('button', { name }).boundingBox()),
    );
    expect(new Set(boxes.map((box) => Math.round(box?.width ?? 0))).size).toBe(1);
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? 0))).size).toBe(1);
  }
  expect(await clippedTexts(dialog)).toEqual([]);
  await shot('dialog');
  await dialog.getByRole('button', { name: 'Discard…' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard this change?' });
  if (phone) expect(await smallTargets(discard)).toEqual([]);
  await shot('discard');
  await discard.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Keep for later' }).click();
  await expect(dialog).toBeHidden();
}

/** "War's Aftermath of 8 Dec" (or "Dec 8"): the day as the app words it, in the browser's locale. */
function aftermathTitle(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      `War's Aftermath of ${new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date())}`,
  );
}

test("a warrior deleted on another device while the phone's aftermath waits: the player is told, and applies it for the others", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = newUser('aftermath-deleted');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await eastfold(api);
  const companies = new CompaniesPage(page);

  await signInAs(page, user, `/company/${company.id}`);
  await openThenLoseSignal(page);
  await winAndSubmitOffline(page, company.id);
  await expect(companies.warriorCard('Elfhelm')).toContainText('Level 2');
  const title = await aftermathTitle(page);

  // Meanwhile the same player, on another device, deletes Dúnhere, who fought.
  const other = await apiSession(request, user);
  await other.delete(`/api/warrior/${company.ids['Dúnhere']}`);

  // The signal returns: the server refuses the aftermath; the player reads why, in words.
  await page.context().setOffline(false);
  const dialog = refusedDialog(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: title })).toContainText(
    `${title} could not be applied: it is kept on this device for you to choose.`,
  );
  await expect(dialog).toContainText(`The server could not apply ${title} of Eastfold.`);
  await expect(dialog.getByTestId('refusal-reasons')).toContainText(
    'Dúnhere is no longer in the company (deleted or dead since, perhaps on another device).',
  );
  await expect(dialog.getByRole('button', { name: 'Apply without Dúnhere' })).toBeVisible();

  // Kept for later: the pages go on, the dialog does not come back by itself; the company
  // says what waits, and shows the server's company (nothing of the refused battle).
  await dialog.getByRole('button', { name: 'Keep for later' }).click();
  await expect(dialog).toBeHidden();
  await expect(notApplied(page)).toContainText(`The server could not apply ${title}`);
  await expect(companies.warriorCard('Dúnhere')).toHaveCount(0);
  await expect(companies.warriorCard('Elfhelm')).not.toContainText('Level 2');
  await expect(waitingToSync(page)).toBeHidden();
  await page.getByRole('link', { name: 'My Companies' }).first().click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(companies.companyCard('Eastfold')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto(`/company/${company.id}`);
  await expect(companies.warriorCard('Elfhelm')).toBeVisible();
  await expect(notApplied(page)).toBeVisible();
  await expect(sync(page)).toContainText('Online · 1');
  await expect(dialog).toBeHidden();

  // The notice and the dialog on a phone and a wide screen, light and dark: on the phone every
  // control a thumb's size, no word cut off, each photographed to be looked at.
  for (const width of [360, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await noticeAndDialogFit(page, company.id, scheme, width);
    }
  }

  // Review: Discard… says what would be thrown away; the player goes back.
  await notApplied(page).getByRole('button', { name: 'Review' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard…' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard this change?' });
  const losses = discard.getByTestId('discard-losses').getByRole('listitem');
  await expect(losses).toHaveText([
    'The battle (won) in the Battle History, and its influence.',
    'Experience for 3 warriors.',
    '1 level-up.',
    '2 bonus influence.',
  ]);
  await discard.getByRole('button', { name: 'Back' }).click();

  // Applied without Dúnhere: once, for the others, as chosen.
  await dialog.getByRole('button', { name: 'Apply without Dúnhere' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: title })).toContainText(
    `${title} applied`,
  );
  await expect(notApplied(page)).toBeHidden();
  await expect(waitingToSync(page)).toBeHidden();
  await expect(sync(page)).toHaveAccessibleName('Online, 0 changes waiting: sync status');
  await expect(companies.warriorCard('Elfhelm')).toContainText('Level 2');

  const history = (await api.get(`/api/company/${company.id}/battles`)) as unknown as {
    battles: unknown[];
  };
  expect(history.battles).toHaveLength(1);
  const warriors = await storedWarriors(api, company.id);
  expect(Object.keys(warriors).sort()).toEqual(['Elfhelm', 'Háma']);
  expect(warriors.Elfhelm).toMatchObject({ experience: 5 });
  expect(warriors.Elfhelm!.modifyStats.fight).toBe(1);
  expect(warriors['Háma']).toMatchObject({ experience: 1 });
  expect((await storedCompany(api, company.id)).influence).toBe(6);

  // The Battle History tells the one battle.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const battles = page.getByRole('region', { name: 'Battle History' });
  await battles.scrollIntoViewIfNeeded();
  await expect(battles).toContainText('Won 1 · Drawn 0 · Lost 0');
});

test("the other device's change shows with the aftermath still waiting, and the sync says it merged with it", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = newUser('aftermath-merged');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await eastfold(api);
  const companies = new CompaniesPage(page);

  await signInAs(page, user, `/company/${company.id}`);
  await openThenLoseSignal(page);
  await winAndSubmitOffline(page, company.id);
  const planned = await companies.warriorCard('Elfhelm').innerText();
  expect(planned).toContain('Level 2');
  const title = await aftermathTitle(page);

  // On another device the company is renamed: one record of it changed elsewhere.
  const other = await apiSession(request, user);
  const stored = await storedCompany(api, company.id);
  await other.put(`/api/company/${company.id}`, {
    name: 'Eastfold Riders',
    race: stored.race,
    backstory: stored.backstory,
    influence: stored.influence,
    revision: stored.revision,
  });

  // The signal returns, but the aftermath still cannot reach the server (only its PUT is held
  // back): the phone reads the companies again and draws the waiting aftermath over the newest.
  let held = 0;
  await page.route('**/api/company/*/battle', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    held += 1;
    return route.abort('internetdisconnected');
  });
  await page.context().setOffline(false);
  await expect.poll(() => held, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Eastfold Riders' })).toBeVisible();
  await expect(waitingToSync(page)).toBeVisible();
  await expect(companies.warriorCard('Elfhelm')).toContainText('Level 2');
  expect(await companies.warriorCard('Elfhelm').innerText()).toBe(planned);
  await expect(companies.summary()).toBeVisible();
  expect((await storedCompany(api, company.id)).influence).toBe(0);

  // Let through: applied, and the sync says what it met.
  await page.unroute('**/api/company/*/battle');
  await sync(page).click();
  await page.getByRole('button', { name: 'Retry sync' }).click();
  await expect(page.getByRole('alert').filter({ hasText: title })).toHaveText(
    `${title} applied; merged with 1 change made on another device.`,
    { timeout: 20_000 },
  );
  await expect(waitingToSync(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Eastfold Riders' })).toBeVisible();
  expect(await companies.warriorCard('Elfhelm').innerText()).toBe(planned);
  const after = await storedCompany(api, company.id);
  expect(after).toMatchObject({ name: 'Eastfold Riders', influence: 6 });
  const warriors = await storedWarriors(api, company.id);
  expect(warriors.Elfhelm).toMatchObject({ experience: 5 });
});

test('a warrior of a 2024-rules company edited offline by a player whose setting is the older rules: shown as the server then answers', async ({
  page,
  request,
}) => {
  const user = newUser('ruleset-offline');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  expect((await api.get('/api/users/settings')).newRuleset).toBe(false);
  const company = await api.post('/api/company/create', {
    name: 'Folde',
    race: 'Rohan',
    newRuleset: true,
  });
  const hama = await api.post(
    '/api/warrior/create',
    rider(company.id, 'Háma', { baseStats: manProfile({ courage: 4, intelligence: 4 }) }),
  );
  const companies = new CompaniesPage(page);
  const card = companies.warriorCard('Háma');

  await signInAs(page, user, `/company/${company.id}`);
  await expect(card).toContainText('8 pts');
  await workerInControl(page);
  await page.context().setOffline(true);
  await expect(sync(page)).toContainText('Offline');

  // +1 Courage and +1 Intelligence: in the 2024 rules both are bought (5 points each) and
  // both improve downwards (4+ to 3+); the older rules have no Intelligence to buy.
  await card.click();
  const editor = new WarriorEditorPage(page, 'Edit Warrior');
  await editor.openTab('Characteristics');
  await editor.fill('Courage modifier', '1');
  await editor.fill('Intelligence modifier', '1');
  await expect(editor.livePoints()).toHaveText('18');
  await editor.button('Save').click();
  await expect(page.getByRole('alert')).toContainText('Háma saved on this device');
  await expect(waitingToSync(page)).toBeVisible();
  await expect(card).toContainText('18 pts');
  const offline = await companies.characteristics(card);
  expect(offline).toMatchObject({ courage: '3+', intelligence: '3+' });
  const offlineSummary = await companies.summary().innerText();
  expect(offlineSummary).toContain('18');

  // Back online: the server's answer is what the phone showed.
  await page.context().setOffline(false);
  await expect(waitingToSync(page)).toBeHidden({ timeout: 20_000 });
  await expect(card).toContainText('18 pts');
  expect(await companies.characteristics(card)).toEqual(offline);
  expect(await companies.summary().innerText()).toBe(offlineSummary);
  const stored = (await storedWarriors(api, company.id))['Háma'];
  expect(stored?.id).toBe(hama.id);
  expect(stored).toMatchObject({ totalPoints: 18 });
  expect(stored!.totalStats).toMatchObject({ courage: 3, intelligence: 3 });
  expect(await storedCompany(api, company.id)).toMatchObject({ currentRating: 18 });
});
