import { GET_VERSION, SKIP_WAITING } from '../../service-worker/sw-routes';

/** A new version of the app, installed and waiting for the player's Reload. */
export interface WaitingUpdate {
  worker: ServiceWorker;
  /** The new build's version, as the worker tells it, or null when it did not answer. */
  version: string | null;
}

/** How long the waiting worker is given to say which version it is. */
const VERSION_TIMEOUT_MS = 2000;
/** A page left open at the table still hears of a new version, at most this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Asks a worker which build it is (src/service-worker/sw.ts answers on the port). */
export function askVersion(worker: ServiceWorker, timeoutMs = VERSION_TIMEOUT_MS) {
  return new Promise<string | null>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.version === 'string' ? event.data.version : null);
    };
    worker.postMessage({ type: GET_VERSION }, [channel.port2]);
  });
}

/**
 * Registers the app's service worker and calls `onWaiting` when a new version has installed
 * beside the one controlling the page. The first install is not an update: with no worker in
 * control yet, it takes over at once and nothing is offered. Loaded after the page
 * (useAppUpdate), never with the first page's script.
 */
export async function registerAppWorker(
  onWaiting: (update: WaitingUpdate) => void,
): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  // The worker script is always revalidated with the server, whatever its cache headers.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  const announce = (worker: ServiceWorker) => {
    if (!container.controller) return;
    void askVersion(worker).then((version) => onWaiting({ worker, version }));
  };
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce(installing);
    });
  });
  setInterval(() => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
  return registration;
}

/**
 * The player pressed Reload: the waiting version takes over, and this page reloads once it
 * controls it, so the page and the worker are of one version.
 */
export function applyUpdate(update: WaitingUpdate): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  update.worker.postMessage({ type: SKIP_WAITING });
}
