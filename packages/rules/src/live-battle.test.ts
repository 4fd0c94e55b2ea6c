import { describe, expect, it } from 'vitest';
import { nextPhase } from './phases';
import {
  applyLiveAction,
  LIVE_INFLICTED_MAX,
  LIVE_TEXTS,
  refuseLiveAction,
  startLiveBattle,
  type LiveAction,
  type LiveBattleState,
} from './live-battle';

const battle = (): LiveBattleState =>
  startLiveBattle([
    {
      companyId: 'c0',
      userId: 'u0',
      name: 'Riders',
      warriors: [{ id: 'w0', name: 'Háma', wounds: 2, might: 1, will: 1, fate: 1 }],
    },
    {
      companyId: 'c1',
      userId: 'u1',
      name: 'Orcs',
      warriors: [{ id: 'w1', name: 'Grishnákh', wounds: 1, might: 0, will: 0, fate: 0 }],
    },
  ]);

const first = { side: 0 } as const;
const second = { side: 1 } as const;

describe('the live battle', () => {
  it('starts at turn 1, priority, every warrior fighting and fresh', () => {
    const state = battle();
    expect(state).toMatchObject({ seq: 0, turn: 1, phase: 'priority', confirmation: 'waiting' });
    expect(state.sides[0].warriors.w0).toMatchObject({ woundsTaken: 0, state: 'fighting' });
  });

  it('counts wounds and spent points within the profile', () => {
    let state = applyLiveAction(battle(), first, { kind: 'wound', warriorId: 'w0', delta: 2 });
    state = applyLiveAction(state, first, { kind: 'might', warriorId: 'w0', delta: 1 });
    expect(state.seq).toBe(2);
    expect(state.sides[0].warriors.w0).toMatchObject({ woundsTaken: 2, mightSpent: 1 });
    expect(refuseLiveAction(state, first, { kind: 'wound', warriorId: 'w0', delta: 1 })).toEqual({
      fields: { delta: LIVE_TEXTS.woundsBeyond(2) },
    });
    expect(refuseLiveAction(state, first, { kind: 'fate', warriorId: 'w0', delta: -1 })).toEqual({
      fields: { delta: LIVE_TEXTS.spentBeyond('Fate', 1) },
    });
    expect(() =>
      applyLiveAction(state, first, { kind: 'might', warriorId: 'w0', delta: 1 }),
    ).toThrow(RangeError);
  });

  it('refuses a change of nothing', () => {
    expect(refuseLiveAction(battle(), first, { kind: 'will', warriorId: 'w0', delta: 0 })).toEqual({
      fields: { delta: LIVE_TEXTS.nothing },
    });
  });

  it('refuses a warrior of the other side', () => {
    expect(refuseLiveAction(battle(), first, { kind: 'wound', warriorId: 'w1', delta: 1 })).toEqual(
      {
        fields: { warriorId: LIVE_TEXTS.unknownWarrior },
      },
    );
    expect(
      refuseLiveAction(battle(), second, { kind: 'state', warriorId: 'w0', state: 'fled' }),
    ).toEqual({
      fields: { warriorId: LIVE_TEXTS.unknownWarrior },
    });
  });

  it('moves the phase on once, whichever player taps it', () => {
    expect(nextPhase({ turn: 1, phase: 'fight' })).toEqual({ turn: 1, phase: 'end' });
    expect(nextPhase({ turn: 1, phase: 'end' })).toEqual({ turn: 2, phase: 'priority' });
    const moved = applyLiveAction(battle(), second, { kind: 'phase', turn: 1, phase: 'priority' });
    expect(moved).toMatchObject({ turn: 1, phase: 'move' });
    expect(refuseLiveAction(moved, first, { kind: 'phase', turn: 1, phase: 'priority' })).toEqual({
      conflict: LIVE_TEXTS.phaseMoved,
    });
  });

  it('ends, then confirms or disputes, and a settler settles a dispute', () => {
    let state = applyLiveAction(battle(), first, { kind: 'broken', value: true });
    expect(state.sides[0].broken).toBe(true);
    state = applyLiveAction(state, first, { kind: 'end' });
    expect(refuseLiveAction(state, first, { kind: 'wound', warriorId: 'w0', delta: 1 })).toEqual({
      conflict: LIVE_TEXTS.sideEnded,
    });
    expect(refuseLiveAction(state, second, { kind: 'confirm' })).toEqual({
      conflict: LIVE_TEXTS.notOver,
    });
    state = applyLiveAction(state, second, { kind: 'end' });
    expect(refuseLiveAction(state, first, { kind: 'phase', turn: 1, phase: 'priority' })).toEqual({
      conflict: LIVE_TEXTS.battleOver,
    });
    const confirmed = applyLiveAction(applyLiveAction(state, first, { kind: 'confirm' }), second, {
      kind: 'confirm',
    });
    expect(confirmed.confirmation).toBe('confirmed');
    const disputed = applyLiveAction(state, second, { kind: 'dispute', note: 'Háma was slain' });
    expect(disputed.confirmation).toBe('disputed');
    expect(refuseLiveAction(disputed, second, { kind: 'confirm' })).toEqual({
      conflict: LIVE_TEXTS.alreadyAnswered,
    });
    expect(refuseLiveAction(disputed, first, { kind: 'settle', note: '' })).toEqual({
      conflict: LIVE_TEXTS.onlySettlers,
    });
    expect(refuseLiveAction(state, { settler: true }, { kind: 'settle', note: '' })).toEqual({
      conflict: LIVE_TEXTS.notDisputed,
    });
    const settled = applyLiveAction(disputed, { settler: true }, { kind: 'settle', note: 'ok' });
    expect(settled.confirmation).toBe('confirmed');
    expect(settled.sides[1]).toMatchObject({ confirmed: true, dispute: null });
    expect(refuseLiveAction(state, { settler: true }, { kind: 'end' })).toEqual({
      conflict: LIVE_TEXTS.onlyPlayers,
    });
  });

  it('marks a warrior out of action or fled', () => {
    const state = applyLiveAction(battle(), second, {
      kind: 'state',
      warriorId: 'w1',
      state: 'outOfAction',
    });
    expect(state.sides[1].warriors.w1?.state).toBe('outOfAction');
  });

  it('counts the wounds a warrior inflicts, from none to the bound', () => {
    const state = applyLiveAction(battle(), first, {
      kind: 'inflicted',
      warriorId: 'w0',
      delta: 3,
    });
    expect(state.sides[0].warriors.w0?.woundsInflicted).toBe(3);
    expect(
      refuseLiveAction(state, first, { kind: 'inflicted', warriorId: 'w0', delta: -4 }),
    ).toEqual({ fields: { delta: LIVE_TEXTS.inflictedBeyond(LIVE_INFLICTED_MAX) } });
    expect(
      refuseLiveAction(state, first, {
        kind: 'inflicted',
        warriorId: 'w0',
        delta: LIVE_INFLICTED_MAX,
      }),
    ).toEqual({ fields: { delta: LIVE_TEXTS.inflictedBeyond(LIVE_INFLICTED_MAX) } });
  });

  it('logs a side’s War’s Aftermath once it has ended, changing nothing else', () => {
    const aftermath: LiveAction = {
      kind: 'aftermath',
      battleId: 'b0',
      result: 'win',
      influence: 3,
      warriors: [],
    };
    expect(refuseLiveAction(battle(), first, aftermath)).toEqual({
      conflict: LIVE_TEXTS.endBeforeAftermath,
    });
    expect(refuseLiveAction(battle(), { settler: true }, aftermath)).toEqual({
      conflict: LIVE_TEXTS.onlyPlayers,
    });
    const ended = applyLiveAction(battle(), first, { kind: 'end' });
    const logged = applyLiveAction(ended, first, aftermath);
    expect(logged).toEqual({ ...ended, seq: ended.seq + 1 });
    // The other side plays on: its own aftermath waits for its own end.
    expect(refuseLiveAction(logged, second, aftermath)).toEqual({
      conflict: LIVE_TEXTS.endBeforeAftermath,
    });
  });
});
