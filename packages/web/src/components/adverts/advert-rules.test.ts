import { describe, expect, it } from 'vitest';
import type { Advert } from '@warband/schemas';
import { advertsShown, pickAdvert } from './advert-rules';

/** A seeded generator (mulberry32), so a run of picks can be repeated exactly. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const banners: Advert[] = [1, 2, 3].map((n) => ({
  image: `/adverts/wide-${n}.svg`,
  link: `https://store.test/${n}`,
  alt: `Banner ${n}`,
}));

describe('pickAdvert', () => {
  it('maps the random number onto the banners evenly, the last one included', () => {
    expect(pickAdvert(banners, () => 0).alt).toBe('Banner 1');
    expect(pickAdvert(banners, () => 0.34).alt).toBe('Banner 2');
    expect(pickAdvert(banners, () => 0.999999).alt).toBe('Banner 3');
  });

  it('gives the same picks for the same seed, and every banner over many page views', () => {
    const run = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 300 }, () => pickAdvert(banners, random).alt);
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(7));
    const counts = new Map<string, number>();
    for (const alt of run(42)) counts.set(alt, (counts.get(alt) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    for (const count of counts.values()) expect(count).toBeGreaterThan(70);
  });

  it('takes the only banner of a one-banner size', () => {
    expect(pickAdvert(banners.slice(0, 1), seeded(1)).alt).toBe('Banner 1');
  });
});

describe('advertsShown', () => {
  it('shows adverts to a logged-in player who has not donated', () => {
    expect(advertsShown({ donated: false }, '/companies')).toBe(true);
  });

  it('hides them from visitors and donors', () => {
    expect(advertsShown(null, '/about')).toBe(false);
    expect(advertsShown({ donated: true }, '/companies')).toBe(false);
  });

  it('hides them in battle mode only', () => {
    expect(advertsShown({ donated: false }, '/company/abc/battle')).toBe(false);
    expect(advertsShown({ donated: false }, '/company/abc/battle/')).toBe(false);
    expect(advertsShown({ donated: false }, '/company/abc')).toBe(true);
    expect(advertsShown({ donated: false }, '/battles-history')).toBe(true);
  });
});
