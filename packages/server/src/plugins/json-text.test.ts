import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './json-text';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', undefined],
  ])('answers %j with %j', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('preferredEncoding, asked many times', () => {
  it('answers a header the same each time, however many other headers came between', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    for (let i = 0; i < 200; i++) {
      expect(preferredEncoding(`gzip;q=0.${(i % 9) + 1}, x-custom-${i}`)).toBe('gzip');
    }
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
  });
});
