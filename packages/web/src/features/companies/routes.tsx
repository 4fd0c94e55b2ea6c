import type { FeatureRoutes } from '../../app/feature-routes';

/** The player's companies: My Companies and one company's page. */
export const companiesRoutes: FeatureRoutes = {
  player: [
    {
      path: '/companies',
      handle: { prefetch: ['/companies'] },
      lazy: async () => ({ Component: (await import('./CompaniesScreen')).CompaniesScreen }),
    },
    {
      path: '/company/:id',
      handle: { prefetch: ['/companies'] },
      lazy: async () => ({ Component: (await import('./CompanyPage')).CompanyPage }),
    },
    {
      path: '/retired',
      handle: { prefetch: ['/companies'] },
      lazy: async () => ({
        Component: (await import('./RetiredCompaniesScreen')).RetiredCompaniesScreen,
      }),
    },
  ],
};
