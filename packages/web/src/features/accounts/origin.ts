import { fieldOf } from '@warband/rules';
import { HOME_AFTER_LOGIN } from '../../app/nav';

/** Location state RequireAuth leaves for /login: where the player was going. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string } | string;
}

/** Where to go after logging in: the remembered origin, else the usual landing page. */
export function originAfterLogin(state: unknown): string {
  const from = fieldOf(state, 'from');
  const pathname = fieldOf(from, 'pathname');
  const part = (key: 'search' | 'hash') => {
    const value = fieldOf(from, key);
    return typeof value === 'string' ? value : '';
  };
  const path =
    typeof from === 'string'
      ? from
      : typeof pathname === 'string'
        ? `${pathname}${part('search')}${part('hash')}`
        : '';
  // Only paths inside the app, and never back to the login page itself.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/login')) {
    return HOME_AFTER_LOGIN;
  }
  return path;
}
