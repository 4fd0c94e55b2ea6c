import { describe, expect, it } from 'vitest';
import { formatAdjustment, formatCastingValue, formatMountStat, formatPoints } from './format';

describe('library card formats', () => {
  it('prints a casting value as a target number', () => {
    expect(formatCastingValue(4)).toBe('4+');
  });

  it('prints an adjustment with its sign, or nothing', () => {
    expect(formatAdjustment('fight', 1)).toBe('Fight +1');
    expect(formatAdjustment('move', -2)).toBe('Movement -2');
    expect(formatAdjustment('fight', 0)).toBeNull();
    expect(formatAdjustment(null, 2)).toBeNull();
  });

  it('prints both prices', () => {
    expect(formatPoints({ pointsLow: 5, pointsHigh: 10 })).toBe('5/10 pts');
  });

  it('prints a mount characteristic as a profile does', () => {
    expect(formatMountStat('move', 10, false)).toBe('10"');
    expect(formatMountStat('shoot', 0, false)).toBe('-');
    expect(formatMountStat('shoot', 5, false)).toBe('5+');
    expect(formatMountStat('courage', 3, false)).toBe('3');
    expect(formatMountStat('courage', 3, true)).toBe('3+');
  });
});
