import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../app/test-utils';
import {
  liveEventsAddress,
  parseLiveEvent,
  parseLivePresence,
  readLiveBattle,
  sendLiveAction,
} from './live';

afterEach(() => {
  vi.unstubAllGlobals();
});

const side = (name: string) => ({
  companyId: 'c',
  userId: 'u',
  name,
  broken: false,
  quartered: false,
  ended: false,
  confirmed: false,
  dispute: null,
  warriors: {},
});

describe('the live battle calls', () => {
  it('reads the battle and sends an action with its Operation-Id', async () => {
    const battle = {
      matchId: 'm 1',
      seq: 0,
      turn: 1,
      phase: 'priority',
      confirmation: 'waiting',
      mySide: 0,
      sides: [side('Riders'), side('Orcs')],
      presence: [
        { connected: true, lastSeenAt: '2026-12-07T20:14:00.000Z' },
        { connected: false, lastSeenAt: null },
      ],
      aftermathApplied: [false, false],
    };
    const { calls } = mockApi({
      'GET /match/m%201/live': { body: battle },
      'POST /match/m%201/live/actions': { body: { seq: 1 } },
    });
    await expect(readLiveBattle('m 1')).resolves.toEqual(battle);
    await expect(
      sendLiveAction('m 1', { kind: 'wound', warriorId: 'w', delta: 1 }, 'op-1'),
    ).resolves.toEqual({ seq: 1 });
    const fetched = vi.mocked(fetch).mock.calls[1];
    expect(new Headers(fetched?.[1]?.headers).get('Operation-Id')).toBe('op-1');
    expect(calls.at(-1)).toMatchObject({ body: { kind: 'wound', warriorId: 'w', delta: 1 } });
  });

  it('puts the ticket and the last event in the stream’s address', () => {
    expect(liveEventsAddress('m', 'a+b', 7)).toBe('/api/match/m/live/events?ticket=a%2Bb&after=7');
    expect(liveEventsAddress('m', 't')).toBe('/api/match/m/live/events?ticket=t');
  });

  it('reads an event’s data line, and nothing else', () => {
    const line = JSON.stringify({ seq: 3, kind: 'end', side: 1, userId: 'u', at: 'now' });
    expect(parseLiveEvent(line)).toMatchObject({ seq: 3, kind: 'end', side: 1 });
    expect(parseLiveEvent('{"seq":"x"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });

  it('reads a presence event’s data, and nothing else', () => {
    const presence = [
      { connected: false, lastSeenAt: '2026-12-07T20:14:00.000Z' },
      { connected: true, lastSeenAt: '2026-12-07T20:15:00.000Z' },
    ];
    expect(parseLivePresence(JSON.stringify({ presence }))).toEqual(presence);
    expect(parseLivePresence(JSON.stringify({ presence: presence.slice(1) }))).toBeNull();
    expect(parseLivePresence('{"seq":1}')).toBeNull();
    expect(parseLivePresence('not json')).toBeNull();
  });
});
