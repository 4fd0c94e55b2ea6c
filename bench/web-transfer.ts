// The JS and CSS bytes a page load actually transferred in Chromium, compressed as sent.
import type { Browser } from 'playwright-core';
import { returningVisitor, storeReturningVisitor } from './web-server';

export interface Transfer {
  page: string;
  encoding: string;
  js: number;
  css: number;
  jsFiles: number;
}

/** Loads a page in a fresh context and adds up the bytes of scripts and style sheets. */
export async function transferred(
  browser: Browser,
  base: string,
  page: string,
  user?: Record<string, unknown>,
): Promise<Transfer> {
  const context = await browser.newContext();
  await context.addInitScript(storeReturningVisitor, returningVisitor(user));
  const tab = await context.newPage();
  const responses: Promise<Omit<Transfer, 'page'> | null>[] = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    responses.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          encoding: response.headers()['content-encoding'] ?? 'none',
          js: type === 'script' ? sizes.responseBodySize : 0,
          css: type === 'stylesheet' ? sizes.responseBodySize : 0,
          jsFiles: type === 'script' ? 1 : 0,
        })),
    );
  });
  await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  const all = (await Promise.all(responses)).filter((entry) => entry !== null);
  await context.close();
  return {
    page,
    encoding: [...new Set(all.map((entry) => entry.encoding))].join(', '),
    js: all.reduce((sum, entry) => sum + entry.js, 0),
    css: all.reduce((sum, entry) => sum + entry.css, 0),
    jsFiles: all.reduce((sum, entry) => sum + entry.jsFiles, 0),
  };
}
