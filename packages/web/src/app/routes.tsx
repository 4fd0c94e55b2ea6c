import type { RouteObject } from 'react-router';
import { accountsRoutes } from '../features/accounts/routes';
import { battleRoutes } from '../features/battle/routes';
import { campaignsRoutes } from '../features/campaigns/routes';
import { companiesRoutes } from '../features/companies/routes';
import { donationAdminRoutes } from '../features/donation-admin/routes';
import { graveyardRoutes } from '../features/graveyard/routes';
import { libraryRoutes } from '../features/library/routes';
import { pagesRoutes } from '../features/pages/routes';
import { profilesRoutes } from '../features/profiles/routes';
import { sharedRoutes } from '../features/shared/routes';
import type { FeatureRoutes } from './feature-routes';
import { Layout } from './Layout';

/** Every feature's pages; a new feature adds its routes here. */
export const FEATURES: readonly FeatureRoutes[] = [
  pagesRoutes,
  accountsRoutes,
  libraryRoutes,
  companiesRoutes,
  graveyardRoutes,
  sharedRoutes,
  profilesRoutes,
  donationAdminRoutes,
  battleRoutes,
  campaignsRoutes,
];

/**
 * Nothing, while the first page's code loads: the header, the page and the footer then
 * appear together, so nothing on screen moves (a header shown alone would be remounted, and
 * a footer shown early would be pushed down).
 */
function FirstPageLoading() {
  return null;
}

/**
 * The app's one route tree, for the browser router and the tests alike. Every screen hangs
 * off one Layout; public pages sit beside the player's branch (PlayerFrame), whose guard
 * sends a logged-out visitor to /login and remembers where they were going.
 */
export function buildRoutes(features: readonly FeatureRoutes[] = FEATURES): RouteObject[] {
  return [
    {
      element: <Layout />,
      HydrateFallback: FirstPageLoading,
      children: [
        ...features.flatMap((feature) => feature.public ?? []),
        {
          lazy: async () => ({ Component: (await import('./PlayerFrame')).PlayerFrame }),
          children: features.flatMap((feature) => feature.player ?? []),
        },
      ],
    },
  ];
}

export const routes = buildRoutes();
