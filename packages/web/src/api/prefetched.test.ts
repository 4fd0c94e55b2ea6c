import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, PLAYER } from '../app/test-utils';
import { api } from './client';
import {
  BANNER_KEY,
  bannerPrefetched,
  PREFETCH_KEY,
  takePrefetched,
  takePrefetchedBanner,
} from './prefetched';
import { sessionStore } from './session-store';

const waiting = () => window as unknown as Record<string, unknown>;

/** What the route preload script leaves behind for `path`. */
function prefetch(path: string, body: unknown, token = PLAYER.token, at = Date.now()) {
  const entries = (waiting()[PREFETCH_KEY] ??= {}) as Record<string, unknown>;
  const response = Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  entries[path] = { token, at, response };
}

const Names = z.array(z.object({ name: z.string() }));

afterEach(() => {
  delete waiting()[PREFETCH_KEY];
  delete waiting()[BANNER_KEY];
  sessionStore.set(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answers asked for before the page code arrived', () => {
  it('are taken once, by the same player, for the same path', () => {
    prefetch('/wargear', []);
    expect(takePrefetched('/rule', PLAYER.token)).toBeUndefined();
    expect(takePrefetched('/wargear', 'another-token')).toBeUndefined();
    prefetch('/wargear', []);
    expect(takePrefetched('/wargear', PLAYER.token)).toBeInstanceOf(Promise);
    expect(takePrefetched('/wargear', PLAYER.token)).toBeUndefined();
  });

  it('are not taken once stale', () => {
    vi.useFakeTimers();
    prefetch('/wargear', [], PLAYER.token, Date.now());
    vi.advanceTimersByTime(16_000);
    expect(takePrefetched('/wargear', PLAYER.token)).toBeUndefined();
  });

  it("serve the API client's first read, and the next one asks the server", async () => {
    sessionStore.set(PLAYER);
    const { calls } = mockApi({ 'GET /wargear': { body: [{ name: 'From the server' }] } });
    prefetch('/wargear', [{ name: 'Prefetched' }]);

    await expect(api.get('/wargear', Names)).resolves.toEqual([{ name: 'Prefetched' }]);
    expect(calls).toEqual([]);
    await expect(api.get('/wargear', Names)).resolves.toEqual([{ name: 'From the server' }]);
    expect(calls).toHaveLength(1);
  });

  it('are checked like any answer', async () => {
    sessionStore.set(PLAYER);
    mockApi({});
    prefetch('/wargear', [{ name: 7 }]);

    await expect(api.get('/wargear', Names)).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });
});

describe('the banner picked with the page', () => {
  it('is there for its size only, and its picture is taken once', () => {
    waiting()[BANNER_KEY] = { size: 'mobile', image: '/adverts/mobile-2.svg' };
    expect(bannerPrefetched('wide')).toBe(false);
    expect(takePrefetchedBanner('wide')).toBeUndefined();
    expect(bannerPrefetched('mobile')).toBe(true);
    expect(takePrefetchedBanner('mobile')).toBe('/adverts/mobile-2.svg');
    expect(bannerPrefetched('mobile')).toBe(false);
    expect(takePrefetchedBanner('mobile')).toBeUndefined();
  });

  it('has no picture while its list is still on its way', () => {
    waiting()[BANNER_KEY] = { size: 'mobile' };
    expect(bannerPrefetched('mobile')).toBe(true);
    expect(takePrefetchedBanner('mobile')).toBeUndefined();
  });
});
