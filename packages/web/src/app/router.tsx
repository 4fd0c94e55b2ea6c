import { createBrowserRouter } from 'react-router';
import {
  accountRoutes,
  publicRoutes,
  RequireAuth,
  Layout,
  NotFoundPage,
} from '../features/accounts/routes';
import { libraryRoutes } from '../features/library/routes';

/**
 * Every screen hangs off one Layout. Public pages sit beside a RequireAuth branch that sends
 * a logged-out visitor to /login and remembers where they were going.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: [...accountRoutes, ...libraryRoutes] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
