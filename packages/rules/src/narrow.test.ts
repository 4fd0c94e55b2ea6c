import { describe, expect, it } from 'vitest';
import { fieldOf, getOrThrow, isOneOf, itemAt, keysOf, present, recordOf } from './narrow';

describe('narrowing helpers', () => {
  it('knows a value among its options, and nothing else', () => {
    const sides = ['light', 'dark'] as const;
    expect(isOneOf(sides, 'dark')).toBe(true);
    expect(isOneOf(sides, 'auto')).toBe(false);
    expect(isOneOf(sides, null)).toBe(false);
  });

  it('finds what is there and names what is not', () => {
    const byId = new Map([['a', 1]]);
    expect(getOrThrow(byId, 'a')).toBe(1);
    expect(() => getOrThrow(byId, 'b', 'warrior')).toThrow('No warrior b');
    expect(itemAt(['x', 'y'], 1)).toBe('y');
    expect(() => itemAt(['x'], 1, 'step')).toThrow('No step at 1 of 1');
    expect(present(0, 'count')).toBe(0);
    expect(() => present(null, 'The root element')).toThrow('The root element is missing');
  });

  it('builds and reads records key by key', () => {
    expect(recordOf(['fight', 'shoot'], (key) => key.length)).toEqual({ fight: 5, shoot: 5 });
    expect(keysOf({ won: 'Won', lost: 'Lost' })).toEqual(['won', 'lost']);
  });

  it('reads a field of anything, and nothing of what has no fields', () => {
    expect(fieldOf(JSON.parse('{"battleId":"b1"}'), 'battleId')).toBe('b1');
    expect(fieldOf({ from: '/x' }, 'to')).toBeUndefined();
    expect(fieldOf(null, 'from')).toBeUndefined();
    expect(fieldOf('text', 'length')).toBeUndefined();
  });
});
