import type { RouteObject } from 'react-router';

/**
 * What a feature's `routes.tsx` exports: its pages, each a lazily loaded route
 * (`lazy: async () => ({ Component: (await import('./ThePage')).ThePage })`), so a page's
 * code is fetched the first time a player goes there. app/routes.tsx puts `player` pages
 * behind the login. A player's page that reads API lists as it opens names them in
 * `handle: { prefetch: ['/wargear'] }` (after the API base, written between `path` and `lazy`):
 * when the page is the first one loaded, they are asked for while its code downloads
 * (docs/adr/0096-a-signed-in-players-lists-start-with-the-page.md).
 */
export interface FeatureRoutes {
  /** Open to everyone. */
  public?: RouteObject[];
  /** The signed-in player's own screens. */
  player?: RouteObject[];
}
