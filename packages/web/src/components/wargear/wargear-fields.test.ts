import { describe, expect, it } from 'vitest';
import { adjustmentOptions, formatPoints, NONE } from './wargear-fields';

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('wargear fields', () => {
  it("offers the ruleset's stats after None, and keeps one saved under the other ruleset", () => {
    expect(adjustmentOptions(false, null)[0]).toEqual({ value: NONE, label: 'None' });
    expect(labels(adjustmentOptions(false, null))).toEqual([
      'None',
      'Movement',
      'Fight',
      'Shoot',
      'Strength',
      'Defence',
      'Attacks',
      'Wounds',
      'Courage',
      'Might',
      'Will',
      'Fate',
    ]);
    expect(labels(adjustmentOptions(true, null))).toContain('Intelligence');
    expect(labels(adjustmentOptions(false, 'intelligence'))).toContain(
      'Intelligence (2024 ruleset)',
    );
    expect(labels(adjustmentOptions(true, 'intelligence'))).not.toContain(
      'Intelligence (2024 ruleset)',
    );
  });

  it('prints the low and the high price', () => {
    expect(formatPoints({ pointsLow: 5, pointsHigh: 10 })).toBe('5/10 pts');
  });
});
