import { describe, expect, it } from 'vitest';
import { RULE_TYPES, WARGEAR_TYPES, holdsLibraryEntry, isKept, keptEntries } from './entries';

describe('list entries', () => {
  it('have the types docs/rules.md#points prices', () => {
    expect(RULE_TYPES).toEqual(['base', 'progression', 'wargear']);
    expect(WARGEAR_TYPES).toEqual(['base', 'armoury']);
  });

  it.each([
    [{}, true],
    [{ remove: false }, true],
    [{ remove: null }, true],
    [{ remove: true }, false],
  ])('%j is kept: %s', (entry, expected) => {
    expect(isKept(entry)).toBe(expected);
  });

  it('hides rows marked remove', () => {
    const rows = [{ name: 'a' }, { name: 'b', remove: true }, { name: 'c', new: true }];
    expect(keptEntries(rows).map((row) => row.name)).toEqual(['a', 'c']);
  });

  it('disables a library entry already held, unless it is being removed', () => {
    const rules = [
      { myRuleId: 'r1', remove: false },
      { myRuleId: 'r2', remove: true },
    ];
    expect(holdsLibraryEntry(rules, 'myRuleId', 'r1')).toBe(true);
    expect(holdsLibraryEntry(rules, 'myRuleId', 'r2')).toBe(false);
    expect(holdsLibraryEntry(rules, 'myRuleId', 'r3')).toBe(false);
  });
});
