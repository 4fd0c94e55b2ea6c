import { useEffect } from 'react';
import { BATTLE_TEXTS } from './texts';

/**
 * Asks before the page closes or reloads while a battle is on (spec section 8). Browsers show
 * their own wording; the spec's text is offered where one still reads it.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = BATTLE_TEXTS.leaveConfirm;
      return BATTLE_TEXTS.leaveConfirm;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
