import { fieldOf } from '@warband/rules';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../api/logout';
import { sessionStore } from '../api/session-store';

/** What the logout's way home carries in its state: no page need ask before letting it go. */
const LOGOUT_STATE = { loggingOut: true } as const;

/** Whether a navigation is the logout's: a page that asks before it is left lets it pass. */
export function isLogoutNavigation(location: { state: unknown }): boolean {
  return fieldOf(location.state, 'loggingOut') === true;
}

/**
 * Ends the session: tells the server (a failure there changes nothing for the player), then
 * goes to / and forgets the stored user and every cached query
 * (docs/adr/0015-logout-leaves-the-page-before-forgetting-the-player.md).
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    // Reads still on their way may come back refused once the server has the logout.
    sessionStore.loggingOut();
    try {
      await logout();
    } catch {
      // The token is dropped below either way.
    }
    // Leave the page first, on screen (the home page's code may still have to load): a
    // protected page that saw the user vanish would send the player to /login instead of /.
    await navigate('/', { flushSync: true, state: LOGOUT_STATE });
    sessionStore.set(null);
    queryClient.clear();
    setPending(false);
  }, [navigate, queryClient]);

  return { logout: run, pending };
}
