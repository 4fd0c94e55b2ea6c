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
