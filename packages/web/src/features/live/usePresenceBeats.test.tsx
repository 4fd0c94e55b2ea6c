import { LIVE_PRESENCE } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderHookInApp } from '../../app/test-utils';
import { usePresenceBeats } from './usePresenceBeats';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePresenceBeats', () => {
  it('tells the server the phone is there every beat while beating, and stops when told', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({ 'POST /match/m1/live/presence': { status: 204 } });
    const beats = () => calls.filter((call) => call.path === '/match/m1/live/presence').length;
    const { rerender, unmount } = renderHookInApp(
      ({ beating }: { beating: boolean }) => usePresenceBeats('m1', beating),
      { initialProps: { beating: false } },
    );
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs * 2);
    expect(beats()).toBe(0);

    rerender({ beating: true });
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs - 1);
    expect(beats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toBe(1);
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs);
    expect(beats()).toBe(2);

    // The stream dropped: no beats until it is open again.
    rerender({ beating: false });
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs * 3);
    expect(beats()).toBe(2);
    rerender({ beating: true });
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs);
    expect(beats()).toBe(3);
    unmount();
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs * 2);
    expect(beats()).toBe(3);
  });

  it('goes on beating after a beat that could not be sent', async () => {
    vi.useFakeTimers();
    let tries = 0;
    mockApi({
      'POST /match/m1/live/presence': () => {
        tries += 1;
        return tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { status: 204 };
      },
    });
    renderHookInApp(() => usePresenceBeats('m1', true));
    await vi.advanceTimersByTimeAsync(LIVE_PRESENCE.beatMs * 2);
    expect(tries).toBe(2);
  });
});
