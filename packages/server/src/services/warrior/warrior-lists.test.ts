import { describe, expect, it } from 'vitest';
import { planList } from './warrior-lists';

const entry = (id: string, flags: { new?: boolean; remove?: boolean } = {}) => ({
  id,
  new: flags.new ?? false,
  remove: flags.remove ?? false,
});

describe('planList', () => {
  it('inserts new entries under fresh ids, deletes removed ones, updates the rest', () => {
    const entries = [
      entry('tmp-1', { new: true }),
      entry('kept'),
      entry('dropped', { remove: true }),
      entry('tmp-2', { new: true, remove: true }),
    ];
    const plan = planList(entries);
    expect(plan.insert).toHaveLength(1);
    expect(plan.insert[0]).toMatchObject({ entry: entries[0], position: 0 });
    expect(plan.insert[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.insert[0]!.id).not.toBe('tmp-1');
    expect(plan.update).toEqual([{ id: 'kept', entry: entries[1], position: 1 }]);
    expect(plan.remove).toEqual(['dropped']);
  });

  it('plans nothing for an empty list', () => {
    expect(planList([])).toEqual({ insert: [], update: [], remove: [] });
  });
});
