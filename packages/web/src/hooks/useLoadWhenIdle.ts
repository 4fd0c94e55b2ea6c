import { useEffect, useRef } from 'react';
import { useAfterPageContent } from './useAfterPageContent';

/** How long an idle moment is waited for before loading anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Loads the code of a page's dialogs once the page itself is on screen and the browser is idle,
 * so the first opening of a dialog is as quick as the second rather than waiting for its code.
 * Each loader is the same function its `lazy()` calls: the browser loads a module once, and the
 * later `lazy()` finds it ready. A loader that fails is left alone: the dialog tries again
 * when it opens, and says so if it still cannot load.
 */
export function useLoadWhenIdle(...loaders: Array<() => Promise<unknown>>): void {
  const ready = useAfterPageContent();
  const loadersRef = useRef(loaders);
  useEffect(() => {
    loadersRef.current = loaders;
  });

  useEffect(() => {
    if (!ready) return;
    const load = () => {
      for (const loader of loadersRef.current) void loader().catch(() => undefined);
    };
    // Safari has no idle callback: there the page's next task stands in for it.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 0);
    return () => clearTimeout(timer);
  }, [ready]);
}
