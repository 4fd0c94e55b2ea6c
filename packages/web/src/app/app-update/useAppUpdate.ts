import { useEffect, useState } from 'react';
import { registersServiceWorker } from '../../config';
import type { WaitingUpdate } from './register';

/**
 * The registration's code: its own chunk, fetched after the page has loaded. Imported from
 * here alone, so the bundler keeps it apart from the chunks the dialogs share.
 */
export const loadRegistration = () => import('./register');

let started = false;
let waiting: WaitingUpdate | null = null;
const listeners = new Set<(update: WaitingUpdate) => void>();

/**
 * Registers the service worker once per page, after the page has loaded and the browser is
 * idle, so the worker's download of the whole app never competes with the first page's own
 * files and reads.
 */
function startOnce() {
  if (started) return;
  started = true;
  const register = () =>
    void loadRegistration()
      .then(({ registerAppWorker }) =>
        registerAppWorker((update) => {
          waiting = update;
          for (const listener of listeners) listener(update);
        }),
      )
      // No worker (a private window that refuses one, a failed download): the app works as
      // an ordinary site, and the next page load tries again.
      .catch(() => undefined);
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** A new version of the app waiting for the player's Reload, or null. */
export function useAppUpdate(): WaitingUpdate | null {
  const [update, setUpdate] = useState(waiting);
  useEffect(() => {
    if (!registersServiceWorker || !('serviceWorker' in navigator)) return;
    listeners.add(setUpdate);
    startOnce();
    return () => {
      listeners.delete(setUpdate);
    };
  }, []);
  return update;
}
