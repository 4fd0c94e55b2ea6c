import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BattlePage } from '../pages/BattlePage';
import { LifecyclePage } from '../pages/LifecyclePage';
import { WarriorEditorPage } from '../pages/WarriorEditorPage';
import { seriousAccessibilityIssues } from '../support/axe';
import { lowContrastTexts } from '../support/contrast';
import { signInWithWestfold } from '../support/westfold';

/*
 * The company page, the warrior editor, battle mode, the War's Aftermath and a retired
 * company's read-only screens, in Mantine's light and dark schemes, on a phone and a wide
 * screen: every text reads at WCAG AA, and each screen is photographed to be looked at.
 * The app has no control for the scheme: Mantine keeps it in local storage under this key,
 * 'light' unless something stored 'dark' there.
 */
const SCHEME_KEY = 'mantine-color-scheme-value';

async function inScheme(page: Page, scheme: 'light' | 'dark', width: number) {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SCHEME_KEY, scheme],
  );
  await page.setViewportSize({ width, height: width < 1000 ? 640 : 800 });
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-schemes';
  mkdirSync(dir, { recursive: true });
  return {
    shot: async (name: string, fullPage = false) => {
      // A whole page from its top, so the sticky header sits where it belongs.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(dir, `${scheme}-${name}-${width}.png`), fullPage });
    },
    /** Every text of `scope` at AA, once its opening animations have settled. */
    readable: async (scope: Locator, where: string) => {
      await scope.evaluate((root) =>
        Promise.allSettled(
          root
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      const low = await lowContrastTexts(scope);
      if (process.env.E2E_LIST_CONTRAST)
        console.log('LOW', scheme, width, where, JSON.stringify(low));
      expect.soft(low, where).toEqual([]);
    },
    /** Nothing serious for axe on the whole page as it stands. */
    accessible: async (where: string) => {
      expect.soft(await seriousAccessibilityIssues(page), where).toEqual([]);
    },
  };
}

// Each scheme at each width would be four journeys of the same screens: the contrast of a
// text depends on the scheme, not the width, so each scheme is walked once, each at one width.
for (const [scheme, width] of [
  ['light', 360],
  ['dark', 1280],
] as const) {
  test(`a company, its warrior editor, a battle and its aftermath, ${scheme}, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { shot, readable, accessible } = await inScheme(page, scheme, width);
    page.on('dialog', (dialog) => void dialog.accept());
    await signInWithWestfold(page, request, { theodred: 'injured' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const lc = new LifecyclePage(page);
    // The whole page: header, side navigation and footer too.
    const main = page.locator('body');

    // The company page, its cards and Battle History.
    await expect(lc.card('Captain Aldric')).toBeVisible();
    // The later cards are drawn after the first ones, so the bottom moves: scroll until it holds.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('region', { name: 'Battle History' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await page.evaluate(() => window.scrollTo(0, 0));
    await readable(main, 'company');
    await accessible('company');
    await shot('company', true);

    // The warrior editor: Details, Characteristics and the Overview.
    await lc.card('Captain Aldric').click();
    const editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.expectOpen();
    await readable(editor.dialog, 'editor-details');
    await accessible('editor-details');
    await shot('editor-details');
    await editor.openTab('Characteristics');
    await readable(editor.dialog, 'editor-characteristics');
    await shot('editor-characteristics');
    await editor.openTab('Overview');
    await readable(editor.dialog, 'editor-overview');
    await shot('editor-overview');
    await editor.dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(editor.dialog).toBeHidden();

    // Battle mode: Old Battle Wounds, Against the Odds, the battle broken, Tools, Quit.
    const battle = new BattlePage(page);
    await page.getByRole('link', { name: 'Start Battle' }).click();
    await expect(page.getByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    await readable(main, 'battle-old-wounds');
    await shot('battle-old-wounds');
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByLabel("Opponent's rating").fill('400');
    await readable(main, 'battle-odds');
    await shot('battle-odds');
    await page.getByRole('button', { name: 'Begin Battle' }).click();
    await battle.less('Tam', 'Wounds');
    await battle.flee('Ceorl');
    await battle.less('Dúnhere', 'Wounds');
    await battle.more('Captain Aldric', 'Wounds inflicted');
    await expect(battle.banner()).toContainText('Broken');
    await readable(main, 'battle');
    await accessible('battle');
    await shot('battle');
    await page.getByRole('button', { name: 'Tools' }).click();
    const tools = page.getByRole('dialog', { name: 'Tools' });
    await tools.getByRole('button', { name: 'Roll for me' }).click();
    await readable(tools, 'battle-tools');
    await shot('battle-tools');
    await tools.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Quit' }).click();
    const quit = page.getByRole('dialog', { name: 'Quit battle' });
    await readable(quit, 'battle-quit');
    await shot('battle-quit');
    await quit.getByRole('button', { name: 'Cancel' }).click();

    // The War's Aftermath, step by step.
    await page.getByRole('button', { name: 'End Battle' }).click();
    const ending = page.getByRole('dialog', { name: 'End Battle' });
    await readable(ending, 'battle-end');
    await ending.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
    await page.getByRole('radio', { name: 'Win' }).check();
    await readable(main, 'aftermath-result');
    await shot('aftermath-result');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Injuries' })).toBeFocused();
    await readable(main, 'aftermath-injuries');
    await accessible('aftermath-injuries');
    await shot('aftermath-injuries', true);
  });

  test(`a retired company's graveyard and battle mode, ${scheme}`, async ({ page, request }) => {
    const { shot, readable } = await inScheme(page, scheme, 360);
    const { api, companyId } = await signInWithWestfold(page, request);
    const lc = new LifecyclePage(page);
    await lc.card('Théodred').click();
    const editor = new WarriorEditorPage(page, 'Edit Warrior');
    await editor.openTab('Injuries');
    await editor.choose('Status', 'Dead');
    await editor.button('Save').click();
    await expect(lc.card('Théodred')).toHaveCount(0);
    await api.put(`/api/company/${companyId}/retire`, { retire: true });

    await page.goto('/graveyard');
    const fallen = page.getByRole('region', { name: 'Riders of the Westfold' });
    await expect(fallen).toContainText('is retired, so its fallen can be viewed but not changed');
    await expect(fallen.getByRole('button', { name: 'Delete Théodred' })).toHaveCount(0);
    await readable(page.locator('body'), 'retired-graveyard');
    await shot('retired-graveyard', true);
    await lc.card('Théodred').click();
    const view = new WarriorEditorPage(page, 'View Warrior');
    await expect(view.tabs()).toHaveText(['Overview']);
    await readable(view.dialog, 'retired-graveyard-view');
    await shot('retired-graveyard-view');
    await view.dialog.getByRole('button', { name: 'Close' }).last().click();

    await page.goto(`/company/${companyId}/battle`);
    await expect(page.getByText('This company is retired, so it fights no battles.')).toBeVisible();
    await readable(page.locator('body'), 'retired-battle');
    await shot('retired-battle', true);
  });
}
