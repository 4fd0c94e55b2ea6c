import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AlertsProvider } from '../components/alerts/AlertsProvider';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a screen expects around it; the app and the component tests share it. */
export function AppProviders({ queryClient, env = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
          <AlertsProvider>{children}</AlertsProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The router without React transitions: a navigation then commits in the same render as the
 * state changes made beside it (an alert raised with a navigate() call, a user cleared on
 * logout), so no screen ever shows one without the other.
 */
export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
