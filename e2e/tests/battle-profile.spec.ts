import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BattlePage } from '../pages/BattlePage';
import { apiSession, manProfile, rider } from '../support/api';
import { smallTargets } from '../support/layout';
import { newUser, registerViaApi, signInAs } from '../support/users';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-battle-profile';

// Each scheme and each width once: a phone in the light scheme, a wide screen in the dark.
for (const [scheme, width] of [
  ['light', 360],
  ['dark', 1280],
] as const) {
  test(`a warrior's profile read in the battle, ${scheme}, at ${width} px`, async ({
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

    const battle = new BattlePage(page);
    await signInAs(page, user, `/company/${company.id}`);
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
  });
}
