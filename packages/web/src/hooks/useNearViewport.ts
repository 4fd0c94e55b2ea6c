import { useEffect, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on. What sits far
 * below the fold (a company's Battle History under its cards) loads as the player scrolls
 * towards it instead of competing with the page's first paint on a phone. Where the browser
 * cannot tell (no IntersectionObserver), it is true at once. Answers the element's callback
 * ref and whether it is near.
 */
export function useNearViewport<E extends Element>(
  margin = '600px',
): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
