/**
 * What the service worker answers from its caches, as plain functions of the address so they
 * are tested without a worker (sw-routes.test.ts). Everything not named here goes to the network
 * untouched: above all the API, whose answers the on-device store keeps
 * (docs/adr/new-app-shell.md).
 */

/** The precached page every app address is answered with offline. */
export const APP_SHELL = '/index.html';

/** Where the warrior images seen are kept, cache-first (they never change at an address). */
export const IMAGE_CACHE = 'warrior-images';
/** About a company's worth of images several times over; the oldest seen go first. */
export const IMAGE_CACHE_MAX_ENTRIES = 200;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/**
 * Navigations that are not the app's pages: the API (its documentation included), the image
 * files, and any address of a file (a last segment with an extension, such as /sw.js).
 */
export const NOT_APP_PAGES: RegExp[] = [/^\/api(?:\/|$)/, /^\/uploads\//, /\/[^/]+\.[^/]+$/];

/** Whether a navigation to `pathname` is one of the app's pages (answered with the shell). */
export function isAppPage(pathname: string): boolean {
  return !NOT_APP_PAGES.some((pattern) => pattern.test(pathname));
}

/**
 * Warrior images stored on this server's disk (GET /uploads/<player>/<company>/<file>): each
 * version has its own address, so a copy kept is never stale. Images in a bucket are on
 * another origin and are left to the browser's HTTP cache: the page loads them without CORS,
 * so the worker could only keep opaque copies, which browsers count at megabytes each.
 */
export function isWarriorImage(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/uploads\/[^/]+\/[^/]+\/[^/]+$/.test(url.pathname);
}

/** The message the page sends the waiting worker when the player presses Reload. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The message that asks a worker which build it is (answered on the message's port). */
export const GET_VERSION = 'GET_VERSION';
