import type { FeatureRoutes } from '../../app/feature-routes';

/** A company's read-only link: public, so a friend needs no account. */
export const sharedRoutes: FeatureRoutes = {
  public: [
    {
      path: '/company/:userId/:companyId',
      // Seen by a friend, not the company's player: the changelog does not greet them here.
      handle: { visitorPage: true },
      lazy: async () => ({
        Component: (await import('./SharedCompanyPage')).SharedCompanyPage,
      }),
    },
  ],
};
