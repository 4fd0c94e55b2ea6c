import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** The count-up's ticks: experience counts up one point every 200 ms, influence every 120 ms. */
export const EXPERIENCE_TICK_MS = 200;
export const INFLUENCE_TICK_MS = 120;

/**
 * A number counting one at a time from 0 to `target` (and on to a changed target from where
 * it stands), one step a tick; shown at once to a player who asks for less motion, or after
 * `skip`.
 */
export function useCountUp(target: number, tickMs: number) {
  const reduced = useReducedMotion();
  const [count, setCount] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const instant = reduced || skipped;
  const arrived = count === target;
  useEffect(() => {
    if (instant || arrived) return;
    // One clock for the whole count, stopped once it arrives.
    const timer = setInterval(() => setCount((value) => value + Math.sign(target - value)), tickMs);
    return () => clearInterval(timer);
  }, [instant, arrived, target, tickMs]);
  const shown = instant ? target : count;
  return { shown, done: shown === target, skip: () => setSkipped(true) };
}
