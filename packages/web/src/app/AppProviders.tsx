import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AlertsProvider } from '../components/alerts/AlertsProvider';
import { TranslationsProvider } from '../i18n/TranslationsProvider';
import { cssVariablesResolver, theme as appTheme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
  /** The app's theme unless a test needs one without animations. */
  theme?: MantineThemeOverride;
  children: ReactNode;
}

/**
 * Everything a screen expects around it, its language included; the app and the component
 * tests share it. (The
 * player's screens get the confirmation modals from PlayerFrame.)
 */
export function AppProviders({
  queryClient,
  env = 'default',
  theme = appTheme,
  children,
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <AlertsProvider>
          <TranslationsProvider>{children}</TranslationsProvider>
        </AlertsProvider>
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
  return (
    <RouterProvider
      router={router}
      useTransitions={false}
      // What react-router/dom's provider adds: navigate(to, { flushSync: true }) commits the
      // new page at once when it is reached (logout relies on it).
      flushSync={(update) => void flushSync(update)}
    />
  );
}
