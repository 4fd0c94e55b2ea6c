import { i18n } from '../i18n/i18n';

/**
 * What the route error boundary (app/RouteError.tsx) tells the player, by what went wrong:
 * a page whose code or style sheet could not be fetched is the common case offline (the page
 * was never opened online, or the app's service worker is not there), and deserves a plain
 * word rather than the router's stack trace.
 */

export type RouteErrorKind = 'offline' | 'not-loaded' | 'failed';

/**
 * A failed `import()` of a page's chunk (Chromium, Firefox and Safari word it differently) or
 * of its style sheet (Vite's preload helper).
 */
const LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|unable to preload css/i;

export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

export function routeErrorKind(error: unknown, online: boolean): RouteErrorKind {
  if (!isLoadFailure(error)) return 'failed';
  return online ? 'not-loaded' : 'offline';
}

/** What the boundary says for each kind, in the player's language. */
export function routeErrorTexts(kind: RouteErrorKind): { title: string; body: string } {
  switch (kind) {
    case 'offline':
      return {
        title: i18n._('This page is not on this device yet'),
        body: i18n._(
          'You are offline, and this page has not been saved on this device. It opens once you are back online, and offline too after that.',
        ),
      };
    case 'not-loaded':
      return {
        title: i18n._('This page could not be loaded'),
        body: i18n._(
          'Part of the app could not be downloaded. Check your connection and try again.',
        ),
      };
    case 'failed':
      return {
        title: i18n._('Something went wrong'),
        body: i18n._(
          'This page ran into a problem. Try again; if it keeps happening, reload the app later.',
        ),
      };
  }
}

export const retryLabel = () => i18n._('Retry');
