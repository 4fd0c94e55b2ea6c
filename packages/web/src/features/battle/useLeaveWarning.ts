import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from '../../components/dialogs/confirm';
import { isLogoutNavigation } from '../../hooks/useLogout';
import { BATTLE_TEXTS } from './texts';

/**
 * Asks before battle mode is left while a battle is kept: closing or reloading the page
 * (browsers show their own wording; ours is offered where one still reads it), and leaving it within the app, by the menu, a link or the back button.
 * `leaving` is set by the ways out that ask or need no question (Quit, a saved aftermath).
 */
export function useLeaveWarning(active: boolean, leaving: RefObject<boolean>) {
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

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Logging out keeps the battle on the device, as leaving does: no question to ask.
      !isLogoutNavigation(nextLocation) &&
      // The login guard's way out once the session has ended: there is no one left to ask.
      nextLocation.pathname !== '/login',
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The battle stays kept on the device either way, so the question is the one about saved
    // progress, not Quit's about losing it.
    confirmAction({
      title: BATTLE_TEXTS.leaveTitle,
      message: BATTLE_TEXTS.leaveConfirm,
      touch: true,
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
}
