import { startLiveBattle } from '@warband/rules';
import type { LiveActionInput, LiveBattleState } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../api/offline/device-db';
import { waitingActionCount, withSentAction, withWaitingActions } from './waiting-actions';

const warrior = (id: string, name: string) => ({ id, name, wounds: 2, might: 1, will: 1, fate: 1 });

function battle(mySide: 0 | 1 | null = 0): LiveBattleState {
  const start = startLiveBattle([
    { companyId: 'riders', userId: 'alice', name: 'Riders', warriors: [warrior('eomer', 'Éomer')] },
    {
      companyId: 'orcs',
      userId: 'bob',
      name: 'Orcs',
      warriors: [warrior('grishnakh', 'Grishnákh')],
    },
  ]);
  const away = { connected: false, lastSeenAt: null };
  return {
    ...start,
    seq: 7,
    matchId: 'm1',
    mySide,
    presence: [away, away],
    aftermathApplied: [false, false],
  };
}

let made = 0;
function kept(
  action: LiveActionInput,
  { matchId = 'm1', state = 'pending' }: { matchId?: string; state?: OutboxEntry['state'] } = {},
): OutboxEntry {
  made += 1;
  return {
    seq: made,
    operationId: `op-${made}`,
    name: 'liveAction',
    companyId: 'riders',
    input: { companyId: 'riders', matchId, action },
    about: { title: 'the live battle', companyName: 'Riders', names: {}, seen: {} },
    state,
    createdAt: new Date().toISOString(),
  };
}

describe('the live battle with the actions waiting on the phone', () => {
  it('lays the waiting actions over the server’s state, in order, keeping the server’s seq', () => {
    const shown = withWaitingActions(battle(), [
      kept({ kind: 'wound', warriorId: 'eomer', delta: 1 }),
      kept({ kind: 'might', warriorId: 'eomer', delta: 1 }),
      kept({ kind: 'state', warriorId: 'eomer', state: 'outOfAction' }),
      kept({ kind: 'phase', turn: 1, phase: 'priority' }),
      kept({ kind: 'broken', value: true }),
    ]);
    expect(shown.sides[0].warriors.eomer).toMatchObject({
      woundsTaken: 1,
      mightSpent: 1,
      state: 'outOfAction',
    });
    expect(shown.sides[0].broken).toBe(true);
    expect(shown).toMatchObject({ turn: 1, phase: 'move', seq: 7, matchId: 'm1', mySide: 0 });
    expect(shown.sides[1]).toEqual(battle().sides[1]);
  });

  it('plays the player’s own side: on side 1 the actions change side 1', () => {
    const shown = withWaitingActions(battle(1), [
      kept({ kind: 'wound', warriorId: 'grishnakh', delta: 2 }),
    ]);
    expect(shown.sides[1].warriors.grishnakh?.woundsTaken).toBe(2);
    expect(shown.sides[0]).toEqual(battle().sides[0]);
  });

  it('leaves out what the rules refuse now, other matches, other writes and held writes', () => {
    const state = battle();
    const moved = { ...state, phase: 'shoot' as const };
    const entries = [
      kept({ kind: 'phase', turn: 1, phase: 'priority' }),
      kept({ kind: 'wound', warriorId: 'eomer', delta: 5 }),
      kept({ kind: 'wound', warriorId: 'eomer', delta: 1 }, { matchId: 'other' }),
      kept({ kind: 'fate', warriorId: 'eomer', delta: 1 }, { state: 'refused' }),
      { ...kept({ kind: 'end' }), name: 'company' as const },
    ];
    expect(withWaitingActions(moved, entries)).toEqual(moved);
    expect(waitingActionCount('m1', entries)).toBe(2);
  });

  it('shows nothing waiting to a reader who plays no side', () => {
    const state = battle(null);
    expect(withWaitingActions(state, [kept({ kind: 'end' })])).toBe(state);
  });
});

describe('the player’s own action, answered by the server', () => {
  it('shows at once when it is the next event, numbered as the server numbered it', () => {
    const shown = withSentAction(battle(), { kind: 'fate', warriorId: 'eomer', delta: 1 }, 8);
    expect(shown).toMatchObject({ seq: 8, matchId: 'm1', mySide: 0 });
    expect(shown.sides[0].warriors.eomer?.fateSpent).toBe(1);
  });

  it('waits for the battle read again when another event came between, or it no longer applies', () => {
    const state = battle();
    expect(withSentAction(state, { kind: 'fate', warriorId: 'eomer', delta: 1 }, 9)).toBe(state);
    expect(withSentAction(state, { kind: 'wound', warriorId: 'eomer', delta: 3 }, 8)).toBe(state);
    const reader = battle(null);
    expect(withSentAction(reader, { kind: 'end' }, 8)).toBe(reader);
  });
});
