import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@warband/schemas';
import { sessionStore } from '../api/session-store';

/** The signed-in player, or null; re-renders on login and logout. */
export function useSession(): AuthUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
