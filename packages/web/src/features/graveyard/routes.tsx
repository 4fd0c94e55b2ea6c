import type { FeatureRoutes } from '../../app/feature-routes';

/** The graveyard: the player's fallen warriors. */
export const graveyardRoutes: FeatureRoutes = {
  player: [
    {
      path: '/graveyard',
      handle: { prefetch: ['/graveyard'] },
      lazy: async () => ({ Component: (await import('./GraveyardScreen')).GraveyardScreen }),
    },
  ],
};
