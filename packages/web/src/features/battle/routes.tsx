import type { FeatureRoutes } from '../../app/feature-routes';

/** Battle mode: one company's battle, tracked at the table. */
export const battleRoutes: FeatureRoutes = {
  player: [
    {
      path: '/company/:id/battle',
      lazy: async () => ({ Component: (await import('./BattlePage')).BattlePage }),
    },
    {
      path: '/company/:id/battles/:battleId/correct',
      lazy: async () => ({
        Component: (await import('./correction/CorrectionPage')).CorrectionPage,
      }),
    },
  ],
};
