import { describe, expect, it } from 'vitest';
import { liveAftermath, type LiveAftermathSource } from './live-aftermath';

const untouched: LiveAftermathSource = {
  warriorId: 'w-sat-out',
  name: 'Déorwine',
  injury: null,
  diedWithOwner: false,
  experienceBefore: 4,
  experienceAfter: 4,
  levelUps: [],
};

describe('the live log’s account of a War’s Aftermath', () => {
  it('keeps each roll with who threw it, the result that applied, experience and level-ups', () => {
    const account = liveAftermath({
      battleId: 'b1',
      result: 'loss',
      influence: { total: 4 },
      warriors: [
        {
          warriorId: 'w-hama',
          name: 'Háma',
          injury: {
            roll: { total: 4, rolledBy: 'app' },
            applied: 'dead',
            influence: { total: 2, rolledBy: 'player' },
          },
          diedWithOwner: false,
          experienceBefore: 7,
          experienceAfter: 8,
          levelUps: [],
        },
        {
          warriorId: 'w-eothain',
          name: 'Eothain',
          injury: null,
          diedWithOwner: false,
          experienceBefore: 4,
          experienceAfter: 6,
          levelUps: [
            { kind: 'warrior', roll: { total: 9, rolledBy: 'app' }, result: 'promoted' },
            // Not yet chosen when a draft is read: nothing to tell.
            { kind: 'warrior', roll: null, result: null },
            { kind: 'hero' },
          ],
        },
        { ...untouched, warriorId: 'w-hound', name: 'Hound', diedWithOwner: true },
        untouched,
      ],
    });
    expect(account).toEqual({
      battleId: 'b1',
      result: 'loss',
      influence: 4,
      warriors: [
        {
          warriorId: 'w-hama',
          name: 'Háma',
          injury: {
            roll: { total: 4, rolledBy: 'app' },
            result: 'dead',
            influence: { total: 2, rolledBy: 'player' },
          },
          diedWithOwner: false,
          experienceBefore: 7,
          experienceAfter: 8,
          levelUps: [],
        },
        {
          warriorId: 'w-eothain',
          name: 'Eothain',
          injury: null,
          diedWithOwner: false,
          experienceBefore: 4,
          experienceAfter: 6,
          levelUps: [
            { kind: 'warrior', roll: { total: 9, rolledBy: 'app' }, result: 'promoted' },
            { kind: 'hero' },
          ],
        },
        {
          ...untouched,
          warriorId: 'w-hound',
          name: 'Hound',
          diedWithOwner: true,
        },
      ],
    });
  });

  it('keeps a result chosen by hand without a roll', () => {
    const [hama] = liveAftermath({
      battleId: 'b2',
      result: 'win',
      influence: { total: 0 },
      warriors: [{ ...untouched, injury: { roll: null, applied: 'fullRecovery' } }],
    }).warriors;
    expect(hama?.injury).toEqual({ roll: null, result: 'fullRecovery', influence: null });
  });
});
