import { describe, expect, it } from 'vitest';
import { statusEventKind, warriorEditEvents } from './warrior-edit-events';

const subject = { companyId: 'company', userId: 'player', warriorId: 'warrior' };
const hero = { rank: 'Hero', experience: 4, status: '' } as const;

describe('statusEventKind', () => {
  it('names a death first, then a return from the dead, then the new status', () => {
    expect(statusEventKind('lost', 'dead')).toBe('warriorKilled');
    expect(statusEventKind('dead', 'lost')).toBe('warriorBroughtBack');
    expect(statusEventKind('dead', '')).toBe('warriorBroughtBack');
    expect(statusEventKind('', 'injured')).toBe('warriorInjured');
    expect(statusEventKind('injured', 'lost')).toBe('warriorLost');
    expect(statusEventKind('injured', '')).toBe('warriorRecovered');
  });
});

describe('warriorEditEvents', () => {
  it('logs nothing when status, rank and level stay', () => {
    expect(warriorEditEvents(subject, hero, { ...hero, experience: 0 })).toEqual([]);
  });

  it('logs reaching level 2 at 5 experience, and the top of the sheet at 105', () => {
    expect(warriorEditEvents(subject, hero, { ...hero, experience: 5 })).toEqual([
      {
        ...subject,
        battleId: null,
        kind: 'warriorLevelledUp',
        changes: { experienceBefore: 4, experienceAfter: 5, levelBefore: 1, levelAfter: 2 },
      },
    ]);
    const [top] = warriorEditEvents(
      subject,
      { ...hero, experience: 100 },
      {
        ...hero,
        experience: 105,
      },
    );
    expect(top?.changes).toMatchObject({ levelBefore: 21, levelAfter: 22 });
  });
});
