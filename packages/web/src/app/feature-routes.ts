import type { RouteObject } from 'react-router';

/**
 * What a feature's `routes.tsx` exports: its pages, each a lazily loaded route
 * (`lazy: async () => ({ Component: (await import('./ThePage')).ThePage })`), so a page's
 * code is fetched the first time a player goes there. app/routes.tsx puts `player` pages
 * behind the login.
 */
export interface FeatureRoutes {
  /** Open to everyone. */
  public?: RouteObject[];
  /** The signed-in player's own screens. */
  player?: RouteObject[];
}
