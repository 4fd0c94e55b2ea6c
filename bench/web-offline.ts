// Offline cold start (bench:web): how soon the app shell paints when a player opens the app at
// the table with no network. With the service worker installed (the page visited once online),
// the browser goes offline, and a new tab opens the page with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, as bench:battle does for a slow phone). Timed in the page,
// from the navigation's start to the first paint with the app's header on screen (the shell),
// beside Chromium's first contentful paint. Everything comes from the worker's precache.
// The page's data is the on-device store's to show offline: `content` is where a measurement of
// the company page's warriors appearing is added (a selector that is met once they paint).
import type { Browser } from 'playwright-core';
import { returningVisitor, storeReturningVisitor } from './web-server';

export const OFFLINE_CPU_SLOWDOWN = 4;

export interface OfflinePage {
  page: string;
  /** Shown once this is on screen: the shell's header unless the page names its content. */
  content?: string;
}

export interface OfflineStart {
  page: string;
  runs: number;
  /** Medians, in milliseconds from the navigation's start. */
  shellMs: number;
  fcpMs: number;
  /**
   * The same page's first visit online with no worker, cold, at the same slowdown and on the
   * same machine at the same time: the yardstick the offline figure is read against.
   */
  onlineShellMs: number;
}

/**
 * Runs in the page (as text: the bench is compiled without the DOM's types): records the time of
 * the first frame painted with the selector's element in the document.
 */
const TIME_PAINT = (selector: string) => `
  new MutationObserver((changes, observer) => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.shownAt = performance.now(); };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function oneColdStart(
  browser: Browser,
  base: string,
  { page, content = 'header' }: OfflinePage,
  user: Record<string, unknown>,
  offline: boolean,
) {
  const context = await browser.newContext({ serviceWorkers: offline ? 'allow' : 'block' });
  try {
    await context.addInitScript(storeReturningVisitor, returningVisitor(user));
    if (offline) {
      // Online, once: the worker registers after the load and precaches the whole app.
      const first = await context.newPage();
      await first.goto(`${base}${page}`, { waitUntil: 'load' });
      await first.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await first.close();
      await context.setOffline(true);
    }
    const tab = await context.newPage();
    await tab.addInitScript(TIME_PAINT(content));
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: OFFLINE_CPU_SLOWDOWN });
    await tab.goto(`${base}${page}`, { waitUntil: 'commit' });
    // A function, not a string: the app's security policy refuses eval in the page.
    await tab.waitForFunction(
      () => typeof (globalThis as { shownAt?: unknown }).shownAt === 'number',
      undefined,
      { timeout: 60_000 },
    );
    const controlled = await tab.evaluate('navigator.serviceWorker.controller !== null');
    if (offline && !controlled)
      throw new Error(`${page} was not opened by the service worker offline.`);
    const shownAt = (await tab.evaluate('window.shownAt')) as number;
    const fcp = (await tab.evaluate(
      `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`,
    )) as number;
    return { shownAt, fcp };
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
      fcpMs: median(times.map((time) => time.fcp)),
      onlineShellMs: median(online.map((time) => time.shownAt)),
    });
  }
  return results;
}
