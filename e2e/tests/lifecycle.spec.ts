import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiSession, LifecyclePage } from '../pages/LifecyclePage';
import { compact, pdfPages } from '../support/pdf';
import { newUser, registerViaApi, signInAs } from '../support/users';

const profile = (stats: Record<string, number> = {}) => ({
  move: 6,
  fight: 3,
  shoot: 4,
  strength: 3,
  defence: 4,
  attacks: 1,
  wounds: 1,
  courage: 3,
  intelligence: 0,
  might: 0,
  will: 0,
  fate: 0,
  ...stats,
});

/** Pages of the printed sheet: six cards and the reference section. */
const PAGES = { A4: 2, Letter: 2 };

const TERROR = 'Enemies must pass a Courage test to charge this model.';
const SAP_WILL = 'The target loses one point of Will.';

/** The company of the journey: a Leader on a horse, a Hero who will fall, and a Warrior. */
function warriorsOf(companyId: string) {
  return [
    {
      companyId,
      name: 'Captain Aldric',
      rank: 'Leader',
      race: 'Rohan',
      chosenPath: 'Knight',
      basePoints: 50,
      experience: 12,
      baseStats: profile({
        fight: 4,
        attacks: 2,
        wounds: 2,
        courage: 4,
        might: 2,
        will: 1,
        fate: 1,
      }),
      wargear: [
        { id: 'n1', new: true, name: 'Sword', type: 'base', pointsLow: 0, pointsHigh: 0, mount: 0 },
        {
          id: 'n2',
          new: true,
          name: 'Horse',
          type: 'armoury',
          description: 'A steed of the Riddermark.',
          pointsLow: 10,
          pointsHigh: 10,
          mount: 1,
          move: 10,
          strength: 3,
          defence: 4,
          wounds: 1,
          courage: 3,
        },
      ],
      specialRules: [{ id: 'r1', new: true, type: 'base', name: 'Terror', description: TERROR }],
      spells: [
        {
          id: 's1',
          new: true,
          type: 'base',
          name: 'Sap Will',
          description: SAP_WILL,
          baseCastingValue: 5,
        },
      ],
    },
    {
      companyId,
      name: 'Théodred',
      rank: 'Hero',
      race: 'Rohan',
      basePoints: 40,
      experience: 6,
      baseStats: profile({ fight: 4, fate: 1 }),
      specialRules: [{ id: 'r1', new: true, type: 'base', name: 'Terror', description: TERROR }],
    },
    // Enough riders for the sheet to run over a page.
    ...['Tam', 'Ceorl', 'Dúnhere', 'Elfhelm'].map((name) => ({
      companyId,
      name,
      rank: 'Warrior',
      race: 'Rohan',
      basePoints: 8,
      experience: 3,
      baseStats: profile(),
    })),
  ];
}

function shooter(page: Page, width: number, dir: string) {
  mkdirSync(dir, { recursive: true });
  return (name: string) =>
    page.screenshot({ path: join(dir, `lifecycle-${name}-${width}.png`), fullPage: true });
}

for (const width of [1280, 360]) {
  const phone = width < 1200;

  test(`a company's life: retired, re-enlisted, its dead remembered, printed and shared, at ${width} px`, async ({
    page,
    request,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    const dir = process.env.E2E_SHOTS_DIR ?? info.outputPath();
    const shot = shooter(page, width, dir);
    await page.setViewportSize({ width, height: 800 });
    // The print dialog cannot be driven headless: count the calls, and print to PDF instead.
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    const user = newUser('lifecycle');
    await registerViaApi(request, user);
    const api = await apiSession(request, user);
    const company = await api.post('/api/company/create', {
      name: 'Riders of the Westfold',
      race: 'Rohan',
      influence: 6,
    });
    const ids: string[] = [];
    for (const warrior of warriorsOf(company.id)) {
      ids.push((await api.post('/api/warrior/create', warrior)).id);
    }
    const theodredId = ids[1]!;
    const lc = new LifecyclePage(page);
    await signInAs(page, user, `/company/${company.id}`);
    await expect(lc.heading('Riders of the Westfold')).toBeVisible();
    await expect(lc.card('Théodred')).toBeVisible();
    await shot('company');

    // Retire: asked first, then Retired Companies, and out of the side navigation.
    let dialog = await lc.editDialog();
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await lc.confirm('Are you sure you want to retire this company?');
    await expect(lc.alert()).toContainText('Company retired successfully');
    await expect(page).toHaveURL(/\/retired$/);
    await expect(lc.heading('Retired Companies')).toBeVisible();
    await expect(page.getByTestId('company-card-name')).toHaveText(['Riders of the Westfold']);
    if (!phone) {
      await expect(
        page.getByRole('navigation', { name: 'Companies' }).getByText('Riders of the Westfold'),
      ).toHaveCount(0);
    }
    await shot('retired');

    // Its page stays readable; Re-Enlist brings it back to My Companies.
    await page.getByTestId('company-card-name').click();
    await expect(lc.heading('Riders of the Westfold')).toBeVisible();
    await expect(page.getByText('Retired', { exact: true })).toBeVisible();
    dialog = await lc.editDialog();
    await dialog.getByRole('button', { name: 'Re-Enlist' }).click();
    await lc.confirm('Are you sure you want to re-enlist this company?');
    await expect(page).toHaveURL(/\/companies$/);
    await expect(lc.alert()).toContainText('Company re-enlisted successfully');
    await expect(page.getByTestId('company-card-name')).toHaveText(['Riders of the Westfold']);

    // Théodred falls (through the API: the warrior editor is another screen) and is found in
    // the graveyard, on a card that does not turn over.
    const theodred = await api.get(`/api/warrior/${company.id}`);
    const stored = (theodred as unknown as { id: string }[]).find((w) => w.id === theodredId)!;
    await api.put(`/api/warrior/${theodredId}`, { ...stored, status: 'dead' });
    await lc.headerLink('Graveyard', phone);
    await expect(lc.heading('Graveyard')).toBeVisible();
    const fallen = page.getByRole('region', { name: 'Riders of the Westfold' });
    await expect(fallen.getByRole('heading', { level: 3 })).toHaveText(['Théodred']);
    await expect(fallen.getByTestId('warrior-card')).not.toHaveAttribute('data-flipped', /.*/);
    await shot('graveyard');
    await page.goto(`/company/${company.id}`);
    await expect(lc.card('Captain Aldric')).toBeVisible();
    await expect(lc.card('Théodred')).toHaveCount(0);

    // Brought back as injured (the editor's Injuries tab sends the same call): out of the
    // graveyard, back on the company page, its card turned over.
    await api.put(`/api/graveyard/${theodredId}`, { status: 'injured' });
    await page.goto('/graveyard');
    await expect(
      page.getByText('No fallen warriors. A warrior whose status becomes Dead is remembered here.'),
    ).toBeVisible();
    await page.goto(`/company/${company.id}`);
    await expect(lc.card('Théodred')).toHaveAccessibleName('Théodred Injured');

    if (!phone) {
      // Print: the sheet, then the print dialog; printed to PDF on A4 and US Letter. Printing
      // ends with 'afterprint', which takes the sheet away: each format is a press of Print.
      const sheet = page.getByTestId('print-sheet');
      const pressPrint = async (times: number) => {
        await page.getByRole('button', { name: 'Print' }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
          .toBe(times);
        await expect(sheet.getByTestId('print-card')).toHaveCount(6);
      };
      let presses = 0;
      for (const format of ['A4', 'Letter'] as const) {
        await pressPrint(++presses);
        const pdf = await page.pdf({ format, printBackground: false });
        writeFileSync(join(dir, `lifecycle-print-${format}.pdf`), pdf);
        const pages = pdfPages(pdf);
        expect(pages.length, format).toBe(PAGES[format]);
        const all = compact(pages.join(' '));
        for (const text of [
          'Riders of the Westfold',
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
        // No card split across two pages: every page holds as many card heads (the points
        // line) as card ends (the wounds track), and all six cards are there.
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
      await pressPrint(++presses);
      const circles = sheet.getByTestId('print-card').first().getByTestId('experience-circle');
      await expect(circles).toHaveCount(105);
      await expect(circles.and(page.locator('[data-filled]'))).toHaveCount(12);
      await expect(sheet.getByTestId('wounds-marker')).toHaveCount(60);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 794, height: 1123 });
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await page.screenshot({ path: join(dir, 'lifecycle-print-sheet.png'), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect(sheet).toHaveCount(0);
    }

    // Share: the owner turns the link on and copies it.
    dialog = await lc.shareDialog();
    const link = `${baseURL}/company/${api.userId}/${company.id}`;
    await expect(dialog.getByLabel('Read-only link')).toHaveValue(link);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await lc.shareSwitch(dialog).click();
    await expect(dialog.getByText(/Friends can open this link without an account/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await shot('share');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // A friend opens it in a fresh browser, without an account: read-only, printable.
    const friend = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const view = await friend.newPage();
      await view.goto(link);
      await expect(
        view.getByRole('heading', { level: 1, name: 'Riders of the Westfold' }),
      ).toBeVisible();
      await expect(view.getByText('Read-only')).toBeVisible();
      await expect(view.getByRole('article', { name: /^Captain Aldric/ })).toContainText('Terror');
      await expect(view.getByRole('button', { name: 'Print' })).toBeVisible();
      for (const name of ['Edit', 'Share', 'Start Battle', 'Logout']) {
        await expect(view.getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await view.screenshot({ path: join(dir, `lifecycle-shared-${width}.png`), fullPage: true });

      // The owner turns it off: the friend's next look finds a clear page, and nothing else.
      dialog = await lc.shareDialog();
      await lc.shareSwitch(dialog).click();
      await expect(dialog.getByText('The link is off: nobody but you can open it.')).toBeVisible();
      await view.reload();
      await expect(
        view.getByRole('heading', { level: 1, name: 'This company is not shared' }),
      ).toBeVisible();
      await expect(view.getByText('Captain Aldric')).toHaveCount(0);
      await view.screenshot({
        path: join(dir, `lifecycle-not-shared-${width}.png`),
        fullPage: true,
      });
    } finally {
      await friend.close();
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
