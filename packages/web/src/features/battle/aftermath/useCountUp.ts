import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** One step of the count every 120 ms: slow enough to follow, quick enough not to wait on. */
export const COUNT_TICK_MS = 120;

/**
 * A number counting one at a time from 0 to `target` (and on to a changed target from where
 * it stands), or shown at once to a player who asks for less motion.
 */
export function useCountUp(target: number): number {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(0);
  const done = shown === target;
  useEffect(() => {
    if (reduced || done) return;
    // One clock for the whole count, stopped once it arrives.
    const timer = setInterval(
      () => setShown((value) => value + Math.sign(target - value)),
      COUNT_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [reduced, done, target]);
  return reduced ? target : shown;
}
