/**
 * API answers the route preload script asked for while the page's code was downloading
 * (vite-plugins/route-preload.ts, docs/adr/0096-a-signed-in-players-lists-start-with-the-page.md):
 * the lists a player's page reads as it opens. The API client takes one, once, instead of asking
 * again, when the same player asks for the same path soon after; anything else asks the server.
 */
export const PREFETCH_KEY = '__warbandPrefetch';

/** Long enough for a slow phone to start the page; short enough that no edit can be missed. */
const FRESH_MS = 15_000;

interface Prefetched {
  token: string;
  at: number;
  response: Promise<Response>;
}

/** What the route preload script leaves under a path (`vite-plugins/route-preload.ts`). */
function isPrefetched(value: unknown): value is Prefetched {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'token') === 'string' &&
    typeof Reflect.get(value, 'at') === 'number' &&
    Reflect.get(value, 'response') instanceof Promise
  );
}

/** The answer waiting for `path`, if it was asked for with `token` a moment ago; once. */
export function takePrefetched(path: string, token: string): Promise<Response> | undefined {
  const waiting: unknown = Reflect.get(window, PREFETCH_KEY);
  if (typeof waiting !== 'object' || waiting === null) return undefined;
  const prefetched: unknown = Reflect.get(waiting, path);
  if (!prefetched) return undefined;
  Reflect.deleteProperty(waiting, path);
  if (!isPrefetched(prefetched)) return undefined;
  if (prefetched.token !== token || Date.now() - prefetched.at > FRESH_MS) return undefined;
  return prefetched.response;
}
