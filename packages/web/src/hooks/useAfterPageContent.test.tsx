import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookInApp } from '../app/test-utils';
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAfterPageContent', () => {
  it("waits for the page's reads, then turns true once and runs onReady once", async () => {
    let answer: (value: string) => void = () => {};
    const onReady = vi.fn();
    const { result, queryClient } = renderHookInApp(() => useAfterPageContent(onReady), {
      seedCache: (client) => (answer = pendingRead(client)),
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
    const { result } = renderHookInApp(() => useAfterPageContent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(result.current).toBe(true));
  });
});
