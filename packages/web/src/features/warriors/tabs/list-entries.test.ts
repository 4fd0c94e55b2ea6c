import { describe, expect, it } from 'vitest';
import { editorValues, libraryId, storedRule, storedWargear } from './fixtures';
import { entryIdsWithErrors, heldEntries, isHeld, removalOf, visibleEntries } from './list-entries';

describe('visible entries', () => {
  it('hides entries marked remove and keeps the index of the others in the whole list', () => {
    const list = [storedRule('a'), storedRule('b', { remove: true }), storedRule('c')];
    expect(visibleEntries(list).map(({ entry, index }) => [entry.id, index])).toEqual([
      ['a', 0],
      ['c', 2],
    ]);
  });
});

describe('held entries', () => {
  it('are the library ids and names of the entries not marked remove', () => {
    const rules = [
      storedRule('a', { myRuleId: libraryId(1), name: 'Terror' }),
      storedRule('b', { myRuleId: libraryId(2), name: 'Burly', remove: true }),
      storedRule('c', { name: ' Fearless ' }),
    ];
    expect(heldEntries('specialRules', rules)).toEqual({
      ids: new Set([libraryId(1)]),
      names: new Set(['terror', 'fearless']),
    });
  });

  it('read the field of each list', () => {
    const wargear = [storedWargear('a', { armouryId: libraryId(3) })];
    expect(heldEntries('wargear', wargear).ids).toEqual(new Set([libraryId(3)]));
  });

  it('hold a library entry by its id, or by its name in any case when it names none', () => {
    // A profile's Shield, made in the profile and never bought from the armoury.
    const held = heldEntries('wargear', [storedWargear('Shield', { armouryId: null })]);
    expect(isHeld(held, { id: libraryId(4), name: 'shield' })).toBe(true);
    expect(isHeld(held, { id: libraryId(5), name: 'Shield of Rohan' })).toBe(false);
    const bought = heldEntries('wargear', [
      storedWargear('Old Spear', { armouryId: libraryId(6) }),
    ]);
    expect(isHeld(bought, { id: libraryId(6), name: 'Spear' })).toBe(true);
  });
});

describe('removal', () => {
  it('marks a stored entry and drops a new one', () => {
    const values = editorValues({
      specialRules: [storedRule('stored'), storedRule('fresh', { new: true })],
    });
    expect(removalOf(values, 'specialRules', 'stored')).toEqual([
      { list: 'specialRules', drop: [], mark: [0] },
    ]);
    expect(removalOf(values, 'specialRules', 'fresh')).toEqual([
      { list: 'specialRules', drop: [1], mark: [] },
    ]);
  });

  it('takes the rules an item grants with it, and no others', () => {
    const values = editorValues({
      wargear: [storedWargear('cloak'), storedWargear('bow')],
      specialRules: [
        storedRule('own'),
        storedRule('hidden', { type: 'wargear', wargearId: 'cloak' }),
        storedRule('shot', { type: 'wargear', wargearId: 'bow' }),
        storedRule('gone', { type: 'wargear', wargearId: 'cloak', remove: true }),
        storedRule('camouflage', { type: 'wargear', wargearId: 'cloak', new: true }),
      ],
    });
    expect(removalOf(values, 'wargear', 'cloak')).toEqual([
      { list: 'wargear', drop: [], mark: [0] },
      { list: 'specialRules', drop: [4], mark: [1] },
    ]);
  });

  it('does nothing for an entry that is not there or already removed', () => {
    const values = editorValues({ spells: [] });
    expect(removalOf(values, 'spells', 'nothing')).toEqual([]);
    const removed = editorValues({ specialRules: [storedRule('a', { remove: true })] });
    expect(removalOf(removed, 'specialRules', 'a')).toEqual([]);
  });
});

describe('entries with errors', () => {
  it('names the entries of the list whose fields have a message', () => {
    const entries = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const errors = {
      'wargear.1.name': 'Please enter a name',
      'wargear.1.pointsLow': 'Must be at least 0',
      'specialRules.2.name': 'Please enter a name',
      name: 'Please enter a name',
      'wargear.9.name': 'Please enter a name',
    };
    expect(entryIdsWithErrors('wargear', entries, errors)).toEqual(['b']);
  });
});
