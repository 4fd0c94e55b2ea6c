import '@mantine/core/styles.css';
import './global.css';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { AppProviders, AppRouter } from './AppProviders';
import { routes } from './router';

// Created on load, so the first page's code is already on its way while React starts.
const router = createBrowserRouter(routes);

// Reads and writes run offline too ('always'): the API client answers reads from the device
// and keeps writes in the outbox (docs/adr/0162-device-store-and-outbox.md); TanStack's own
// pause would leave the page loading and a save hanging at the table.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  );
}
