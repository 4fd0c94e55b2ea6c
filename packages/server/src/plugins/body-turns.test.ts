import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceBusyError } from '../errors';
import { BODIES_BUSY, BODIES_RETRY_SECONDS, bodyTurns } from './body-turns';

/** Whether a promise has settled, and how, once the microtasks before it have run. */
async function stateOf(promise: Promise<void>) {
  let state = 'waiting';
  promise.then(
    () => (state = 'admitted'),
    () => (state = 'refused'),
  );
  await vi.advanceTimersByTimeAsync(0);
  return state;
}

describe('turns for large bodies', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets in as many as it has turns, the next in line in order as each leaves', async () => {
    const turns = bodyTurns({ atOnce: 2, waiting: 2, waitMs: 10_000 });
    const [first, second, third, fourth] = [turns.take(), turns.take(), turns.take(), turns.take()];
    expect(await stateOf(first.admitted)).toBe('admitted');
    expect(await stateOf(second.admitted)).toBe('admitted');
    expect(await stateOf(third.admitted)).toBe('waiting');
    expect(await stateOf(fourth.admitted)).toBe('waiting');
    second.leave();
    // Leaving twice gives nothing more back.
    second.leave();
    expect(await stateOf(third.admitted)).toBe('admitted');
    expect(await stateOf(fourth.admitted)).toBe('waiting');
    first.leave();
    expect(await stateOf(fourth.admitted)).toBe('admitted');
    third.leave();
    fourth.leave();
    // All back: two at once again, without waiting.
    expect(await stateOf(turns.take().admitted)).toBe('admitted');
    expect(await stateOf(turns.take().admitted)).toBe('admitted');
  });

  it('refuses with 503 and Retry-After past its line, and those whose wait is over', async () => {
    const turns = bodyTurns({ atOnce: 1, waiting: 1, waitMs: 10_000 });
    const inside = turns.take();
    const waiting = turns.take();
    expect(() => turns.take()).toThrow(
      expect.objectContaining({
        status: 503,
        message: BODIES_BUSY,
        retryAfterSeconds: BODIES_RETRY_SECONDS,
      }),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await stateOf(waiting.admitted)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting.admitted).rejects.toBeInstanceOf(ServiceBusyError);
    // Its place is free again, and the turn it never had is still the first one's.
    const next = turns.take();
    inside.leave();
    expect(await stateOf(next.admitted)).toBe('admitted');
  });

  it('gives up the place of one that leaves while waiting (a client gone)', async () => {
    const turns = bodyTurns({ atOnce: 1, waiting: 2, waitMs: 10_000 });
    const inside = turns.take();
    const gone = turns.take();
    const after = turns.take();
    gone.leave();
    await expect(gone.admitted).rejects.toBeInstanceOf(ServiceBusyError);
    inside.leave();
    expect(await stateOf(after.admitted)).toBe('admitted');
    // The turn `gone` never had is not given back when it leaves again.
    gone.leave();
    const last = turns.take();
    expect(await stateOf(last.admitted)).toBe('waiting');
    after.leave();
    expect(await stateOf(last.admitted)).toBe('admitted');
  });
});
