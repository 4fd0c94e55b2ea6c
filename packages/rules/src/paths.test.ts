import { describe, expect, it } from 'vitest';
import { CHOSEN_PATHS, isChosenPath, needsCustomPath, pathName } from './paths';

describe('chosen paths', () => {
  it('are the nine options of docs/rules.md#chosen-paths', () => {
    expect(CHOSEN_PATHS).toEqual([
      'Warrior',
      'Ranger',
      'General',
      'Knight',
      'Scout',
      'Adventurer',
      'Sorcerer',
      'Beast',
      'Custom',
    ]);
    expect(isChosenPath('Ranger')).toBe(true);
    expect(isChosenPath('ranger')).toBe(false);
  });

  it.each([
    ['Custom', true],
    ['Knight', false],
    ['', false],
    [null, false],
  ] as const)('%j needs a custom path: %s', (path, expected) => {
    expect(needsCustomPath(path)).toBe(expected);
  });

  it.each([
    ['Scout', 'ignored', 'Scout'],
    ['Custom', '  Shieldmaiden ', 'Shieldmaiden'],
    ['Custom', null, ''],
    ['', 'anything', ''],
    [undefined, undefined, ''],
  ] as const)('path %j with custom %j is shown as %j', (path, custom, expected) => {
    expect(pathName(path, custom)).toBe(expected);
  });
});
