import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  FIRST_TURN_PHASE,
  isPhase,
  nextPhase,
  orderedPhases,
  PHASE_LABELS,
  PHASES,
  previousPhase,
  remindersForPhase,
  TURN_MAX,
  type PhasedWarrior,
  type TurnPhase,
} from './phases';

describe('phases of a turn', () => {
  it('are Priority, Move, Shoot, Fight and End, in that order', () => {
    expect(PHASES).toEqual(['priority', 'move', 'shoot', 'fight', 'end']);
    expect(PHASES.map((phase) => PHASE_LABELS[phase])).toEqual([
      'Priority',
      'Move',
      'Shoot',
      'Fight',
      'End',
    ]);
    expect(FIRST_TURN_PHASE).toEqual({ turn: 1, phase: 'priority' });
  });

  it.each([
    ['move', true],
    ['end', true],
    ['Move', false],
    ['magic', false],
    [3, false],
    [null, false],
  ])('knows %j is a phase: %s', (value, expected) => {
    expect(isPhase(value)).toBe(expected);
  });

  it.each([
    [
      ['fight', 'priority'],
      ['priority', 'fight'],
    ],
    [
      ['end', 'end', 'move'],
      ['move', 'end'],
    ],
    [['magic', 'shoot'], ['shoot']],
    [[], []],
    [null, []],
    [undefined, []],
  ])('orders %j as %j', (given, expected) => {
    expect(orderedPhases(given)).toEqual(expected);
  });
});

describe('nextPhase and previousPhase', () => {
  it.each<[TurnPhase, TurnPhase]>([
    [
      { turn: 1, phase: 'priority' },
      { turn: 1, phase: 'move' },
    ],
    [
      { turn: 1, phase: 'move' },
      { turn: 1, phase: 'shoot' },
    ],
    [
      { turn: 1, phase: 'shoot' },
      { turn: 1, phase: 'fight' },
    ],
    [
      { turn: 1, phase: 'fight' },
      { turn: 1, phase: 'end' },
    ],
    [
      { turn: 1, phase: 'end' },
      { turn: 2, phase: 'priority' },
    ],
    [
      { turn: 7, phase: 'end' },
      { turn: 8, phase: 'priority' },
    ],
  ])('after %j comes %j, and before it the one it came from', (at, next) => {
    expect(nextPhase(at)).toEqual(next);
    expect(previousPhase(next)).toEqual(at);
  });

  it('goes no further back than turn 1 Priority', () => {
    expect(previousPhase({ turn: 1, phase: 'priority' })).toEqual({ turn: 1, phase: 'priority' });
    expect(canGoBack({ turn: 1, phase: 'priority' })).toBe(false);
    expect(canGoBack({ turn: 1, phase: 'move' })).toBe(true);
    expect(canGoBack({ turn: 2, phase: 'priority' })).toBe(true);
  });

  it('goes no further on than the last turn End', () => {
    expect(nextPhase({ turn: TURN_MAX, phase: 'end' })).toEqual({ turn: TURN_MAX, phase: 'end' });
    expect(nextPhase({ turn: TURN_MAX, phase: 'fight' })).toEqual({
      turn: TURN_MAX,
      phase: 'end',
    });
  });

  it('steps back to where it was from anywhere but the last End', () => {
    const at = fc.record({
      turn: fc.integer({ min: 1, max: TURN_MAX }),
      phase: fc.constantFrom(...PHASES),
    });
    fc.assert(
      fc.property(at, (turnPhase) => {
        if (turnPhase.turn === TURN_MAX && turnPhase.phase === 'end') return;
        expect(previousPhase(nextPhase(turnPhase))).toEqual(turnPhase);
      }),
    );
  });

  it('takes five steps to go from a phase to the same phase of the next turn', () => {
    const at = fc.record({
      turn: fc.integer({ min: 1, max: TURN_MAX - 1 }),
      phase: fc.constantFrom(...PHASES),
    });
    fc.assert(
      fc.property(at, (turnPhase) => {
        let now = turnPhase;
        for (let step = 0; step < PHASES.length; step += 1) now = nextPhase(now);
        expect(now).toEqual({ turn: turnPhase.turn + 1, phase: turnPhase.phase });
      }),
    );
  });
});

describe('remindersForPhase', () => {
  const throwing = { name: 'Throwing Weapons', description: 'Thrown in the shoot.' };
  const warriors: PhasedWarrior[] = [
    {
      id: 'a',
      name: 'Aldor',
      specialRules: [
        { ...throwing, phases: ['shoot'] },
        { name: 'Terror', description: 'Foes test first.', phases: ['fight'] },
        { name: 'Woodsman', description: 'Moves freely.', phases: [] },
      ],
      heroicActions: [{ name: 'Heroic Shoot', description: 'Shoots first.', phases: ['shoot'] }],
    },
    {
      id: 'b',
      name: 'Berin',
      // Another copy of the same rule, its name typed differently and without a description.
      specialRules: [{ name: ' throwing weapons', description: '', phases: ['shoot', 'fight'] }],
      spells: [{ name: 'Blinding Light', description: 'A glow.', phases: ['move'] }],
    },
    { id: 'c', name: 'Ceolred', specialRules: [{ name: 'Old rule', description: 'No phases.' }] },
  ];

  it('lists the entries naming the phase, one per name, with who has them', () => {
    expect(remindersForPhase(warriors, 'shoot')).toEqual([
      {
        key: 'heroicAction:heroic shoot',
        kind: 'heroicAction',
        name: 'Heroic Shoot',
        description: 'Shoots first.',
        warriors: [{ id: 'a', name: 'Aldor' }],
      },
      {
        key: 'rule:throwing weapons',
        kind: 'rule',
        name: 'Throwing Weapons',
        description: 'Thrown in the shoot.',
        warriors: [
          { id: 'a', name: 'Aldor' },
          { id: 'b', name: 'Berin' },
        ],
      },
    ]);
  });

  it('puts heroic actions, then spells, then rules, each by name', () => {
    expect(remindersForPhase(warriors, 'fight').map((r) => r.name)).toEqual([
      'Terror',
      'throwing weapons',
    ]);
    expect(remindersForPhase(warriors, 'move').map((r) => [r.kind, r.name])).toEqual([
      ['spell', 'Blinding Light'],
    ]);
  });

  it('takes a description from a later copy when the first has none', () => {
    const [reminder] = remindersForPhase([...warriors].reverse(), 'shoot').filter(
      (r) => r.kind === 'rule',
    );
    expect(reminder?.description).toBe('Thrown in the shoot.');
    expect(reminder?.warriors.map((w) => w.id)).toEqual(['b', 'a']);
  });

  it('names a warrior once, even with two copies of an entry', () => {
    const twice: PhasedWarrior = {
      id: 'd',
      name: 'Dunstan',
      specialRules: [
        { name: 'Terror', description: '', phases: ['fight'] },
        { name: 'TERROR', description: 'Foes test.', phases: ['fight'] },
      ],
    };
    expect(remindersForPhase([twice], 'fight')).toEqual([
      {
        key: 'rule:terror',
        kind: 'rule',
        name: 'Terror',
        description: 'Foes test.',
        warriors: [{ id: 'd', name: 'Dunstan' }],
      },
    ]);
  });

  it('has nothing for a phase no entry names, or for no warriors', () => {
    expect(remindersForPhase(warriors, 'priority')).toEqual([]);
    expect(remindersForPhase(warriors, 'end')).toEqual([]);
    expect(remindersForPhase([], 'shoot')).toEqual([]);
  });
});
