import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookInApp } from '../app/test-utils';
import { useDrawnAfterOpening, useFirstThenAll } from './useFirstThenAll';

const items = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useFirstThenAll', () => {
  it('gives the first items as the page opens, then all of them', async () => {
    const seen: number[] = [];
    const { result } = renderHookInApp(() => {
      const shown = useFirstThenAll(items(15), 3);
      seen.push(shown.length);
      return shown;
    });
    await waitFor(() => expect(result.current).toHaveLength(15));
    expect(seen[0]).toBe(3);
  });

  it('gives all of them at once when there are no more than the first', () => {
    const { result } = renderHookInApp(() => useFirstThenAll(items(3), 3));
    expect(result.current).toHaveLength(3);
  });

  it('draws a later change at once, the items removed included', async () => {
    const { result, rerender } = renderHookInApp(({ list }) => useFirstThenAll(list, 3), {
      initialProps: { list: items(15) },
    });
    await waitFor(() => expect(result.current).toHaveLength(15));
    const fewer = items(14);
    rerender({ list: fewer });
    expect(result.current).toBe(fewer);
  });
});

describe('useDrawnAfterOpening', () => {
  it('leaves a part out of the opening, then draws it', async () => {
    const seen: boolean[] = [];
    const { result } = renderHookInApp(() => {
      const drawn = useDrawnAfterOpening(true);
      seen.push(drawn);
      return drawn;
    });
    await waitFor(() => expect(result.current).toBe(true));
    expect(seen[0]).toBe(false);
  });

  it('draws a part that need not wait at once', () => {
    const { result } = renderHookInApp(() => useDrawnAfterOpening(false));
    expect(result.current).toBe(true);
  });
});
