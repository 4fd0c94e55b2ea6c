import { emptyStats } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';

const LABELS = {
  name: 'Name',
  experience: 'Experience',
  status: 'Status',
  modifyStats: 'Modifiers',
  wargear: 'Wargear',
};

describe('describeChanges', () => {
  it('names each changed field once, in the order of the labels, before and after', () => {
    const before = {
      name: 'Háma',
      experience: 7,
      status: '',
      modifyStats: emptyStats(),
      wargear: [{ name: 'Shield' }],
      image: 'a.jpg',
    };
    const after = {
      ...before,
      experience: 9,
      status: 'injured',
      modifyStats: { ...emptyStats(), fight: 1 },
      wargear: [{ name: 'Bow' }],
      image: 'b.jpg',
    };
    expect(describeChanges(before, after, LABELS)).toEqual([
      'Experience: 7 → 9',
      'Status: — → injured',
      'Modifiers, Fight: 0 → 1',
      'Wargear: added Bow; removed Shield',
    ]);
  });

  it('says nothing when what the labels name is the same', () => {
    const record = { name: 'Háma', experience: 7, wargear: [{ name: 'Bow', id: '1' }] };
    expect(describeChanges(record, { ...record, image: 'new.jpg' }, LABELS)).toEqual([]);
    expect(
      describeChanges(
        record,
        { ...record, wargear: [{ name: 'Bow', id: '1', points: 2 }] },
        LABELS,
      ),
    ).toEqual(['Wargear: entries changed']);
  });
});
