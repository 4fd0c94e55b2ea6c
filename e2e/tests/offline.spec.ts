import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CompaniesPage } from '../pages/CompaniesPage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { apiSession, manProfile, rider } from '../support/api';
import { serveShellOffline } from '../support/offline-shell';
import { newUser, registerViaApi, signInAs } from '../support/users';

// At the table without a signal: the player's data is kept on the device, writes wait in an
// outbox and are applied once when the network returns (docs/adr/0162-device-store-and-outbox.md).

const sync = (page: Page) => page.getByTestId('sync-indicator');

/** Counts the aftermaths the server applied (answered 200), from every tab of the context. */
function countApplied(context: BrowserContext) {
  const applied: string[] = [];
  context.on('requestfinished', async (request) => {
    if (request.method() !== 'PUT' || !/\/api\/company\/[^/]+\/battle$/.test(request.url())) return;
    if ((await request.response())?.status() === 200) applied.push(request.url());
  });
  return applied;
}

test('a battle fought and its aftermath sent without a signal is applied once when it returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const user = newUser('offline');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', { name: 'Eastfold', race: 'Rohan' });
  await api.post(
    '/api/warrior/create',
    rider(company.id, 'Elfhelm', {
      rank: 'Leader',
      basePoints: 50,
      baseStats: manProfile({ might: 1, will: 1, fate: 1 }),
    }),
  );
  await api.post('/api/warrior/create', rider(company.id, 'Dúnhere'));
  const setOffline = await serveShellOffline(context);
  const applied = countApplied(context);

  // Online: My Companies and the company are read, and kept on the device.
  await signInAs(page, user, '/companies');
  await page.getByRole('link', { name: 'Eastfold' }).first().click();
  const companies = new CompaniesPage(page);
  await expect(companies.warriorCard('Elfhelm')).toBeVisible();
  await expect(sync(page)).toContainText('Online');
  // A second tab stays open on the company through it all.
  const second = await context.newPage();
  await second.goto(`/company/${company.id}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Eastfold' })).toBeVisible();

  await setOffline(true);
  await page.reload();
  await expect(companies.warriorCard('Elfhelm')).toBeVisible();
  await expect(sync(page)).toContainText('Offline');

  // The battle and its aftermath, offline.
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
  await page.getByRole('radio', { name: 'Loss' }).check();
  for (;;) {
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) break;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();

  // Back on the company: the plan is shown, waiting to sync; a reload offline keeps it.
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
  await expect(page.getByRole('alert')).toContainText('kept on this device');
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting to sync' });
  await expect(waiting).toBeVisible();
  await expect(sync(page)).toContainText('Offline · 1');
  const planned = await companies.warriorCard('Elfhelm').innerText();
  await page.reload();
  await expect(waiting).toBeVisible();
  expect(await companies.warriorCard('Elfhelm').innerText()).toBe(planned);

  // Online again: applied once, though two tabs were open; the cards are what was planned.
  await setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 20_000 });
  await expect(sync(page)).toContainText('Online');
  await expect(second.getByRole('status').filter({ hasText: 'Waiting to sync' })).toBeHidden();
  expect(await companies.warriorCard('Elfhelm').innerText()).toBe(planned);
  const history = (await api.get(`/api/company/${company.id}/battles`)) as unknown as {
    battles: unknown[];
  };
  expect(history.battles).toHaveLength(1);
  expect(applied).toHaveLength(1);
  await expect(sync(second)).toContainText('Online');
});

test('a warrior edited offline and elsewhere online: the player is asked, and chooses', async ({
  page,
  context,
  browser,
  request,
}) => {
  const user = newUser('conflict');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', { name: 'Harrowdale', race: 'Rohan' });
  const gamling = await api.post('/api/warrior/create', rider(company.id, 'Gamling'));
  const setOffline = await serveShellOffline(context);

  await signInAs(page, user, `/company/${company.id}`);
  const companies = new CompaniesPage(page);
  await expect(companies.warriorCard('Gamling')).toBeVisible();
  await setOffline(true);
  await companies.warriorCard('Gamling').click();
  const editor = new WarriorEditorPage(page, 'Edit Warrior');
  await editor.fill('Experience', '5');
  await editor.button('Save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to sync' })).toBeVisible();

  // Meanwhile, on another device, the same warrior is changed.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, user, `/company/${company.id}`);
  await new CompaniesPage(otherPage).warriorCard('Gamling').click();
  const otherEditor = new WarriorEditorPage(otherPage, 'Edit Warrior');
  await otherEditor.fill('Experience', '3');
  await otherEditor.button('Save').click();
  await expect(otherPage.getByRole('alert')).toContainText('updated successfully');
  await other.close();

  // Back online: the server refuses the stale edit, and the player sees both and chooses.
  await setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Changed on the server' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('conflict-differences')).toContainText('Experience: 3 → 5');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to sync' })).toBeHidden({
    timeout: 20_000,
  });
  const stored = await api.get(`/api/warrior/${company.id}`);
  expect(
    (stored as unknown as { id: string; experience: number }[]).find((w) => w.id === gamling.id),
  ).toMatchObject({
    experience: 5,
  });
});
