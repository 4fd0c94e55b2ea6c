import { describe, expect, it } from 'vitest';
import { casualties, influenceParts, levelUpWords, warriorChanges } from './battle-summary';
import { battleRecord, injury, recordWarrior, uuid } from './history-fixtures';

describe('a battle record in words', () => {
  it('names each casualty with its injury, the killed and the lost first', () => {
    const [arwen, boromir, cirdan] = [uuid(), uuid(), uuid()];
    const battle = battleRecord('2026-11-20', {
      warriors: [
        recordWarrior('Arwen', {
          warriorId: arwen,
          injury: injury(arwen, 'fullRecovery', { heal: 'legWound' }),
        }),
        recordWarrior('Boromir', { warriorId: boromir, injury: injury(boromir, 'lost') }),
        recordWarrior('Cirdan', { warriorId: cirdan }),
      ],
    });
    expect(casualties(battle).map(({ name, kind, words }) => [name, kind, words])).toEqual([
      ['Boromir', 'lost', 'Lost in Battle'],
      ['Arwen', 'injured', 'Full Recovery, healed a Leg Wound'],
    ]);
  });

  it('says "an" before an Old Battle Wound and "a" before a Leg Wound', () => {
    const [arwen, boromir] = [uuid(), uuid()];
    const battle = battleRecord('2026-11-20', {
      warriors: [
        recordWarrior('Arwen', {
          warriorId: arwen,
          injury: injury(arwen, 'fullRecovery', { heal: 'oldWound' }),
        }),
        recordWarrior('Boromir', {
          warriorId: boromir,
          injury: injury(boromir, 'protected', { heal: 'legWound' }),
        }),
      ],
    });
    expect(casualties(battle).map(({ words }) => words)).toEqual([
      'Full Recovery, healed an Old Battle Wound',
      'Protected, healed a Leg Wound',
    ]);
  });

  it('describes warriors’ and heroes’ level-ups', () => {
    const id = uuid();
    expect(
      levelUpWords({
        kind: 'warrior',
        warriorId: id,
        roll: null,
        result: 'promoted',
        baseClass: 'Rider',
      }),
    ).toBe('Level up: Promoted: Rider');
    expect(
      levelUpWords({
        kind: 'warrior',
        warriorId: id,
        roll: null,
        result: 'noChange',
        baseClass: '',
      }),
    ).toBe('Level up: No Change');
    expect(
      levelUpWords({
        kind: 'hero',
        warriorId: id,
        chosenPath: 'Custom',
        customPath: 'Oathkeeper',
        perks: [{ kind: 'heroicAction', heroicAction: { mode: 'improve', id: uuid() } }],
      }),
    ).toBe('Level up: Heroic Action improved; chose the path of the Oathkeeper');
    expect(
      levelUpWords({
        kind: 'hero',
        warriorId: id,
        chosenPath: null,
        customPath: '',
        perks: [
          {
            kind: 'rule',
            rule: {
              mode: 'new',
              libraryId: null,
              name: 'Bodyguard',
              description: '',
              phases: [],
            },
          },
        ],
      }),
    ).toBe('Level up: New Special Rule: Bodyguard');
  });

  it('lists only the warriors the battle changed, and only the influence that counted', () => {
    const battle = battleRecord('2026-11-20', {
      warriors: [
        recordWarrior('Idle'),
        recordWarrior('Lucky', { bonusLevelUp: true, experienceBefore: 4, experienceAfter: 6 }),
      ],
    });
    expect(warriorChanges(battle)).toMatchObject([
      { name: 'Lucky', lines: ['+2 experience (4 → 6)', 'Bonus level up'] },
    ]);
    expect(influenceParts({ ...battle.influence, influenceReward: 3 })).toEqual([
      { label: 'Result', value: 1 },
      { label: 'Scenario reward', value: 3 },
    ]);
  });
});
