import type { RouteObject } from 'react-router';
import { AboutPage } from '../pages/AboutPage';
import { ContactPage } from '../pages/ContactPage';
import { HomePage } from '../pages/HomePage';
import { PaypalCancelledPage } from '../pages/PaypalCancelledPage';
import { PaypalCompletePage } from '../pages/PaypalCompletePage';
import { AccountPage } from './AccountPage';
import { ForgottenPasswordPage } from './ForgottenPasswordPage';
import { LoginPage } from './LoginPage';
import { PasswordResetPage } from './PasswordResetPage';

export { Layout } from '../../app/Layout';
export { NotFoundPage } from '../pages/NotFoundPage';
export { RequireAuth } from './RequireAuth';

/** Open to everyone (spec section 2; the payment outcome pages too, DESIGN.md section 5). */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/forgotten-password', element: <ForgottenPasswordPage /> },
  { path: '/password-reset', element: <PasswordResetPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/paypal-complete', element: <PaypalCompletePage /> },
  { path: '/paypal-cancelled', element: <PaypalCancelledPage /> },
];

/** The player's own account screens; the router puts them behind RequireAuth. */
export const accountRoutes: RouteObject[] = [{ path: '/account', element: <AccountPage /> }];
