import { TURN_MAX } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import { battleUnderway, play, PLAYER_ID, riders } from './battle-fixtures';
import { battleReducer } from './battle-reducer';
import { StoredBattle } from './battle-schema';
import { newBattle, turnOf, type SavedBattle } from './battle-state';

describe("a battle's turn and phase", () => {
  it('starts at turn 1 Priority, also for a battle kept before turns were kept', () => {
    const { turn: _none, ...kept } = battleUnderway();
    const older: SavedBattle = kept;
    expect(turnOf(older)).toEqual({ turn: 1, phase: 'priority' });
    expect(StoredBattle.safeParse(JSON.parse(JSON.stringify(older))).success).toBe(true);
  });

  it('steps on and back through the phases while the battle is fought', () => {
    const moved = play(battleUnderway(), { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(moved.turn).toEqual({ turn: 1, phase: 'shoot' });
    expect(battleReducer(moved, { type: 'previousPhase' }).turn).toEqual({
      turn: 1,
      phase: 'move',
    });
    const nextTurn = play(
      moved,
      ...Array.from({ length: 3 }, () => ({ type: 'nextPhase' as const })),
    );
    expect(nextTurn.turn).toEqual({ turn: 2, phase: 'priority' });
    // A phase is not a tap on a counter: Undo does not take it back.
    expect(nextTurn.undo).toEqual(moved.undo);
  });

  it('does not move before the battle has begun or after it has ended', () => {
    const before = newBattle(riders(), PLAYER_ID, 'battle-1', new Date('2026-05-01T10:00:00Z'));
    expect(battleReducer(before, { type: 'nextPhase' })).toBe(before);
    const ended = play(battleUnderway(), { type: 'nextPhase' }, { type: 'endBattle' });
    expect(battleReducer(ended, { type: 'nextPhase' })).toBe(ended);
    expect(battleReducer(ended, { type: 'previousPhase' })).toBe(ended);
    // Back to the battle from the aftermath, it stands where it was.
    expect(battleReducer(ended, { type: 'resumeBattle' }).turn).toEqual({ turn: 1, phase: 'move' });
  });

  it('is kept with the battle, and a turn or phase the game has not is not trusted', () => {
    const moved = play(battleUnderway(), { type: 'nextPhase' });
    const stored = JSON.parse(JSON.stringify(moved));
    expect(StoredBattle.parse(stored).turn).toEqual({ turn: 1, phase: 'move' });
    for (const turn of [
      { turn: 0, phase: 'move' },
      { turn: TURN_MAX + 1, phase: 'move' },
      { turn: 2, phase: 'magic' },
      { turn: 1.5, phase: 'end' },
    ]) {
      expect(StoredBattle.safeParse({ ...stored, turn }).success, JSON.stringify(turn)).toBe(false);
    }
  });
});
