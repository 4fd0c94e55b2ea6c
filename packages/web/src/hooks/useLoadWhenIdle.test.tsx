import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookInApp } from '../app/test-utils';
import { useLoadWhenIdle } from './useLoadWhenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLoadWhenIdle', () => {
  it("loads each dialog's code once, in the browser's idle moment after the page", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const editor = vi.fn(() => Promise.resolve({}));
    const dialog = vi.fn(() => Promise.reject(new Error('offline')));

    const { rerender, unmount } = renderHookInApp(() => useLoadWhenIdle(editor, dialog));
    await waitFor(() => expect(idle).toHaveLength(1));
    // Not while the page is still busy: only once the browser says it is idle.
    expect(editor).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(editor).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveBeenCalledTimes(1);

    rerender();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(1);
    expect(editor).toHaveBeenCalledTimes(1);
    unmount();
  });
});
