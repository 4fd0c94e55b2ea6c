// The app's service worker (docs/adr/0154-app-shell.md), built by vite-plugin-pwa
// (injectManifest): the build writes the list of files to precache where __WB_MANIFEST stands.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  APP_SHELL,
  GET_VERSION,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  isWarriorImage,
  NOT_APP_PAGES,
  SKIP_WAITING,
} from './sw-routes';

declare const self: ServiceWorkerGlobalScope;

// The page, every script and style sheet of every route, the icons and the fonts: the whole
// app opens with no network once this worker is installed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once: a player who goes offline before reloading
// still gets the code of the pages they open next from the precache. A later version
// activates only on the player's Reload (the page then reloads anyway) or with every window
// closed, so claiming never swaps a worker under a page that did not ask for it.
clientsClaim();

// Any address of the app opens the precached page offline (and online too, without waiting
// on the network); the router in the page takes it from there.
const appShell = createHandlerBoundToURL(APP_SHELL);
registerRoute(new NavigationRoute(appShell, { denylist: NOT_APP_PAGES }));

registerRoute(
  ({ url }) => isWarriorImage(url, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The API is deliberately not routed: its requests go to the network as if there were no
// worker, and the on-device store (IndexedDB) keeps what the app read and queues what it
// writes. A route added here for /api would answer before the store's own fallback ran.

// A new version installs and then waits: it takes over only when the player presses Reload
// in the update prompt (never on its own, never during a battle), or once every window of the
// app is closed.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null ? Reflect.get(data, 'type') : undefined;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === GET_VERSION) event.ports[0]?.postMessage({ version: __APP_VERSION__ });
});
