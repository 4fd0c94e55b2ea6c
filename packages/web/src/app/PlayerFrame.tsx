import { ModalsProvider } from '@mantine/modals';
import { RequireAuth } from '../features/accounts/RequireAuth';
import { i18n } from '../i18n/i18n';

/**
 * Around every screen of a signed-in player: the login guard, and what only those screens
 * use (the confirmation modals). A lazily loaded route, so public pages never load it.
 */
export function PlayerFrame() {
  return (
    <ModalsProvider labels={{ confirm: i18n._('Confirm'), cancel: i18n._('Cancel') }}>
      <RequireAuth />
    </ModalsProvider>
  );
}
