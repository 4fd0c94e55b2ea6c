import { describe, expect, it } from 'vitest';
import { AftermathInput } from './aftermath';
import { aftermathChoices, bonusItemInput } from './aftermath-preview';
import { WargearInput } from './library';

const WARRIOR = '00000000-0000-4000-8000-000000000001';
const ARMOURY = '00000000-0000-4000-8000-0000000000a1';
const horn = WargearInput.parse({ name: 'Horn', pointsLow: 5, pointsHigh: 5, mount: 0 });

const input = (item: unknown) =>
  AftermathInput.parse({
    battleId: '00000000-0000-4000-8000-0000000000b1',
    result: 'win',
    participants: [{ warriorId: WARRIOR }],
    rewards: { item },
  });

describe("the bonus item between the API and the rules' choices", () => {
  it('takes a new item with its fields, and an armoury entry with the fields read for it', () => {
    const written = aftermathChoices(
      input({ source: 'new', warriorId: WARRIOR, item: horn }),
      null,
    );
    expect(written.rewards.item).toEqual({ warriorId: WARRIOR, armouryId: null, fields: horn });
    const copied = { source: 'armoury', warriorId: WARRIOR, armouryId: ARMOURY };
    expect(aftermathChoices(input(copied), horn).rewards.item).toEqual({
      warriorId: WARRIOR,
      armouryId: ARMOURY,
      fields: horn,
    });
    // Not the player's: no fields, which the rules refuse.
    expect(aftermathChoices(input(copied), null).rewards.item?.fields).toBeNull();
    expect(aftermathChoices(input(null), horn).rewards.item).toBeNull();
  });

  it('sends each back as the API takes it, and nothing for an item not yet written', () => {
    for (const item of [
      { source: 'new', warriorId: WARRIOR, item: horn },
      { source: 'armoury', warriorId: WARRIOR, armouryId: ARMOURY },
    ]) {
      const choices = aftermathChoices(input(item), horn);
      expect(bonusItemInput(choices.rewards.item)).toEqual(item);
    }
    expect(bonusItemInput(null)).toBeNull();
    expect(bonusItemInput({ warriorId: WARRIOR, armouryId: null, fields: null })).toBeNull();
  });
});
