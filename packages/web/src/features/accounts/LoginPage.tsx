import { SimpleGrid } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useLogin } from '../../api/users';
import { Page } from '../../components/Page';
import { useSession } from '../../hooks/useSession';
import { LoginForm } from './LoginForm';
import { originAfterLogin } from './origin';
import { RegisterForm } from './RegisterForm';

/**
 * /login: log in or register side by side. A logged-in player does not see the forms: they
 * go where they were heading before the login, or to the usual landing page. While a login is
 * still loading the settings the page waits, so that redirect happens once. Registering logs
 * the new player in through the same login.
 */
export function LoginPage() {
  const user = useSession();
  const location = useLocation();
  const login = useLogin();

  if (user && !login.isPending) {
    return <Navigate to={originAfterLogin(location.state)} replace />;
  }
  return (
    <Page title="Login or Register">
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="lg"
        verticalSpacing="lg"
        style={{ alignItems: 'start' }}
      >
        <LoginForm login={login} />
        <RegisterForm login={login} />
      </SimpleGrid>
    </Page>
  );
}
