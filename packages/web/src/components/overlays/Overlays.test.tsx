import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdvertsConfig } from '@warband/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../warrior-card/fixtures';
import { CHANGELOG_VERSION } from './changelog';
import {
  CHANGELOG_SEEN_KEY,
  SUPPORT_US_INTERVAL_MS,
  SUPPORT_US_SHOWN_KEY,
} from './overlay-schedule';

const banner = (size: string) => ({
  image: `/adverts/${size}-1.svg`,
  link: `https://store.test/${size}`,
  alt: `${size} banner`,
});
const ADVERTS: AdvertsConfig = {
  wide: [banner('wide')],
  tall: [banner('tall')],
  square: [banner('square')],
  mobile: [banner('mobile')],
};

/** A player with a company, past their first steps: the appeal may open. */
const PLAYER_READS = {
  'GET /adverts': { body: ADVERTS },
  'GET /users/settings': { body: PLAYER },
  'GET /companies': { body: [company('riders', { name: 'Riders' })] },
};

/** A version of the changelog a returning player saw before this one. */
const OLDER_VERSION = '2025-01-02';

beforeEach(() => {
  // A first visit: neither overlay seen. Time moves by itself and can be jumped.
  localStorage.removeItem(CHANGELOG_SEEN_KEY);
  localStorage.removeItem(SUPPORT_US_SHOWN_KEY);
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('adverts and overlays', () => {
  it('shows a returning player the changelog at 1 s, Support Us at 3 s, and the adverts', async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, OLDER_VERSION);
    mockApi(PLAYER_READS);
    renderApp('/about', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    expect(screen.getByRole('complementary', { name: 'Support us' })).toBeInTheDocument();

    advance(1000);
    const changelog = await screen.findByRole('dialog', { name: "What's new" });
    expect(within(changelog).getByText('10 June 2025')).toBeInTheDocument();
    expect(localStorage.getItem(CHANGELOG_SEEN_KEY)).toBe(CHANGELOG_VERSION);
    act(() => within(changelog).getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    advance(2000);
    const supportUs = await screen.findByRole('dialog', { name: 'Support us' });
    const shownAt = Number(localStorage.getItem(SUPPORT_US_SHOWN_KEY));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(0);
    expect(Date.now() - shownAt).toBeLessThan(1000);

    act(() => within(supportUs).getByRole('button', { name: 'Not now' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // jsdom matches no media query: a phone's width, so the mobile banner.
    const mobile = await screen.findByRole('link', { name: /mobile banner/ });
    expect(mobile).toHaveAttribute('href', 'https://store.test/mobile');
    expect(mobile).toHaveAttribute('target', '_blank');
    expect(mobile).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByRole('link', { name: /square banner/ })).toBeInTheDocument();
  });

  it('keeps Support Us shut within 7 days of the last time it opened', async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, CHANGELOG_VERSION);
    localStorage.setItem(
      SUPPORT_US_SHOWN_KEY,
      String(Date.now() - SUPPORT_US_INTERVAL_MS + 60_000),
    );
    mockApi(PLAYER_READS);
    renderApp('/about', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    advance(3000);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens over a dialog in use', async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, CHANGELOG_VERSION);
    mockApi(PLAYER_READS);
    renderApp('/about', { user: PLAYER });
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    act(() => burger.click());
    await screen.findByRole('dialog', { name: 'Navigation' });
    advance(3000);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Support us' })).not.toBeInTheDocument();
    // Not counted as shown: the appeal may open on the next visit.
    expect(localStorage.getItem(SUPPORT_US_SHOWN_KEY)).toBeNull();
  });

  it('never replaces the changelog while its code is still on the way', async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, OLDER_VERSION);
    mockApi(PLAYER_READS);
    renderApp('/about', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    // Both schedules come due before the changelog's dialog is drawn, as on a slow phone.
    advance(3000);
    await screen.findByRole('dialog', { name: "What's new" });
    expect(screen.queryByRole('dialog', { name: 'Support us' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SUPPORT_US_SHOWN_KEY)).toBeNull();
  });

  it("waits for a brand-new player's first company, and puts their first steps before the adverts", async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, CHANGELOG_VERSION);
    mockApi({ ...PLAYER_READS, 'GET /companies': { body: [] } });
    renderApp('/companies', { user: PLAYER });
    const firstSteps = await screen.findByRole('region', { name: 'Your first company' });
    const donate = screen.getByRole('complementary', { name: 'Support us' });
    expect(firstSteps.compareDocumentPosition(donate)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    advance(3000);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Support us' })).not.toBeInTheDocument();
    // Not counted as shown: the appeal opens on a visit once the first company exists.
    expect(localStorage.getItem(SUPPORT_US_SHOWN_KEY)).toBeNull();
  });

  it('greets no visitor with the changelog, and a new player only counts it as seen', async () => {
    mockApi({ 'GET /users/settings': { body: PLAYER } });
    const visitor = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    advance(1000);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: "What's new" })).not.toBeInTheDocument();
    expect(localStorage.getItem(CHANGELOG_SEEN_KEY)).toBeNull();
    visitor.unmount();

    renderApp('/about', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    advance(1000);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: "What's new" })).not.toBeInTheDocument();
    expect(localStorage.getItem(CHANGELOG_SEEN_KEY)).toBe(CHANGELOG_VERSION);
  });

  it("greets no logged-in friend on someone's shared company", async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, OLDER_VERSION);
    mockApi({
      'GET /users/settings': { body: { ...PLAYER, donated: true } },
      'GET /company/shared/owner-1/riders': { status: 404, body: { message: 'Not found' } },
    });
    renderApp('/company/owner-1/riders', { user: { ...PLAYER, donated: true } });
    advance(1000);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: "What's new" })).not.toBeInTheDocument();
    expect(localStorage.getItem(CHANGELOG_SEEN_KEY)).toBe(OLDER_VERSION);
  });

  it('shows a donor no adverts, no donate banner and no Support Us, but the changelog', async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, OLDER_VERSION);
    const { calls } = mockApi({ 'GET /users/settings': { body: { ...PLAYER, donated: true } } });
    renderApp('/about', { user: { ...PLAYER, donated: true } });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    advance(1000);
    const changelog = await screen.findByRole('dialog', { name: "What's new" });
    act(() => within(changelog).getByRole('button', { name: 'Close' }).click());
    advance(3000);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Support us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Support us' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-advert-slot]')).toBeNull();
    expect(calls.some((call) => call.path === '/adverts')).toBe(false);
  });

  it('gives the room of a banner that cannot be shown back to the page', async () => {
    localStorage.setItem(CHANGELOG_SEEN_KEY, CHANGELOG_VERSION);
    mockApi(PLAYER_READS);
    const online = renderApp('/about', { user: PLAYER });
    const mobile = await screen.findByRole('link', { name: /mobile banner/ });
    // Its picture does not load (offline, say): the box goes, the square banner stays.
    fireEvent.error(within(mobile).getByRole('img'));
    await waitFor(() => expect(document.querySelector('[data-advert-slot="mobile"]')).toBeNull());
    expect(document.querySelector('[data-advert-slot="square"]')).not.toBeNull();
    online.unmount();

    // The list of banners cannot be read: no box is left empty.
    mockApi({ ...PLAYER_READS, 'GET /adverts': { status: 503, body: { message: 'Offline' } } });
    renderApp('/about', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    await waitFor(() => expect(document.querySelector('[data-advert-slot]')).toBeNull());
    expect(screen.getByRole('complementary', { name: 'Support us' })).toBeInTheDocument();
  });

  it('hides the adverts from visitors, and from players in battle mode', async () => {
    mockApi(PLAYER_READS);
    const visitor = renderApp('/about');
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    expect(document.querySelector('[data-advert-slot]')).toBeNull();
    visitor.unmount();

    const { router } = renderApp('/about', { user: PLAYER });
    await screen.findByRole('heading', { name: 'Support us to remove adverts' });
    expect(document.querySelector('[data-advert-slot]')).not.toBeNull();
    await act(() => router.navigate('/company/c1/battle'));
    expect(document.querySelector('[data-advert-slot]')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Support us' })).not.toBeInTheDocument();
  });
});
