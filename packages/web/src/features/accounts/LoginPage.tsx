import { Alert, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionStore } from '../../api/session-store';
import { useLogin } from '../../api/users';
import { Page } from '../../components/Page';
import { useSession } from '../../hooks/useSession';
import { REGISTER_HASH } from '../../app/nav';
import { LoginForm } from './LoginForm';
import { originAfterLogin } from './origin';
import { RegisterForm } from './RegisterForm';
import { i18n } from '../../i18n/i18n';

export const SESSION_EXPIRED_TEXT = /*i18n*/ 'Your session has expired. Please log in again.';

/**
 * /login: log in or register side by side; a visitor who came to register (the home page's
 * Register) finds that form first, on a phone's first screen. A logged-in player does not see
 * the forms: they go where they were heading before the login, or to the usual landing page.
 * While a login is still loading the settings the page waits, so that redirect happens once.
 * Registering logs the new player in through the same login, so it lands the same way.
 */
export function LoginPage() {
  const user = useSession();
  const location = useLocation();
  const login = useLogin();
  // Read as the page opens and forgotten when it is left: it explains this visit, not the
  // next one. Not on mount, as the reload that follows an expiry shows this page again.
  const [expired] = useState(sessionStore.expired);
  useEffect(() => () => sessionStore.forgetExpired(), []);

  if (user && !login.isPending) {
    return <Navigate to={originAfterLogin(location.state)} replace />;
  }
  return (
    <Page title={i18n._('Login or Register')}>
      {expired && (
        // No coloured title: the body text keeps full contrast in light and dark.
        <Alert role="status" color="blue" variant="light">
          {i18n._(SESSION_EXPIRED_TEXT)}
        </Alert>
      )}
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="lg"
        verticalSpacing="lg"
        style={{ alignItems: 'start' }}
      >
        {location.hash === REGISTER_HASH ? (
          <>
            <RegisterForm login={login} />
            <LoginForm login={login} />
          </>
        ) : (
          <>
            <LoginForm login={login} />
            <RegisterForm login={login} />
          </>
        )}
      </SimpleGrid>
    </Page>
  );
}
