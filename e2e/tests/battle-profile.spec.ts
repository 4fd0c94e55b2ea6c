import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BattlePage } from '../pages/BattlePage';
import { CompaniesPage } from '../pages/CompaniesPage';
import { LibraryPage } from '../pages/LibraryPage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { apiSession, manProfile, rider } from '../support/api';
import { lowContrastTexts } from '../support/contrast';
import { smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-battle-profile';

// Each scheme and each width once: a phone in the light scheme, a wide screen in the dark.
for (const [scheme, width] of [
  ['light', 360],
  ['dark', 1280],
] as const) {
  test(`a warrior's profile and rules read in the battle, ${scheme}, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width < 1000 ? 640 : 800 });
    if (scheme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    }
    const shot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `profile-${name}-${scheme}-${width}.png`) });

    const user = newUser('profile');
    await registerViaApi(request, user);
    const api = await apiSession(request, user);
    const company = await api.post('/api/company/create', { name: 'Eastfold', race: 'Rohan' });
    await api.post(
      '/api/warrior/create',
      rider(company.id, 'Eothain', {
        rank: 'Sergeant',
        basePoints: 40,
        baseStats: manProfile({ wounds: 2, defence: 5, might: 1, will: 1, fate: 1 }),
        specialRules: [
          {
            id: 'r1',
            new: true,
            type: 'base',
            name: 'Expert Rider',
            description: 'Re-rolls one dice when mounted.',
          },
        ],
      }),
    );
    await api.post('/api/warrior/create', rider(company.id, 'Ceorl'));

    // A rule of the library names the phase it matters in, and Ceorl is given a copy of it.
    const rules = new LibraryPage(page, '/rules');
    await signInAs(page, user, '/rules');
    const form = await rules.openNew('New Rule', 'Create Rule');
    await form.getByLabel('Name', { exact: true }).fill('Throwing spears');
    await form.getByLabel('Description').fill('Thrown at a foe close by, in place of a bow.');
    const phases = form.getByRole('group', { name: 'Phases' });
    await phases.getByText('Shoot', { exact: true }).click();
    await expect(phases.getByRole('checkbox', { name: 'Shoot' })).toBeChecked();
    if (width === 360) expect(await smallTargets(phases)).toEqual([]);
    await shot('rule-form');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(rules.card('Throwing spears').getByLabel('Phases: Shoot')).toBeVisible();

    await page.goto(`/company/${company.id}`);
    await new CompaniesPage(page).warriorCard('Ceorl').click();
    const editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.openTab('Rules');
    await editor.addFromLibrary('My Rules', /^Throwing spears/);
    await editor.button('Save').click();
    await expect(editor.dialog).toBeHidden();

    const battle = new BattlePage(page);
    await page.getByRole('link', { name: 'Start Battle' }).click();
    await page.getByRole('button', { name: 'Next: Against the Odds' }).click();
    await page.getByRole('button', { name: 'Begin Battle' }).click();

    const row = battle.row('Eothain');
    const stat = (key: string) =>
      row.getByRole('table', { name: 'Characteristics' }).locator(`[data-stat="${key}"]`);
    await expect(stat('defence')).toHaveText('5');
    await expect(stat('wounds')).toHaveText('2');
    const open = row.getByRole('button', { name: 'Profile of Eothain' });
    if (width === 360) expect(await smallTargets(row)).toEqual([]);
    await shot('row');

    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Eothain' });
    await expect(
      sheet.getByRole('table', { name: 'Characteristics' }).locator('[data-stat="defence"]'),
    ).toHaveText('5');
    await expect(sheet.getByRole('list', { name: 'Special rules' })).toContainText('Expert Rider');
    await shot('sheet');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    await battle.less('Eothain', 'Wounds');
    await expect(stat('wounds')).toHaveText('1');
    await expect(row.getByRole('group', { name: 'Wounds of Eothain' })).toContainText('1 / 2');

    // The turn goes on to the Shoot phase, which reminds the player of Ceorl's spears.
    const tracker = battle.turnTracker();
    await expect(tracker.getByRole('status')).toHaveText('Turn 1Priority');
    // Where the rows are on the page, whatever it is scrolled to.
    const rowsAt = () =>
      battle.row('Eothain').evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
    const before = await rowsAt();
    await tracker.getByRole('button', { name: 'On to Turn 1 · Move' }).click();
    await tracker.getByRole('button', { name: 'On to Turn 1 · Shoot' }).click();
    await expect(tracker.getByRole('status')).toHaveText('Turn 1Shoot');
    // The phase changed and nothing under the tracker moved.
    expect(await rowsAt()).toBe(before);
    const reminder = tracker
      .getByRole('list', { name: 'Reminders for the Shoot phase' })
      .getByRole('button', { name: 'Throwing spears: read in full' });
    await expect(reminder).toContainText('Ceorl');
    if (width === 360) expect(await smallTargets(tracker)).toEqual([]);
    expect(await lowContrastTexts(tracker)).toEqual([]);
    await shot('tracker');
    await reminder.click();
    const text = page.getByRole('dialog', { name: 'Throwing spears' });
    await expect(text).toContainText('Thrown at a foe close by, in place of a bow.');
    await expect(text).toContainText('Who has itCeorl');
    expect(await lowContrastTexts(text)).toEqual([]);
    await shot('reminder');
    await text.getByRole('button', { name: 'Close' }).click();
    await expect(text).toBeHidden();

    // Kept with the battle: a reload stands at the same phase.
    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(battle.turnTracker().getByRole('status')).toHaveText('Turn 1Shoot');
  });
}
