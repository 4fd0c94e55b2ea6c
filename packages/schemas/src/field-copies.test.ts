import { describe, expect, it } from 'vitest';
import { copyWargearFields, copyWarriorFields } from './field-copies';
import { WargearInput } from './library';
import { WARRIOR_LISTS, WarriorFields } from './warrior';

const horse = {
  ...WargearInput.parse({
    name: 'Horse',
    pointsLow: 10,
    pointsHigh: 10,
    mount: 1,
    move: 10,
    specialRules: [{ name: 'Swift', description: 'Moves far.' }],
  }),
  // What a holder carries beside the item's fields: its id, its warrior, its own flags.
  id: 'w1',
  warriorId: 'a1',
  statEnabled: true,
};

describe('copyWargearFields', () => {
  it("copies exactly the schema's fields, each list row anew, and nothing the holder adds", () => {
    const copy = copyWargearFields(horse);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(WargearInput.shape).sort());
    expect(copy).toMatchObject({ name: 'Horse', mount: 1, move: 10 });
    expect(copy.specialRules).toEqual(horse.specialRules);
    expect(copy.specialRules[0]).not.toBe(horse.specialRules[0]);
  });

  it("reads an entity's mount, a plain number, as an item (0) unless it is 1", () => {
    expect(copyWargearFields({ ...horse, mount: 2 }).mount).toBe(0);
    expect(copyWargearFields({ ...horse, mount: 0 }).mount).toBe(0);
  });
});

describe('copyWarriorFields', () => {
  it("copies the warrior's own fields, not its lists or anything else, and its stats anew", () => {
    const warrior = {
      ...WarriorFields.parse({ name: 'Eomer', rank: 'Leader', baseStats: { move: 6 } }),
      id: 'a1',
      totalPoints: 40,
    };
    const copy = copyWarriorFields(warrior);
    const ownFields = Object.keys(WarriorFields.shape).filter(
      (key) => !WARRIOR_LISTS.some((list) => list === key),
    );
    expect(Object.keys(copy).sort()).toEqual(ownFields.sort());
    expect(copy.baseStats).toEqual(warrior.baseStats);
    expect(copy.baseStats).not.toBe(warrior.baseStats);
  });
});
