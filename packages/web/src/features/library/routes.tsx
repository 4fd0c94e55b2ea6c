import type { FeatureRoutes } from '../../app/feature-routes';

/** The player's libraries. */
export const libraryRoutes: FeatureRoutes = {
  player: [
    {
      path: '/armoury',
      handle: { prefetch: ['/wargear'] },
      lazy: async () => ({ Component: (await import('./ArmouryScreen')).ArmouryScreen }),
    },
    // Keyed by library so moving between them starts each screen afresh (its own sort).
    {
      path: '/rules',
      handle: { prefetch: ['/rule'] },
      lazy: async () => {
        const { TextLibraryScreen } = await import('./TextLibraryScreen');
        return { element: <TextLibraryScreen key="rule" kind="rule" /> };
      },
    },
    {
      path: '/spells',
      handle: { prefetch: ['/spell'] },
      lazy: async () => {
        const { TextLibraryScreen } = await import('./TextLibraryScreen');
        return { element: <TextLibraryScreen key="spell" kind="spell" /> };
      },
    },
    {
      path: '/heroics',
      handle: { prefetch: ['/heroicAction'] },
      lazy: async () => {
        const { TextLibraryScreen } = await import('./TextLibraryScreen');
        return { element: <TextLibraryScreen key="heroicAction" kind="heroicAction" /> };
      },
    },
  ],
};
