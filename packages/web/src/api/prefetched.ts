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

/**
 * Where the route preload script notes the banner it is picking for the page it opened: its
 * size at once, its picture's address once the banner list is in (the picture is then fetched).
 */
export const BANNER_KEY = '__warbandBanner';

function bannerPick(size: string): object | undefined {
  const picked: unknown = Reflect.get(window, BANNER_KEY);
  if (typeof picked !== 'object' || picked === null) return undefined;
  return Reflect.get(picked, 'size') === size ? picked : undefined;
}

/** Whether the banner of `size` above this page is being fetched with the page's reads. */
export function bannerPrefetched(size: string): boolean {
  return bannerPick(size) !== undefined;
}

/**
 * The picture of the banner of `size` the route preload script picked and fetched, if it has;
 * once, so that later page views pick anew.
 */
export function takePrefetchedBanner(size: string): string | undefined {
  const picked = bannerPick(size);
  if (!picked) return undefined;
  Reflect.deleteProperty(window, BANNER_KEY);
  const image: unknown = Reflect.get(picked, 'image');
  return typeof image === 'string' ? image : undefined;
}
