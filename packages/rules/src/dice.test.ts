import { describe, expect, it } from 'vitest';
import { d6FromRandomByte, parseD6 } from './dice';

describe('d6FromRandomByte', () => {
  it('gives each face to exactly 42 of the bytes it keeps', () => {
    const counts = new Map<number | null, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const face = d6FromRandomByte(byte);
      counts.set(face, (counts.get(face) ?? 0) + 1);
    }
    expect([1, 2, 3, 4, 5, 6].map((face) => counts.get(face))).toEqual([42, 42, 42, 42, 42, 42]);
    expect(counts.get(null)).toBe(4);
  });

  it('reads 0 as 1 and 251 as 6, and throws 252 to 255 away', () => {
    expect(d6FromRandomByte(0)).toBe(1);
    expect(d6FromRandomByte(251)).toBe(6);
    expect(d6FromRandomByte(252)).toBeNull();
  });

  it.each([-1, 256, 1.5, Number.NaN])('refuses %s as a byte', (byte) => {
    expect(() => d6FromRandomByte(byte)).toThrow(RangeError);
  });
});

describe('parseD6', () => {
  it.each([
    ['1', 1],
    [' 6 ', 6],
    ['4', 4],
    ['0', null],
    ['7', null],
    ['', null],
    ['3.5', null],
    ['-2', null],
    ['two', null],
  ])('reads %j as %s', (input, roll) => {
    expect(parseD6(input)).toBe(roll);
  });
});
