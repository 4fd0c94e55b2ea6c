import type { FeatureRoutes } from '../../app/feature-routes';

/** A company's read-only link: public, so a friend needs no account. */
export const sharedRoutes: FeatureRoutes = {
  public: [
    {
      path: '/company/:userId/:companyId',
      lazy: async () => ({
        Component: (await import('./SharedCompanyPage')).SharedCompanyPage,
      }),
    },
  ],
};
