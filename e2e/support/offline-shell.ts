import type { BrowserContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Stands in for the service worker that precaches the app shell (the pwa-shell work): while
 * the context is offline, the built app's files (and index.html for any page address) are
 * served from the build, and the API stays unreachable. With the service worker in place,
 * this goes and the journey's reloads are real cold starts.
 */
export async function serveShellOffline(
  context: BrowserContext,
): Promise<(on: boolean) => Promise<void>> {
  let offline = false;
  await context.route(
    (url) => !url.pathname.startsWith('/api'),
    async (route) => {
      if (!offline) return route.continue();
      const { pathname } = new URL(route.request().url());
      const file = extname(pathname) ? normalize(join(DIST, pathname)) : join(DIST, 'index.html');
      if (!file.startsWith(DIST)) return route.abort('accessdenied');
      try {
        const body = await readFile(file);
        return route.fulfill({
          body,
          contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        });
      } catch {
        return route.abort('internetdisconnected');
      }
    },
  );
  return async (on: boolean) => {
    offline = on;
    await context.setOffline(on);
  };
}
