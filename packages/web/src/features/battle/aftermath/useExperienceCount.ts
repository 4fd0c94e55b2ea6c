import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Spec section 9: experience counts up one point every 200 ms. */
export const EXPERIENCE_TICK_MS = 200;

/**
 * How many points of experience are shown so far, counting up to `total` one tick at a
 * time; at once for a player who asks for less motion, or after `skip`.
 */
export function useExperienceCount(total: number) {
  const reducedMotion = useReducedMotion();
  const [count, setCount] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const instant = reducedMotion || skipped;
  useEffect(() => {
    if (instant) return;
    const timer = window.setInterval(() => {
      setCount((shown) => {
        if (shown + 1 >= total) window.clearInterval(timer);
        return Math.min(total, shown + 1);
      });
    }, EXPERIENCE_TICK_MS);
    return () => window.clearInterval(timer);
  }, [instant, total]);
  const shown = instant ? total : Math.min(count, total);
  return { shown, done: shown >= total, skip: () => setSkipped(true) };
}
