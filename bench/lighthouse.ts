// Lighthouse's performance score of one page load, in a fresh Chromium profile.
import { chromium } from 'playwright-core';
import { returningVisitor, storeReturningVisitor } from './web-server';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Score {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred, compressed as sent. */
  bytes: number;
  /** Lighthouse's whole report (JSON), for reading its diagnostics. */
  report: string;
}

export async function lighthouseInstalled(): Promise<boolean> {
  try {
    await import('lighthouse');
    return true;
  } catch {
    return false;
  }
}

export async function lighthouseScore(
  base: string,
  page: string,
  preset: 'mobile' | 'desktop',
  user?: Record<string, unknown>,
): Promise<Score> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  // A browser of its own per run: a fresh profile, so nothing is cached from an earlier page.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    // Set up the visitor from a same-origin file that loads no script, so the measured load
    // still starts with an empty cache.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const tab = await browser.contexts()[0]!.newPage();
    await tab.goto(`${base}/favicon.svg`);
    await tab.evaluate(storeReturningVisitor, returningVisitor(user));
    await tab.close();
    await browser.close();
    const result = await lighthouse(
      `${base}${page}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps what was stored above; the cache is empty anyway in this fresh profile.
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    if (lhr.finalDisplayedUrl !== `${base}${page}`) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page}.`);
    }
    return {
      page,
      preset,
      performance: lhr.categories.performance?.score ?? NaN,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      report: JSON.stringify(lhr),
    };
  } finally {
    chrome.kill();
  }
}
