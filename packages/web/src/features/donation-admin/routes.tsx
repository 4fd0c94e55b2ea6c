import type { FeatureRoutes } from '../../app/feature-routes';

/** Donation admin: finding players and marking them donated (admins only). */
export const donationAdminRoutes: FeatureRoutes = {
  player: [
    {
      path: '/donation-admin',
      lazy: async () => ({ Component: (await import('./DonationAdminPage')).DonationAdminPage }),
    },
  ],
};
