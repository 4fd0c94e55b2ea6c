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

/** Loaded only when a player logs out: the device store is no part of the first page. */
const deviceStore = () => import('../api/offline/wipe');

/**
 * Whether the player agrees to lose changes not yet sent. The browser's own question: the
 * header is on public pages too, where the app's dialogs are not loaded.
 */
function agreesToLose(waiting: number): boolean {
  if (waiting === 0) return true;
  return window.confirm(
    `This device holds ${waiting} thing${waiting === 1 ? '' : 's'} the server does not have yet (changes made without a connection, or a battle in progress). Logging out deletes ${waiting === 1 ? 'it' : 'them'} from this device. Log out anyway?`,
  );
}

/**
 * Ends the session: tells the server (a failure there changes nothing for the player), then
 * goes to / and forgets the stored user, every cached query and everything kept on the
 * device (docs/adr/0015-logout-leaves-the-page-before-forgetting-the-player.md,
 * docs/adr/0162-device-store-and-outbox.md). Changes still waiting to be sent are only
 * deleted once the player agrees.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    const player = sessionStore.get();
    const store = player ? await deviceStore().catch(() => null) : null;
    if (player && store && !agreesToLose(await store.waitingCount(player.id))) return;
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
    if (player && store) await store.forgetPlayer(player.id);
    setPending(false);
  }, [navigate, queryClient]);

  return { logout: run, pending };
}
