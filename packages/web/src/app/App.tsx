import '@mantine/core/styles.css';
import './global.css';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { AppProviders, AppRouter } from './AppProviders';
import { routes } from './router';

// Created on load, so the first page's code is already on its way while React starts.
const router = createBrowserRouter(routes);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  );
}
