import type { FeatureRoutes } from '../../app/feature-routes';

/** The player's warrior templates: My Profiles. */
export const profilesRoutes: FeatureRoutes = {
  player: [
    {
      path: '/profiles',
      handle: { prefetch: ['/profile'] },
      lazy: async () => ({ Component: (await import('./ProfilesScreen')).ProfilesScreen }),
    },
  ],
};
