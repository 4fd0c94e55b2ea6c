import type { FeatureRoutes } from '../../app/feature-routes';

/** The public pages (docs/adr/0144-public-pages-payment-outcomes-and-the-shared-company.md). */
export const pagesRoutes: FeatureRoutes = {
  public: [
    { path: '/', lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
    { path: '/about', lazy: async () => ({ Component: (await import('./AboutPage')).AboutPage }) },
    {
      path: '/contact',
      lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
    },
    {
      path: '/paypal-complete',
      lazy: async () => ({ Component: (await import('./PaypalCompletePage')).PaypalCompletePage }),
    },
    {
      path: '/paypal-cancelled',
      lazy: async () => ({
        Component: (await import('./PaypalCancelledPage')).PaypalCancelledPage,
      }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
    },
  ],
};
