import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compact, pdfPages } from '../support/pdf';
import { COMPANY_NAME, SAP_WILL, signInWithWestfold, TERROR } from '../support/westfold';

/** Pages of the printed sheet: six cards and the reference section. */
const PAGES = { A4: 2, Letter: 2 };

/** The print dialog cannot be driven headless: count the calls, and print to PDF instead. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

test('a company printed to PDF on A4 and US Letter, and its sheet as laid out', async ({
  page,
  request,
}, info) => {
  const dir = process.env.E2E_SHOTS_DIR ?? info.outputPath();
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const printed = await countPrints(page);
  // Théodred came back from his last battle injured: the sheet says so.
  await signInWithWestfold(page, request, { theodred: 'injured' });
  await expect(page.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();

  // Printing ends with 'afterprint', which takes the sheet away: each format is a press.
  const sheet = page.getByTestId('print-sheet');
  let presses = 0;
  const pressPrint = async () => {
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(printed).toBe(++presses);
    await expect(sheet.getByTestId('print-card')).toHaveCount(6);
  };
  for (const format of ['A4', 'Letter'] as const) {
    await pressPrint();
    const pdf = await page.pdf({ format, printBackground: false });
    writeFileSync(join(dir, `lifecycle-print-${format}.pdf`), pdf);
    const pages = pdfPages(pdf);
    expect(pages.length, format).toBe(PAGES[format]);
    const all = compact(pages.join(' '));
    for (const text of [
      COMPANY_NAME,
      'Captain Aldric',
      'Théodred',
      'Tam',
      'Injuries: Injured',
      `Terror: ${TERROR}`,
      `Sap Will: ${SAP_WILL}`,
      'Horse (Mv 10"',
      'A steed of the Riddermark.',
      'Sap Will 5+',
      'Wounds inflicted',
    ].map(compact)) {
      expect(all, `${format}: ${text}`).toContain(text);
    }
    // Each rule once in the reference section, though two warriors have it.
    expect(all.split(compact(TERROR)).length - 1, format).toBe(1);
    // No navigation, buttons or footer of the app.
    for (const text of ['My Companies', 'Logout', 'Share', 'Graveyard']) {
      expect(all, `${format}: ${text}`).not.toContain(compact(text));
    }
    // No card split across two pages: every page holds as many card heads (the points line)
    // as card ends (the wounds track), and all six cards are there.
    const count = (text: string, part: string) => compact(text).split(part).length - 1;
    for (const [index, text] of pages.entries()) {
      expect(count(text, 'wargear)'), `${format} page ${index + 1}`).toBe(
        count(text, 'Woundsinflicted'),
      );
    }
    expect(count(pages.join(''), 'Woundsinflicted'), format).toBe(6);
  }
  // Printing to PDF ended the print as a dialog would: the sheet is gone.
  await expect(sheet).toHaveCount(0);

  // The sheet's circles and markers, as laid out for print.
  await pressPrint();
  const circles = sheet.getByTestId('print-card').first().getByTestId('experience-circle');
  await expect(circles).toHaveCount(105);
  await expect(circles.and(page.locator('[data-filled]'))).toHaveCount(12);
  await expect(sheet.getByTestId('wounds-marker')).toHaveCount(60);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.screenshot({ path: join(dir, 'lifecycle-print-sheet.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
});

test("the company page printed from the browser's menu: its cards alone, none split", async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithWestfold(page, request);
  const cards = page.getByRole('list', { name: 'Warriors' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'New Warrior' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Battle' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const name of ['Edit', 'Print', 'Share', 'New Warrior', "What's new"]) {
    await expect(page.getByRole('button', { name, exact: true }), name).toBeHidden();
  }
  await expect(page.getByRole('link', { name: 'Start Battle' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS('break-inside', 'avoid');
  }
  // For a person to look at: the page as paper sees it, on a phone's width.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: info.outputPath('company-print-360.png'), fullPage: true });
});
