import { useEffect, useState } from 'react';

/**
 * True once the page's own content has loaded and the browser is idle: what is secondary
 * (adverts) waits for it, so it never competes with the page for the network or the CPU.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const whenIdle = () => {
      const done = () => !cancelled && setReady(true);
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(done, { timeout: 2000 })
          : window.setTimeout(done, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}
