import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPageContent } from './useAfterPageContent';

/** A read of the page that answers only when the test says so. */
function pendingRead(queryClient: QueryClient) {
  let answer: (value: string) => void = () => {};
  void queryClient.fetchQuery({
    queryKey: ['page-list'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return (value: string) => answer(value);
}

function withClient(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAfterPageContent', () => {
  it("waits for the page's reads, then turns true once and runs onReady once", async () => {
    const queryClient = new QueryClient();
    const answer = pendingRead(queryClient);
    const onReady = vi.fn();
    const { result } = renderHook(() => useAfterPageContent(onReady), {
      wrapper: withClient(queryClient),
    });
    // jsdom's document has loaded: only the read holds it back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    expect(onReady).not.toHaveBeenCalled();

    act(() => answer('the list'));
    await waitFor(() => expect(result.current).toBe(true));
    expect(onReady).toHaveBeenCalledTimes(1);

    // A later read (the adverts' own) does not take it back.
    const again = pendingRead(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(true);
    expect(onReady).toHaveBeenCalledTimes(1);
    act(() => again('later'));
  });

  it("waits for the window's load event while the document is still loading", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useAfterPageContent(), {
      wrapper: withClient(new QueryClient()),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(result.current).toBe(true));
  });
});
