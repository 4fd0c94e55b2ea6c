import { startLiveBattle } from '@warband/rules';
import type { LiveBattleState, LiveLogEntry } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { logLine } from './live-log-texts';

const profile = { wounds: 2, might: 1, will: 1, fate: 1 };
const battle: LiveBattleState = {
  ...startLiveBattle([
    {
      companyId: 'riders',
      userId: 'alice',
      name: 'Riders',
      warriors: [{ id: 'eomer', name: 'Éomer', ...profile }],
    },
    {
      companyId: 'orcs',
      userId: 'bob',
      name: 'Orcs',
      warriors: [{ id: 'grishnakh', name: 'Grishnákh', ...profile }],
    },
  ]),
  matchId: 'm1',
  mySide: 0,
  aftermathApplied: [false, true],
  presence: [
    { connected: false, lastSeenAt: null },
    { connected: false, lastSeenAt: null },
  ],
};

const at = '2026-05-01T20:15:00.000Z';
const text = (side: 0 | 1 | null, action: LiveLogEntry['action']) =>
  logLine(battle, { seq: 1, side, at, action }).text;

describe('the battle log in words', () => {
  it('tells each action by its warrior or side', () => {
    expect(text(0, { kind: 'wound', warriorId: 'eomer', delta: 1 })).toBe('Éomer takes 1 wound');
    expect(text(0, { kind: 'wound', warriorId: 'eomer', delta: -2 })).toBe(
      'Éomer: 2 wounds taken back',
    );
    expect(text(1, { kind: 'inflicted', warriorId: 'grishnakh', delta: 2 })).toBe(
      'Grishnákh inflicts 2 wounds',
    );
    expect(text(1, { kind: 'inflicted', warriorId: 'grishnakh', delta: -1 })).toBe(
      'Grishnákh: 1 wound inflicted taken back',
    );
    expect(text(0, { kind: 'might', warriorId: 'eomer', delta: 1 })).toBe('Éomer spends 1 Might');
    expect(text(0, { kind: 'fate', warriorId: 'eomer', delta: -1 })).toBe(
      'Éomer: 1 Fate given back',
    );
    expect(text(1, { kind: 'state', warriorId: 'grishnakh', state: 'outOfAction' })).toBe(
      'Grishnákh is taken out of action',
    );
    expect(text(1, { kind: 'state', warriorId: 'gone', state: 'fled' })).toBe(
      'A warrior flees the battle',
    );
    expect(text(1, { kind: 'broken', value: true })).toBe('Orcs is broken');
    expect(text(1, { kind: 'quartered', value: false })).toBe('Orcs is no longer quartered');
    expect(text(0, { kind: 'phase', turn: 2, phase: 'end' })).toBe(
      'Riders: on to turn 3, Priority phase',
    );
    expect(text(0, { kind: 'end' })).toBe('Riders ends the battle');
    expect(text(1, { kind: 'confirm' })).toBe('Orcs confirms the result');
    expect(text(1, { kind: 'dispute', note: 'Éomer fled' })).toBe(
      'Orcs disputes the result: “Éomer fled”',
    );
    expect(text(null, { kind: 'settle', note: '' })).toBe('The match is settled');
    expect(text(null, { kind: 'settle', note: 'A draw' })).toBe('The match is settled: “A draw”');
  });

  it('tells a side’s War’s Aftermath with each roll and who threw it', () => {
    const line = logLine(battle, {
      seq: 9,
      side: 1,
      at,
      action: {
        kind: 'aftermath',
        battleId: 'b1',
        result: 'loss',
        influence: 3,
        warriors: [
          {
            warriorId: 'grishnakh',
            name: 'Grishnákh',
            injury: {
              roll: { total: 11, rolledBy: 'app' },
              result: 'woundsOfAHero',
              influence: { total: 4, rolledBy: 'player' },
            },
            diedWithOwner: false,
            experienceBefore: 4,
            experienceAfter: 6,
            levelUps: [
              { kind: 'warrior', roll: { total: 9, rolledBy: 'app' }, result: 'promoted' },
              { kind: 'warrior', roll: null, result: 'noChange' },
              { kind: 'hero' },
            ],
          },
          {
            warriorId: 'wolf',
            name: 'Wolf',
            injury: { roll: null, result: 'dead', influence: null },
            diedWithOwner: true,
            experienceBefore: 0,
            experienceAfter: 0,
            levelUps: [],
          },
        ],
      },
    });
    expect(line).toEqual({
      seq: 9,
      at,
      text: "Orcs's War's Aftermath: Loss, 3 influence gained",
      details: [
        'Grishnákh: injury roll 11 (rolled by the app): Wounds of a Hero',
        'Grishnákh: D6 influence 4 (rolled at the table)',
        'Grishnákh: experience 4 → 6',
        'Grishnákh: level-up roll 9 (rolled by the app): Promoted',
        'Grishnákh: level-up No Change (chosen, no roll)',
        'Grishnákh levels up',
        'Wolf: injury Dead (chosen, no roll)',
        'Wolf dies with its owner',
      ],
    });
  });
});
