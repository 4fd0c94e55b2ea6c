// Offline cold start (bench:web): how soon a player who opens the app at the table with no
// network sees their page. With the service worker installed and the page's data kept on the
// device (the page visited once online), the browser goes offline, and a new tab opens the page
// with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, as bench:battle does for a slow
// phone). Timed in the page, from the navigation's start: the first paint with the app's header
// on screen (the shell) and, for a page that names its content, the first paint with that
// content (the company page: all its warrior cards, from the on-device store), beside
// Chromium's first contentful paint. The code comes from the worker's precache, the data from
// IndexedDB (docs/adr/0162-device-store-and-outbox.md).
import type { Browser } from 'playwright-core';
import { returningVisitor, storeReturningVisitor } from './web-server';

export const OFFLINE_CPU_SLOWDOWN = 4;
/** Offline cold start to a company page's warriors, at the slowdown above (bench/RESULTS.md#budgets). */
export const OFFLINE_COMPANY_BUDGET_MS = 2_000;

export interface OfflinePage {
  page: string;
  /** What the player came for: shown once `count` elements match `selector`. */
  content?: { selector: string; count: number };
}

export interface OfflineStart {
  page: string;
  runs: number;
  /** Medians, in milliseconds from the navigation's start. */
  shellMs: number;
  /** The page's content painted; the shell's time for a page that names none. */
  contentMs: number;
  fcpMs: number;
  /**
   * The same page's first visit online with no worker (its data from the server), cold, at the
   * same slowdown and on the same machine at the same time: the yardstick the offline figure
   * is read against.
   */
  onlineContentMs: number;
}

const SHELL = { selector: 'header', count: 1 };

/**
 * Runs in the page (as text: the bench is compiled without the DOM's types): records as
 * `window[key]` the time of the first frame painted with `count` elements matching the selector.
 */
const TIME_PAINT = (key: string, { selector, count }: { selector: string; count: number }) => `
  new MutationObserver((changes, observer) => {
    if (document.querySelectorAll(${JSON.stringify(selector)}).length < ${count}) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window[${JSON.stringify(key)}] = performance.now(); };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Runs in the page: until the on-device store holds a kept answer (it is written just after
 * the answer is shown), so that the offline start has the data a player's phone would.
 */
const KEPT_ANSWERS = `(async () => {
  for (;;) {
    const name = (await indexedDB.databases())
      .map((db) => db.name)
      .find((n) => n && n.startsWith('warband-ledger:'));
    if (name) {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const count = db.objectStoreNames.contains('answers')
        ? await new Promise((resolve, reject) => {
            const counted = db.transaction('answers').objectStore('answers').count();
            counted.onsuccess = () => resolve(counted.result);
            counted.onerror = () => reject(counted.error);
          })
        : 0;
      db.close();
      if (count > 0) return count;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})()`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs in the page (sent as its source, with `key` as its argument). */
const painted = (key: string) =>
  typeof (globalThis as unknown as Record<string, unknown>)[key] === 'number';

async function oneColdStart(
  browser: Browser,
  base: string,
  { page, content = SHELL }: OfflinePage,
  user: Record<string, unknown>,
  offline: boolean,
) {
  const context = await browser.newContext({ serviceWorkers: offline ? 'allow' : 'block' });
  try {
    await context.addInitScript(storeReturningVisitor, returningVisitor(user));
    if (offline) {
      // Online, once: the worker registers after the load and precaches the whole app, and
      // the page's reads are kept on the device.
      const first = await context.newPage();
      await first.addInitScript(TIME_PAINT('contentAt', content));
      await first.goto(`${base}${page}`, { waitUntil: 'load' });
      await first.waitForFunction(painted, 'contentAt', { timeout: 60_000 });
      await first.evaluate(KEPT_ANSWERS);
      await first.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await first.close();
      await context.setOffline(true);
    }
    const tab = await context.newPage();
    await tab.addInitScript(TIME_PAINT('shellAt', SHELL));
    await tab.addInitScript(TIME_PAINT('contentAt', content));
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: OFFLINE_CPU_SLOWDOWN });
    await tab.goto(`${base}${page}`, { waitUntil: 'commit' });
    // A function, not a string: the app's security policy refuses eval in the page.
    await tab.waitForFunction(painted, 'contentAt', { timeout: 60_000 });
    await tab.waitForFunction(painted, 'shellAt', { timeout: 60_000 });
    const controlled = await tab.evaluate('navigator.serviceWorker.controller !== null');
    if (offline && !controlled)
      throw new Error(`${page} was not opened by the service worker offline.`);
    const shownAt = (await tab.evaluate('window.shellAt')) as number;
    const contentAt = (await tab.evaluate('window.contentAt')) as number;
    const fcp = (await tab.evaluate(
      `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`,
    )) as number;
    return { shownAt, contentAt, fcp };
  } finally {
    await context.close();
  }
}

/**
 * Each page's offline cold start, `runs` times in fresh browser contexts, each beside a cold
 * first visit online without the worker; medians.
 */
export async function offlineColdStarts(
  browser: Browser,
  base: string,
  pages: OfflinePage[],
  user: Record<string, unknown>,
  runs: number,
): Promise<OfflineStart[]> {
  const results: OfflineStart[] = [];
  for (const page of pages) {
    const times = [];
    const online = [];
    // Alternated, so both see the machine in the same state.
    for (let run = 0; run < runs; run++) {
      times.push(await oneColdStart(browser, base, page, user, true));
      online.push(await oneColdStart(browser, base, page, user, false));
    }
    results.push({
      page: page.page,
      runs,
      shellMs: median(times.map((time) => time.shownAt)),
      contentMs: median(times.map((time) => time.contentAt)),
      fcpMs: median(times.map((time) => time.fcp)),
      onlineContentMs: median(online.map((time) => time.contentAt)),
    });
  }
  return results;
}
