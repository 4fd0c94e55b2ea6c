import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../hooks/useSession';
import type { FromState } from './origin';

/** Guards the player's own screens: a visitor goes to /login, which brings them back after. */
export function RequireAuth() {
  const user = useSession();
  const location = useLocation();
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
