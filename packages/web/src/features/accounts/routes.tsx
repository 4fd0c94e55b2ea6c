import type { FeatureRoutes } from '../../app/feature-routes';

/** Logging in, registering and the password pages are public; the account is the player's. */
export const accountsRoutes: FeatureRoutes = {
  public: [
    { path: '/login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
    {
      path: '/forgotten-password',
      lazy: async () => ({
        Component: (await import('./ForgottenPasswordPage')).ForgottenPasswordPage,
      }),
    },
    {
      path: '/password-reset',
      lazy: async () => ({ Component: (await import('./PasswordResetPage')).PasswordResetPage }),
    },
  ],
  player: [
    {
      path: '/account',
      lazy: async () => ({ Component: (await import('./AccountPage')).AccountPage }),
    },
  ],
};
