import { within } from '@testing-library/react';
import type { AdvertsConfig } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_KEY } from '../../api/prefetched';
import { sessionStore } from '../../api/session-store';
import { mockApi, PLAYER, renderComponent } from '../../app/test-utils';
import { AdvertSlot } from './AdvertSlot';

// The page's content never comes in here: only a banner picked with the page may show.
vi.mock('../../hooks/useAfterPageContent', () => ({ useAfterPageContent: () => false }));

const banner = (size: string, n: number) => ({
  image: `/adverts/${size}-${n}.svg`,
  link: `https://store.test/${size}/${n}`,
  alt: `${size} banner ${n}`,
});
const ADVERTS: AdvertsConfig = {
  wide: [banner('wide', 1)],
  tall: [banner('tall', 1)],
  square: [banner('square', 1)],
  mobile: [banner('mobile', 1), banner('mobile', 2)],
};

function renderSlots() {
  mockApi({ 'GET /adverts': { body: ADVERTS }, 'GET /users/settings': { body: PLAYER } });
  return renderComponent(
    <>
      <AdvertSlot size="mobile" />
      <AdvertSlot size="square" />
    </>,
    { path: '/armoury' },
  );
}

const slot = (size: string) => {
  const found = document.querySelector<HTMLElement>(`[data-advert-slot="${size}"]`);
  if (!found) throw new Error(`No ${size} slot`);
  return found;
};

afterEach(() => {
  Reflect.deleteProperty(window, BANNER_KEY);
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('AdvertSlot', () => {
  it("shows the banner picked with the page's reads, that one, before the page's content", async () => {
    // What the route preload script notes once it has fetched the picture it picked.
    Reflect.set(window, BANNER_KEY, { size: 'mobile', image: '/adverts/mobile-2.svg' });
    renderSlots();
    const shown = await within(slot('mobile')).findByRole('link', { name: /mobile banner 2/ });
    expect(within(shown).getByRole('img')).toHaveAttribute('src', '/adverts/mobile-2.svg');
    expect(Reflect.get(window, BANNER_KEY)).toBeUndefined();
    // The footer's banner was not picked with the page: it waits for the content.
    expect(within(slot('square')).queryByRole('link')).toBeNull();
  });

  it('keeps every banner for after the content when none was picked with the page', async () => {
    const { calls } = mockApi({ 'GET /adverts': { body: ADVERTS } });
    renderSlots();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(slot('mobile')).queryByRole('link')).toBeNull();
    expect(calls).toEqual([]);
  });
});
