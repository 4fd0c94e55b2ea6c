import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * True once the page's own content is on screen: its scripts and style sheets have loaded (the
 * window's `load`), none of its API reads is in flight, and a frame has been painted since.
 * What is secondary (adverts) waits for it, so it never competes with the page for the
 * network; it does not also wait for an idle moment, which kept the banner, a phone's largest
 * paint, further behind the page
 * (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md). Once true it stays
 * true for the page view, whatever is read later (the adverts' own reads included). `onReady` runs
 * in the short task that decides it, before React renders anything for it: requests started there
 * leave at once, not after that render.
 */
export function useAfterPageContent(onReady?: () => void): boolean {
  const reading = useIsFetching() > 0;
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  const [ready, setReady] = useState(false);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);

  useEffect(() => {
    if (ready || !loaded || reading) return;
    // The next frame paints what the page's reads brought; the task after it is past that
    // paint. A read that starts meanwhile cancels both, and the wait begins again.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        onReadyRef.current?.();
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, loaded, reading]);

  return ready;
}
