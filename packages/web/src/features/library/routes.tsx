import type { RouteObject } from 'react-router';
import { ArmouryScreen } from './ArmouryScreen';
import { TextLibraryScreen } from './TextLibraryScreen';

/** The player's libraries; the router puts them behind the login. */
export const libraryRoutes: RouteObject[] = [
  { path: '/armoury', element: <ArmouryScreen /> },
  // Keyed by library so moving between them starts each screen afresh (its own sort).
  { path: '/rules', element: <TextLibraryScreen key="rule" kind="rule" /> },
  { path: '/spells', element: <TextLibraryScreen key="spell" kind="spell" /> },
  { path: '/heroics', element: <TextLibraryScreen key="heroicAction" kind="heroicAction" /> },
];
