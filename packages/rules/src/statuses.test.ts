import { describe, expect, it } from 'vitest';
import {
  WARRIOR_STATUSES,
  WARRIOR_STATUS_LABELS,
  isInGraveyard,
  isWarriorStatus,
  missesNextBattle,
} from './statuses';

describe('warrior statuses', () => {
  it('are active (empty), injured, lost and dead, with the labels of docs/rules.md#statuses', () => {
    expect(WARRIOR_STATUSES).toEqual(['', 'injured', 'lost', 'dead']);
    expect(WARRIOR_STATUS_LABELS).toEqual({
      '': 'Active',
      injured: 'Injured',
      lost: 'Lost in Battle',
      dead: 'Dead',
    });
  });

  it.each([
    ['', false, false],
    ['injured', false, true],
    ['lost', false, true],
    ['dead', true, false],
  ] as const)('%j: in graveyard %s, misses next battle %s', (status, graveyard, misses) => {
    expect(isInGraveyard(status)).toBe(graveyard);
    expect(missesNextBattle(status)).toBe(misses);
  });

  it('recognises only the four values', () => {
    expect(isWarriorStatus('lost')).toBe(true);
    expect(isWarriorStatus('Lost in Battle')).toBe(false);
    expect(isWarriorStatus(undefined)).toBe(false);
  });
});
