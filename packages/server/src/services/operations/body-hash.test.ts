import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bodyHash, sameBody } from './body-hash';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the hash an operation records of its body', () => {
  it('is the SHA-256 of the body in its RFC 8785 form: keys sorted, no spaces', () => {
    const body = { b: [1, { d: true, c: null }], a: 'é\n"', 10: 1.5e3, 2: -0, e: [] };
    expect(bodyHash(body)).toBe(
      `jcs:${sha256('{"10":1500,"2":0,"a":"é\\n\\"","b":[1,{"c":null,"d":true}],"e":[]}')}`,
    );
    expect(bodyHash(undefined)).toBe(`jcs:${sha256('null')}`);
  });

  it('is the same whatever the order of keys, and differs with any value or shape', () => {
    const body = { name: 'Háma', stats: { move: 6, fight: 4 }, wargear: [{ id: 'a' }, {}] };
    const reordered = { wargear: [{ id: 'a' }, {}], stats: { fight: 4, move: 6 }, name: 'Háma' };
    expect(bodyHash(reordered)).toBe(bodyHash(body));
    const others = [
      { ...body, name: 'Hama' },
      { ...body, wargear: [{}, { id: 'a' }] },
      { ...body, wargear: [{ id: 'a' }, []] },
      { ...body, stats: { move: 6, fight: '4' } },
      { ...body, extra: null },
      [body],
    ];
    for (const other of others)
      expect(bodyHash(other), JSON.stringify(other)).not.toBe(bodyHash(body));
  });

  it('walks a body of any depth and length without recursion', () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = { a: [deep] };
    expect(bodyHash(deep)).toMatch(/^jcs:[0-9a-f]{64}$/);
    // Hashed in pieces, it is the hash of the whole text: one key each, already in order.
    const long = Array.from({ length: 200_000 }, (_, index) => ({ index }));
    expect(bodyHash(long)).toBe(`jcs:${sha256(JSON.stringify(long))}`);
  });

  it('tells a record made before the canonical form by the body as first sent', () => {
    const body = { name: 'Háma', rank: 'Hero' };
    const legacy = sha256(JSON.stringify(body));
    expect(sameBody(legacy, body)).toBe(true);
    expect(sameBody(legacy, { rank: 'Hero', name: 'Háma' })).toBe(false);
    expect(sameBody(bodyHash(body), { rank: 'Hero', name: 'Háma' })).toBe(true);
    expect(sameBody(bodyHash(body), { ...body, name: 'Gamling' })).toBe(false);
  });
});
