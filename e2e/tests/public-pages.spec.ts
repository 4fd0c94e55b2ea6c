import { expect, test, type Page } from '@playwright/test';
import { COMPANY_NAME, signInWithWestfold } from '../support/westfold';

/** What a page asked the API, with the answers' statuses, and the errors its console logged. */
function watch(page: Page) {
  const answers: { method: string; path: string; status: number }[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    answers.push({
      method: response.request().method(),
      path: url.pathname,
      status: response.status(),
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { answers, consoleErrors };
}

/** Until the page's content is in and the idle work after it (dialogs' code, adverts) is done. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

test('a visitor without an account asks nothing that answers 401 and logs no error', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { api, companyId } = await signInWithWestfold(page, request);
  await api.put(`/api/company/${companyId}/share`, { shared: true });
  // A visitor's own browser: nothing stored from any session.
  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    const seen = watch(view);
    for (const path of ['/', '/login', '/about']) {
      await view.goto(path);
      await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(view);
    }
    await view.goto(`${baseURL}/company/${api.userId}/${companyId}`);
    await expect(view.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();
    await settle(view);

    expect(seen.answers.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test('a revoked link is asked for once, and its 404 is the only error logged', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { api, companyId } = await signInWithWestfold(page, request);
  await api.put(`/api/company/${companyId}/share`, { shared: true });
  // The first link is replaced: it answers 404 from now on.
  await page.request.post(`/api/company/${companyId}/share/new`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    const seen = watch(view);
    await view.goto(`${baseURL}/company/${api.userId}/${companyId}`);
    await expect(
      view.getByRole('heading', { level: 1, name: 'This company is not shared' }),
    ).toBeVisible();
    await settle(view);

    const sharedPath = `/api/company/shared/${api.userId}/${companyId}`;
    expect(seen.answers).toEqual([{ method: 'GET', path: sharedPath, status: 404 }]);
    // The browser's own line for the 404 answer, and nothing from the app.
    expect(seen.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  } finally {
    await visitor.close();
  }
});

test('logging out while a read is on its way neither reloads nor says the session expired', async ({
  page,
  request,
}) => {
  const { companyId } = await signInWithWestfold(page, request);
  // The company page's Battle History is read as it comes near; hold that read back until
  // the logout has reached the server, so it arrives with a token that is no longer valid.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/company/${companyId}/battles`, async (route) => {
    await released;
    await route.continue();
  });
  let asked = false;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/company/${companyId}/battles`) asked = true;
  });
  await page.goto(`/company/${companyId}`);
  // The cards are drawn after the page loads, moving the bottom: scroll until the read goes.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(asked).toBe(true);
  }).toPass();

  const seen = watch(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const refused = page.waitForResponse(`**/api/company/${companyId}/battles`);
  release();
  expect((await refused).status()).toBe(401);
  await settle(page);

  // The same page, never reloaded, and no note that the session ran out.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionExpired'))).toBeNull();
  expect(seen.answers.map((answer) => answer.path)).toEqual([
    '/api/users/logout',
    `/api/company/${companyId}/battles`,
  ]);
  await page.getByRole('link', { name: 'Login/Register' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login or Register' })).toBeVisible();
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
});

/** The signed-in player's token, as the web app keeps it. */
async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token,
  );
}
