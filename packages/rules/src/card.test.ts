import { describe, expect, it } from 'vitest';
import { cardFace } from './card';

describe('warrior card face', () => {
  it.each([
    ['an active warrior', { status: '' }, false, null, false],
    ['an injured warrior', { status: 'injured' }, true, 'Injured', true],
    ['a lost warrior', { status: 'lost' }, true, 'Lost in Battle', false],
    ['a wounded warrior', { status: '', wounded: true }, true, 'Wounded', false],
    ['a fled warrior', { status: '', fled: true }, true, 'Fled', false],
    [
      'a warrior both wounded and fled',
      { status: '', wounded: true, fled: true },
      true,
      'Wounded',
      false,
    ],
    [
      'an injured warrior sitting the battle out',
      { status: 'injured', preBattleInjury: true },
      true,
      'Took no part',
      true,
    ],
    [
      'a lost warrior sitting the battle out',
      { status: 'lost', preBattleInjury: true, fled: true },
      true,
      'Took no part',
      false,
    ],
  ] as const)('%s: flipped %s, back %j, blood %s', (_, warrior, flipped, backText, bloodImage) => {
    expect(cardFace(warrior)).toEqual({ flipped, backText, bloodImage });
  });

  it('never flips in the graveyard', () => {
    expect(cardFace({ status: 'injured', wounded: true }, true)).toEqual({
      flipped: false,
      backText: null,
      bloodImage: false,
    });
    expect(cardFace({ status: 'dead' }, true).flipped).toBe(false);
  });
});
