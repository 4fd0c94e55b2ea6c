import { describe, expect, it } from 'vitest';
import { EMPTY_INJURY, type InjuryDraft } from './aftermath-draft';
import { VETERAN, veterans } from './aftermath-fixtures';
import {
  parseWhole,
  rolledIntoDead,
  TWO_D6_MAX,
  TWO_D6_MIN,
  withPicked,
  withRoll,
} from './injury-choice';

const hama = () => {
  const warrior = veterans().warriors[VETERAN.Hama]!;
  return { ...warrior, armWound: 1, oldWound: 1 };
};
const spear = () => veterans().warriors[VETERAN.Spear]!;

describe('injury choice', () => {
  it('reads the 2D6 range from the tables', () => {
    expect([TWO_D6_MIN, TWO_D6_MAX]).toEqual([2, 12]);
  });

  it('rolls on the table the warrior takes, a repeated arm wound being Dead', () => {
    expect(withRoll(spear(), EMPTY_INJURY, { total: 4, rolledBy: 'app' }).result).toBe('injured');
    const armed = withRoll(hama(), EMPTY_INJURY, { total: 4, rolledBy: 'player' });
    expect(armed).toMatchObject({ result: 'dead', roll: { total: 4 } });
    expect(rolledIntoDead(hama(), armed)).toBe('armWound');
    const plainDead = withRoll(hama(), EMPTY_INJURY, { total: 2, rolledBy: 'app' });
    expect(rolledIntoDead(hama(), plainDead)).toBeNull();
  });

  it('keeps the heal the player chose while a new roll gives the same result', () => {
    const recovered = withRoll(hama(), EMPTY_INJURY, { total: 6, rolledBy: 'app' });
    expect(recovered.heal).toBe('legWound');
    const changed: InjuryDraft = { ...recovered, heal: 'oldWound' };
    expect(withRoll(hama(), changed, { total: 8, rolledBy: 'app' }).heal).toBe('oldWound');
    expect(withRoll(hama(), changed, { total: 12, rolledBy: 'app' }).heal).toBe('legWound');
  });

  it('keeps a roll only while the result picked is the one it gave', () => {
    const rolled = withRoll(hama(), EMPTY_INJURY, { total: 11, rolledBy: 'app' });
    const withInfluence = { ...rolled, influence: { total: 3, rolledBy: 'player' as const } };
    expect(withPicked(hama(), withInfluence, 'woundsOfAHero')).toEqual(withInfluence);
    expect(withPicked(hama(), withInfluence, 'injured')).toEqual({
      roll: null,
      result: 'injured',
      heal: null,
      influence: null,
    });
  });

  it('takes whole numbers in range only', () => {
    expect(parseWhole(' 7 ', 2, 12)).toBe(7);
    for (const wrong of ['', '1', '13', '7.5', '-3', 'seven']) {
      expect(parseWhole(wrong, 2, 12)).toBeNull();
    }
  });
});
