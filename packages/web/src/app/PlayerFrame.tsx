import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { RequireAuth } from '../features/accounts/RequireAuth';
import { i18n } from '../i18n/i18n';

/** The confirmation modals a player's screens open (the component tests put them around a component rendered alone too). */
export function ConfirmModals({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider labels={{ confirm: i18n._('Confirm'), cancel: i18n._('Cancel') }}>
      {children}
    </ModalsProvider>
  );
}

/**
 * Around every screen of a signed-in player: the login guard, and what only those screens
 * use (the confirmation modals). A lazily loaded route, so public pages never load it.
 */
export function PlayerFrame() {
  return (
    <ConfirmModals>
      <RequireAuth />
    </ConfirmModals>
  );
}
