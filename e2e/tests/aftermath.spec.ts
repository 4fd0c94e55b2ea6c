import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BattlePage } from '../pages/BattlePage';
import { CompaniesPage } from '../pages/CompaniesPage';
import { apiSession, manProfile, rider } from '../support/api';
import { smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

interface StoredWarrior {
  id: string;
  name: string;
  status: string;
  revision: number;
  experience: number;
  baseClass: string;
  modifyStats: Record<string, number>;
  chosenPath: string;
}

/** Types a 2D6 rolled at the table for one wounded warrior and checks the outcome. */
async function typeInjuryRoll(page: Page, name: string, roll: number, outcome: string) {
  const row = page.getByRole('list', { name: 'Wounded warriors' }).getByRole('listitem', { name });
  await row.getByLabel('2D6 rolled at the table').fill(String(roll));
  await row.getByRole('button', { name: 'Use roll' }).click();
  await expect(row).toContainText(outcome);
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

async function noSmallTargets(scope: Locator) {
  expect(await smallTargets(scope)).toEqual([]);
}

const wizard = (page: Page) => page.getByRole('region', { name: "War's Aftermath" });

test("a battle's War's Aftermath on a phone, its history, and undoing it", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-aftermath';
  mkdirSync(dir, { recursive: true });
  const shot = (name: string) =>
    page.screenshot({ path: join(dir, `aftermath-${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 640 });
  page.on('dialog', (dialog) => void dialog.accept());

  const user = newUser('aftermath');
  await registerViaApi(request, user);
  const api = await apiSession(request, user);
  const company = await api.post('/api/company/create', { name: 'Westfold', race: 'Rohan' });
  const seed = [
    rider(company.id, 'Erkenbrand', {
      rank: 'Leader',
      basePoints: 50,
      experience: 4,
      baseStats: manProfile({ defence: 5, might: 2, will: 1, fate: 1 }),
      specialRules: [
        {
          id: 'r1',
          new: true,
          type: 'base',
          name: 'Marshal of the Westfold',
          description: 'Friends nearby may use his Courage.',
        },
      ],
    }),
    rider(company.id, 'Gamling', {
      rank: 'Sergeant',
      basePoints: 40,
      baseStats: manProfile({ might: 1, will: 1, fate: 1 }),
    }),
    rider(company.id, 'Ceorl', { experience: 4 }),
    rider(company.id, 'Hunwald', { status: 'injured' }),
  ];
  const recruited: Record<string, string> = {};
  for (const warrior of seed) {
    recruited[warrior.name] = (await api.post('/api/warrior/create', warrior)).id as string;
  }
  await api.post(
    '/api/warrior/create',
    rider(company.id, 'Snowmane', { rank: 'Creature', basePoints: 15, owner: recruited.Gamling }),
  );
  const warriors = async () =>
    Object.fromEntries(
      ((await api.get(`/api/warrior/${company.id}`)) as unknown as StoredWarrior[]).map(
        // A revision stamps each write: an undo writes the warriors back with new ones.
        ({ revision: _revision, ...w }) => [w.name, w],
      ),
    );
  const before = await warriors();

  // The battle: the Leader wounds two and falls, the Sergeant falls, Ceorl wounds one and falls.
  const battle = new BattlePage(page);
  await signInAs(page, user, `/company/${company.id}`);
  await page.getByRole('link', { name: 'Start Battle' }).click();
  await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Begin Battle' }).click();

  // The Leader's whole profile, read without leaving the battle; his wounds follow the taps.
  const leaderRow = battle.row('Erkenbrand');
  const leaderStat = (key: string) =>
    leaderRow.getByRole('table', { name: 'Characteristics' }).locator(`[data-stat="${key}"]`);
  await expect(leaderStat('defence')).toHaveText('5');
  await leaderRow.getByRole('button', { name: 'Profile of Erkenbrand' }).click();
  const sheet = page.getByRole('dialog', { name: 'Erkenbrand' });
  await expect(sheet.getByRole('list', { name: 'Special rules' })).toContainText(
    'Marshal of the Westfold',
  );
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await battle.more('Erkenbrand', 'Wounds inflicted');
  await battle.more('Erkenbrand', 'Wounds inflicted');
  await battle.less('Erkenbrand', 'Wounds');
  await expect(leaderStat('wounds')).toHaveText('0');
  await battle.less('Gamling', 'Wounds');
  await battle.more('Ceorl', 'Wounds inflicted');
  await battle.less('Ceorl', 'Wounds');
  await page.getByRole('button', { name: 'End Battle' }).click();
  await page
    .getByRole('dialog', { name: 'End Battle' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  // 1. Result: a Win, with two influence as the scenario's reward.
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Please select a result')).toBeVisible();
  await page.getByRole('radio', { name: 'Win' }).check();
  await page.getByRole('switch', { name: 'Bonus influence' }).check();
  await page.getByLabel('Bonus influence points').fill('2');
  await noSmallTargets(wizard(page));
  await shot('1-result');
  await next(page, 'Injuries');

  // 2. Injuries: rolls made at the table; the Sergeant dies and his horse with him.
  await typeInjuryRoll(page, 'Erkenbrand', 7, 'Full Recovery');
  await typeInjuryRoll(page, 'Gamling', 2, 'Dead');
  await typeInjuryRoll(page, 'Ceorl', 6, 'Full Recovery');
  await expect(page.getByText('Snowmane dies with its owner, Gamling.')).toBeVisible();
  await noSmallTargets(wizard(page));
  await shot('2-injuries');
  await next(page, 'Experience');

  // 3. Experience: 4 + 1 + 2 + 1 = 8 for the Leader, 4 + 1 + 1 = 6 for Ceorl: a level each.
  // The count-up runs to its end (under a second): its "Show all at once" goes with it, so
  // a click on that could miss on a slow machine; the step's unit test presses it.
  const gains = page.getByRole('list', { name: 'Experience gained' });
  await expect(gains).toContainText('Took part +1 · Wounds inflicted +2 · Hero on a Win +1');
  await expect(gains.getByRole('listitem', { name: 'Erkenbrand' })).toContainText('8 · level 2');
  await expect(gains.getByRole('listitem', { name: 'Ceorl' })).toContainText('6 · level 2');
  const leader = page.getByRole('region', { name: 'Erkenbrand' });
  await leader.getByLabel('Chosen path').selectOption('Warrior');
  await leader.getByRole('radio', { name: 'Characteristic +1' }).check();
  await leader.getByLabel('Characteristic', { exact: true }).selectOption('fight');
  const ceorl = page.getByRole('region', { name: 'Ceorl' });
  await ceorl.getByRole('radio', { name: 'Promoted' }).check();
  await ceorl.getByLabel('New class').fill('Outrider');
  await noSmallTargets(wizard(page));
  await shot('3-experience');

  // A reload loses nothing, and Back keeps every choice.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'A saved battle' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Experience' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ceorl' }).getByLabel('New class')).toHaveValue(
    'Outrider',
  );
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Win' })).toBeChecked();
  await expect(page.getByLabel('Bonus influence points')).toHaveValue('2');
  await next(page, 'Injuries');
  await next(page, 'Experience');
  await next(page, 'Influence');

  // 4. Influence: 4 for the Win and 2 for the scenario.
  // It counts up from 0 to 4 + 2 = 6, and the company's influence with it.
  await expect(wizard(page)).toContainText('Company influence: 0 → 6');
  await shot('4-influence');
  await page.getByRole('button', { name: 'Submit' }).click();

  // 5. Back on the company page, the cards show the aftermath.
  await expect(page.getByRole('alert')).toContainText("War's Aftermath saved");
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
  const companies = new CompaniesPage(page);
  await expect(companies.warriorCard('Gamling')).toHaveCount(0);
  await expect(companies.warriorCard('Snowmane')).toHaveCount(0);
  await expect(companies.warriorCard('Ceorl')).toContainText('Level 2');
  await expect(companies.warriorCard('Erkenbrand')).toContainText('Level 2');
  const after = await warriors();
  expect(after.Erkenbrand).toMatchObject({ experience: 8, chosenPath: 'Warrior' });
  expect(after.Erkenbrand!.modifyStats.fight).toBe(before.Erkenbrand!.modifyStats.fight! + 1);
  expect(after.Gamling!.status).toBe('dead');
  expect(after.Snowmane!.status).toBe('dead');
  expect(after.Ceorl).toMatchObject({ experience: 6, baseClass: 'Outrider' });
  // Who sat the battle out injured is back in the ranks (no status).
  expect(after.Hunwald!.status).toBe('');

  // The history tells the battle, and undoing it brings everyone back.
  // The history is read as the player scrolls down towards it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const history = page.getByRole('region', { name: 'Battle History' });
  await history.scrollIntoViewIfNeeded();
  await expect(history).toContainText('Won 1 · Drawn 0 · Lost 0');
  await expect(history).toContainText('Gamling: Dead');
  await expect(history).toContainText('Snowmane: Died with its owner');
  await noSmallTargets(history);
  await shot('5-history');

  // Gamling's 2 was misread: the battle is corrected from the history, every other choice
  // as it was, and he and his horse live.
  await history.getByRole('link', { name: 'Correct this battle' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Win' })).toBeChecked();
  await expect(page.getByLabel('Bonus influence points')).toHaveValue('2');
  await next(page, 'Injuries');
  await expect(page.getByText('Snowmane dies with its owner, Gamling.')).toBeVisible();
  await typeInjuryRoll(page, 'Gamling', 7, 'Full Recovery');
  await noSmallTargets(wizard(page));
  await next(page, 'Experience');
  await expect(page.getByRole('region', { name: 'Ceorl' }).getByLabel('New class')).toHaveValue(
    'Outrider',
  );
  await next(page, 'Influence');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Battle corrected');
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
  await expect(companies.warriorCard('Gamling')).toBeVisible();
  await expect(companies.warriorCard('Snowmane')).toBeVisible();
  const corrected = await warriors();
  expect(corrected.Gamling!.status).toBe('');
  expect(corrected.Erkenbrand).toMatchObject({ experience: 8, chosenPath: 'Warrior' });
  expect(corrected.Ceorl).toMatchObject({ experience: 6, baseClass: 'Outrider' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await history.scrollIntoViewIfNeeded();
  await expect(history.getByRole('button', { name: /Won/ })).toContainText('Corrected');
  await expect(history).not.toContainText('Gamling: Dead');
  await shot('5b-corrected');

  // The company's timeline tells the battle once, as corrected, after its recruits.
  await history.getByText('Timeline', { exact: true }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Corrected');
  await expect(timeline).not.toContainText('Undone');
  await expect(timeline).toContainText('Snowmane');
  await shot('5c-timeline');
  await page.getByText('Battle History', { exact: true }).click();

  await history.getByRole('button', { name: 'Undo this battle' }).click();
  await page
    .getByRole('dialog', { name: 'Undo battle' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Battle undone');
  await expect(companies.warriorCard('Gamling')).toBeVisible();
  await expect(companies.warriorCard('Snowmane')).toBeVisible();
  await expect(history).toContainText('Won 0 · Drawn 0 · Lost 0');
  expect(await warriors()).toEqual(before);
  await shot('6-undone');
});
