import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/test-utils';
import { company as makeCompany } from '../../components/warrior-card/fixtures';
import { wipeDeviceStore } from './device-db';
import { enqueue, listOutbox } from './outbox';
import { replayOutbox } from './replay';
import { WRITES, bindWrite } from './writes';

const ALICE = 'alice-live';

afterEach(async () => {
  vi.unstubAllGlobals();
  await wipeDeviceStore(ALICE);
});

const input = {
  companyId: 'riders',
  matchId: 'm 1',
  action: { kind: 'wound' as const, warriorId: 'eomer', delta: 1 },
};

describe('a live action as an offline write', () => {
  it('posts the action to the match’s live battle and leaves the company as it is', () => {
    const { method, path, body } = WRITES.liveAction.request(input);
    expect({ method, path, body }).toEqual({
      method: 'POST',
      path: '/match/m%201/live/actions',
      body: input.action,
    });
    const write = bindWrite('liveAction', input);
    expect(write?.companyId).toBe('riders');
    const company = makeCompany('riders');
    expect(write?.apply(company, { armouryEntry: () => null })).toBe(company);
    expect(bindWrite('liveAction', { ...input, action: { kind: 'wound' } })).toBeNull();
  });

  it('is sent once from the outbox with the Operation-Id it was kept with', async () => {
    const { calls } = mockApi({ 'POST /match/m%201/live/actions': { body: { seq: 4 } } });
    await enqueue(ALICE, {
      operationId: 'op-live',
      name: 'liveAction',
      companyId: 'riders',
      input,
      about: { title: 'the live battle’s wound', companyName: 'Riders', names: {}, seen: {} },
    });
    const outcome = await replayOutbox(ALICE, undefined, {});
    expect(outcome.status).toBe('done');
    expect(outcome.applied.map(({ sent }) => sent.event)).toEqual(['liveActionSent']);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]?.body).toEqual(input.action);
    const headers = new Headers(vi.mocked(fetch).mock.calls[0]?.[1]?.headers);
    expect(headers.get('Operation-Id')).toBe('op-live');
    expect(await listOutbox(ALICE)).toEqual([]);
  });
});
