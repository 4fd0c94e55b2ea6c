import { useEffect, useRef } from 'react';

/**
 * A new step of the battle starts at its top, with the focus on its heading (or, on the
 * battle itself, on the casualty banner): the button that led there has gone with the step
 * before, and the page would otherwise stay scrolled where that button was.
 */
export function useStepFocus(stage: string | undefined) {
  const step = useRef<HTMLDivElement>(null);
  const shown = useRef(stage);
  useEffect(() => {
    if (stage === shown.current) return;
    shown.current = stage;
    const target = step.current?.querySelector<HTMLElement>('h2, [role="status"]');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [stage]);
  return step;
}
