import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BattlePage } from '../pages/BattlePage';
import { apiSession, manProfile, rider } from '../support/api';
import { clippedTexts, smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

/** A phone's or a wide screen's viewport, and screenshots of it named for that width. */
async function screenAt(page: Page, width: number) {
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-battle';
  mkdirSync(dir, { recursive: true });
  const phone = width < 1000;
  await page.setViewportSize({ width, height: phone ? 640 : 800 });
  const shot = (name: string) =>
    page.screenshot({ path: join(dir, `battle-${name}-${width}.png`), fullPage: false });
  return { shot, phone };
}

const LONG_NAME = 'Dunhere of Harrowdale, Marshal of the Westfold';

/** Eight warriors: a Leader with an old battle wound, one injured Warrior and a Creature. */
function warband(companyId: string) {
  return [
    rider(companyId, 'Erkenbrand', {
      rank: 'Leader',
      basePoints: 50,
      oldWound: 1,
      baseStats: manProfile({ wounds: 2, might: 2, will: 1, fate: 1 }),
    }),
    rider(companyId, 'Gamling', {
      rank: 'Sergeant',
      basePoints: 40,
      baseStats: manProfile({ might: 1, will: 1, fate: 1 }),
    }),
    rider(companyId, 'Grimbold', {
      rank: 'Hero',
      basePoints: 30,
      baseStats: manProfile({ fate: 1 }),
    }),
    rider(companyId, 'Ceorl'),
    rider(companyId, LONG_NAME),
    rider(companyId, 'Elfhelm'),
    rider(companyId, 'Hunwald', { status: 'injured' }),
    rider(companyId, 'Snowmane', { rank: 'Creature', basePoints: 15 }),
  ];
}

// At a phone's width only: the wide screen is walked by the companies, warrior editor, layout
// and colour-scheme journeys, and every minute of the test run counts.
for (const width of [360]) {
  test(`a whole battle at the table, at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { shot, phone } = await screenAt(page, width);
    const leaving: string[] = [];
    page.on('dialog', (dialog) => {
      leaving.push(dialog.type());
      void dialog.accept();
    });

    const user = newUser('battle');
    await registerViaApi(request, user);
    const api = await apiSession(request, user);
    const company = await api.post('/api/company/create', { name: 'Westfold', race: 'Rohan' });
    for (const warrior of warband(company.id)) await api.post('/api/warrior/create', warrior);
    const companies = (await api.get('/api/companies')) as unknown as {
      id: string;
      currentRating: number;
    }[];
    const rating = companies.find((c) => c.id === company.id)!.currentRating;

    const battle = new BattlePage(page);
    await signInAs(page, user, `/company/${company.id}`);
    await page.getByRole('link', { name: 'Start Battle' }).click();

    // Old Battle Wounds: the injured Warrior takes no part; the Leader's roll is typed in.
    await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    if (phone) {
      const burger = page.getByRole('button', { name: 'Open navigation' });
      expect(await smallTargets(burger)).toEqual([]);
    }
    await expect(page.getByRole('list', { name: 'Took no part' })).toContainText('Hunwald');
    const leader = page.getByRole('listitem', { name: 'Erkenbrand' });
    if (phone) expect(await smallTargets(leader)).toEqual([]);
    await leader.getByLabel('Lowest roll at the table').fill('3');
    await leader.getByRole('button', { name: 'Use roll' }).click();
    await expect(leader.getByRole('status')).toHaveText('Rolled 3: Ready');
    await shot('old-wounds');
    await page.getByRole('button', { name: 'Next' }).click();

    // Against the Odds: 31 points stronger opponent gives two re-rolls, with the working shown.
    if (phone) expect(await smallTargets(page.getByLabel("Opponent's rating"))).toEqual([]);
    await page.getByLabel("Opponent's rating").fill(String(rating + 31));
    const working = page.getByRole('group', { name: 'Against the Odds working' });
    await expect(working).toContainText('31 ÷ 15 = 2.07, rounded down to 2.');
    await expect(working).toContainText('2 bonus re-rolls and 2 bonus influence for your company');
    await shot('odds');
    await page.getByRole('button', { name: 'Begin Battle' }).click();

    // Six on the table count (the Creature and the injured do not): Broken at 4.
    await expect(battle.banner()).toContainText('4 more to Broken');
    await expect(battle.banner()).toContainText('0 of 6 down');
    await battle.less('Ceorl', 'Wounds');
    await expect(battle.row('Ceorl')).toHaveAccessibleName('Ceorl, Wounded');
    await battle.flee(LONG_NAME);
    // A long name is read in full, never cut short, on a phone too.
    expect(await clippedTexts(battle.row(LONG_NAME))).toEqual([]);
    await battle.less('Erkenbrand', 'Might');
    await battle.more('Erkenbrand', 'Wounds inflicted');
    await battle.more('Erkenbrand', 'Wounds inflicted');
    await battle.less('Snowmane', 'Wounds');
    await expect(battle.banner()).toContainText('2 of 6 down');
    await shot('battle');

    // A reload asks first, loses nothing, and the battle continues where it was.
    await page.reload();
    expect(leaving).toContain('beforeunload');
    await expect(page.getByRole('heading', { name: 'A saved battle' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(battle.banner()).toContainText('2 of 6 down');
    await expect(
      battle.row('Erkenbrand').getByRole('group', { name: 'Might of Erkenbrand' }),
    ).toContainText('1 / 2');
    await expect(
      battle.row('Erkenbrand').getByRole('group', { name: 'Wounds inflicted of Erkenbrand' }),
    ).toContainText('2');

    // A mis-tap is undone; two more casualties break the company.
    await battle.flee('Gamling');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('button', { name: 'Flee: Gamling' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await battle.less('Elfhelm', 'Wounds');
    await battle.flee('Grimbold');
    await expect(battle.banner()).toContainText('Broken');
    await expect(battle.banner()).toContainText('1 more to Quartered');
    await battle.banner().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    // The banner never scrolls away.
    await expect(battle.banner()).toBeInViewport();
    await shot('broken');
    if (phone) {
      // Turned to landscape, the banner and the counters are still there to tap.
      await page.setViewportSize({ width: 640, height: 360 });
      await expect(battle.banner()).toBeInViewport();
      await battle.more('Elfhelm', 'Wounds inflicted');
      await expect(
        battle.row('Elfhelm').getByRole('group', { name: 'Wounds inflicted of Elfhelm' }),
      ).toContainText('1');
      await shot('landscape');
      await page.setViewportSize({ width, height: 640 });
    }

    // Tools: the wound chart with a roll for me.
    await page.getByRole('button', { name: 'Tools' }).click();
    const tools = page.getByRole('dialog', { name: 'Tools' });
    await tools.getByLabel('Strength').selectOption('4');
    await tools.getByLabel('Defence').selectOption('5');
    await expect(tools.getByRole('status')).toContainText('Strength 4 against Defence 5: 5+');
    await tools.getByRole('button', { name: 'Roll for me' }).click();
    await expect(tools.getByRole('status')).toContainText(/rolled \d: (wounds|no wound)/);
    if (phone) expect(await smallTargets(tools)).toEqual([]);
    // The whole chart fits the screen, its corner header on one line like the others.
    const chart = await tools.getByRole('table', { name: 'Wound chart' }).evaluate((table) => {
      const [corner, first] = Array.from(table.querySelectorAll('thead th'));
      return {
        right: table.getBoundingClientRect().right,
        screen: window.innerWidth,
        corner: corner!.getBoundingClientRect().height,
        column: first!.getBoundingClientRect().height,
      };
    });
    expect(chart.right).toBeLessThanOrEqual(chart.screen);
    expect(chart.corner).toBe(chart.column);
    await shot('tools');
    await tools.getByRole('tab', { name: 'Jump' }).click();
    await tools.getByRole('button', { name: 'Roll for me' }).click();
    await expect(tools.getByRole('status')).toContainText(/Rolled \d:/);
    if (phone) {
      await tools.getByRole('tab', { name: 'Swim' }).click();
      expect(await smallTargets(tools)).toEqual([]);
    }
    await tools.getByRole('button', { name: 'Close' }).click();

    // End Battle asks with thumb-sized buttons; the War's Aftermath then opens on its first
    // step, with the focus on its heading.
    await page.getByRole('button', { name: 'End Battle' }).click();
    const ending = page.getByRole('dialog', { name: 'End Battle' });
    if (phone) expect(await smallTargets(ending)).toEqual([]);
    await ending.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
    const back = page.getByRole('button', { name: 'Back to the battle' });
    if (phone) expect(await smallTargets(back)).toEqual([]);
    await shot('ended');

    // Quit asks, forgets the battle and goes back to the company page.
    await page.getByRole('button', { name: 'Quit' }).click();
    await battle.confirm(
      'Quit battle',
      'All progress from this battle will be lost. Are you sure you wish to continue?',
    );
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Westfold' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Battle' }).click();
    await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
  });
}

// At a phone's width only: the wide screen is walked by the companies, warrior editor, layout
// and colour-scheme journeys, and every minute of the test run counts.
for (const width of [360]) {
  test(`starting, leaving, discarding and restoring a battle, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { shot, phone } = await screenAt(page, width);
    page.on('dialog', (dialog) => void dialog.accept());

    const user = newUser('battle-flow');
    await registerViaApi(request, user);
    const api = await apiSession(request, user);
    const company = await api.post('/api/company/create', { name: 'Eastfold', race: 'Rohan' });
    await api.post(
      '/api/warrior/create',
      rider(company.id, 'Theoden', { rank: 'Leader', basePoints: 50 }),
    );
    await api.post('/api/warrior/create', rider(company.id, 'Ceorl'));
    await api.post('/api/warrior/create', rider(company.id, 'Hunwald', { status: 'injured' }));
    const beasts = await api.post('/api/company/create', { name: 'Beasts', race: 'Rohan' });
    await api.post(
      '/api/warrior/create',
      rider(beasts.id, 'Snowmane', { rank: 'Creature', basePoints: 15 }),
    );
    const battle = new BattlePage(page);

    // A company with no one to count for break points cannot start, and says why.
    await signInAs(page, user, `/company/${beasts.id}`);
    const cannot = page.getByRole('button', { name: 'Start Battle' });
    await expect(cannot).toBeDisabled();
    await expect(page.getByText(/^No warrior can fight a battle yet/)).toBeVisible();
    await shot('cannot-start');

    // No hero has an Old Battle Wound: the step says so, and its button where it leads.
    await page.goto(`/company/${company.id}`);
    await page.getByRole('link', { name: 'Start Battle' }).click();
    await expect(
      page.getByText('Nothing to roll: no hero taking part has an Old Battle Wound.'),
    ).toBeVisible();
    const onward = page.getByRole('button', { name: 'Next: Against the Odds' });
    if (phone) expect(await smallTargets(onward)).toEqual([]);
    await shot('nothing-to-roll');
    await onward.click();
    await page.getByRole('button', { name: 'Begin Battle' }).click();
    await battle.less('Ceorl', 'Wounds');
    await expect(battle.banner()).toContainText('1 of 2 down');

    // Leaving by the menu asks; Cancel stays, Confirm leaves with the battle kept.
    const toCompanies = async () => {
      if (phone) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page
          .getByRole('dialog', { name: 'Navigation' })
          .getByRole('link', { name: 'My Companies' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'My Companies' })
          .click();
      }
    };
    await toCompanies();
    const leave = page.getByRole('dialog', { name: 'Leave battle' });
    await expect(leave).toContainText(
      'Progress has been saved. Are you sure you want to continue?',
    );
    if (phone) expect(await smallTargets(leave)).toEqual([]);
    await shot('leave');
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}/battle$`));
    await toCompanies();
    await page
      .getByRole('dialog', { name: 'Leave battle' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page).toHaveURL(/\/companies$/);

    // The company page says a battle is in progress.
    await page.goto(`/company/${company.id}`);
    const start = page.getByRole('link', { name: 'Start Battle' });
    await expect(start).toHaveAccessibleDescription('Battle in progress');
    await shot('in-progress');

    // Discard asks, and the discarded battle can be restored until the next one begins.
    await start.click();
    await page.getByRole('button', { name: 'Discard' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard battle' });
    await expect(discard).toContainText('you can restore it until a new battle begins');
    if (phone) expect(await smallTargets(discard)).toEqual([]);
    await shot('discard');
    await discard.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    const restore = page.getByRole('button', { name: 'Restore the discarded battle' });
    if (phone) expect(await smallTargets(restore)).toEqual([]);
    await shot('restore');
    await restore.click();
    await expect(battle.banner()).toContainText('1 of 2 down');
    await expect(battle.row('Ceorl')).toHaveAccessibleName('Ceorl, Wounded');
    await expect(restore).toBeHidden();
  });
}
