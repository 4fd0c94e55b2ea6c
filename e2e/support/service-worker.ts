import type { Page } from '@playwright/test';

/**
 * Until the app's service worker has precached the app and controls this page
 * (docs/adr/0154-app-shell.md): from then on the app opens with no network. Answers the
 * worker's script address.
 */
export async function workerInControl(page: Page): Promise<string | null> {
  // Registered after the page's load, when the browser is idle; active once it has precached.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first install takes the page it was registered from, without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}
