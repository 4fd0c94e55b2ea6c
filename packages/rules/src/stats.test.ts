import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_VALUE_MAX,
  ADJUSTMENT_VALUE_MIN,
  FATE_MAX,
  MAX_ITEM_SPECIAL_ATTACKS,
  MAX_ITEM_SPECIAL_RULES,
  MOUNT,
  MOUNT_STAT_KEYS,
  STAT_KEYS,
  STAT_ABBREVIATIONS,
  STAT_LABELS,
  adjustmentStatsFor,
  emptyStats,
  isStatKey,
  statKeysFor,
  mountStatKeysFor,
} from './stats';

describe('characteristics of each ruleset', () => {
  it('lists the twelve characteristics in profile order', () => {
    expect(STAT_KEYS).toEqual([
      'move',
      'fight',
      'shoot',
      'strength',
      'defence',
      'attacks',
      'wounds',
      'courage',
      'intelligence',
      'might',
      'will',
      'fate',
    ]);
  });

  it.each([
    [
      false,
      [
        'move',
        'fight',
        'shoot',
        'strength',
        'defence',
        'attacks',
        'wounds',
        'courage',
        'might',
        'will',
        'fate',
      ],
    ],
    [true, [...STAT_KEYS]],
  ])('newRuleset %s has Intelligence only under 2024', (newRuleset, keys) => {
    expect(statKeysFor(newRuleset)).toEqual(keys);
  });

  it('gives a mount Intelligence only under 2024', () => {
    expect(mountStatKeysFor(false)).not.toContain('intelligence');
    expect(mountStatKeysFor(true)).toContain('intelligence');
    expect(mountStatKeysFor(true)).toEqual([...MOUNT_STAT_KEYS]);
  });

  it('labels every characteristic', () => {
    expect(STAT_LABELS.move).toBe('Movement');
    expect(Object.keys(STAT_LABELS)).toEqual([...STAT_KEYS]);
  });

  it('abbreviates every characteristic as a printed profile does', () => {
    expect(Object.keys(STAT_ABBREVIATIONS)).toEqual([...STAT_KEYS]);
    expect(STAT_KEYS.map((key) => STAT_ABBREVIATIONS[key]).join(' ')).toBe(
      'Mv F Sh S D A W C I M W F',
    );
  });

  it('gives a mount Move to Intelligence', () => {
    expect(MOUNT_STAT_KEYS).toEqual(STAT_KEYS.slice(0, 9));
  });

  it('offers wargear adjustments in the order of docs/rules.md#wargear-adjustments', () => {
    expect(adjustmentStatsFor(false).map((key) => STAT_LABELS[key])).toEqual([
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
    expect(adjustmentStatsFor(true).at(-1)).toBe('intelligence');
  });
});

describe('limits', () => {
  it('bounds wargear items as docs/rules.md#wargear-adjustments says', () => {
    expect([ADJUSTMENT_VALUE_MIN, ADJUSTMENT_VALUE_MAX]).toEqual([-3, 3]);
    expect([MAX_ITEM_SPECIAL_RULES, MAX_ITEM_SPECIAL_ATTACKS]).toEqual([3, 3]);
    expect(MOUNT).toEqual({ item: 0, mount: 1 });
    expect(FATE_MAX).toBe(3);
  });
});

describe('helpers', () => {
  it('builds a profile of zeros', () => {
    expect(Object.values(emptyStats())).toEqual(STAT_KEYS.map(() => 0));
    expect(emptyStats()).not.toBe(emptyStats());
  });

  it.each([
    ['fight', true],
    ['intelligence', true],
    ['Fight', false],
    ['', false],
    [null, false],
  ])('isStatKey(%j) is %s', (value, expected) => {
    expect(isStatKey(value)).toBe(expected);
  });
});
