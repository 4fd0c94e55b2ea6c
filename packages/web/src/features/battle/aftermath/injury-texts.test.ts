import { HERO_INJURY_TABLE } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import { outcomeText } from './injury-texts';

describe('an injury outcome in words', () => {
  it('says Lost in Battle once, then what it means', () => {
    const lost = HERO_INJURY_TABLE.find((row) => row.result === 'lost')!;
    expect(outcomeText('lost', lost.summary)).toBe('Lost in Battle: Misses the next battle.');
  });
});
