import '@mantine/core/styles.css';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders, AppRouter } from './AppProviders';
import { router } from './router';

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
