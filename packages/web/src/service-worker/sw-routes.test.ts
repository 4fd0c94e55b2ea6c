import { describe, expect, it } from 'vitest';
import { isAppPage, isWarriorImage } from './sw-routes';

describe('isAppPage: navigations answered with the app shell offline', () => {
  it.each([
    '/',
    '/login',
    '/companies',
    '/company/0b6d3a8e-1f7c-4a53-9e0e-3f2b7c1d9a10',
    '/company/0b6d3a8e-1f7c-4a53-9e0e-3f2b7c1d9a10/battle',
    '/share/abc123',
    '/armoury',
  ])('%s is a page of the app', (pathname) => {
    expect(isAppPage(pathname)).toBe(true);
  });

  it.each([
    '/api',
    '/api/',
    '/api/docs',
    '/api/companies',
    '/uploads/p/c/image-1.webp',
    '/sw.js',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
    '/assets/index-abc.js',
  ])('%s is left to the network', (pathname) => {
    expect(isAppPage(pathname)).toBe(false);
  });

  it('does not take a page whose first segment merely starts with "api"', () => {
    expect(isAppPage('/apiary')).toBe(true);
  });
});

describe('isWarriorImage: images kept cache-first', () => {
  const origin = 'https://ledger.example';
  it('takes this server’s stored images', () => {
    expect(isWarriorImage(new URL(`${origin}/uploads/p1/c1/w1-3.webp`), origin)).toBe(true);
  });

  it('leaves other origins, API answers and other files alone', () => {
    const cases = [
      'https://bucket.example/uploads/p1/c1/w1-3.webp',
      `${origin}/api/companies`,
      `${origin}/api/uploads/p1/c1/w1-3.webp`,
      `${origin}/uploads/p1/c1`,
      `${origin}/favicon.svg`,
    ];
    for (const url of cases) expect(isWarriorImage(new URL(url), origin), url).toBe(false);
  });
});
