import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceBusyError } from '../../errors';
import { uploadBudget, UPLOAD_RETRY_SECONDS, UPLOADS_BUSY } from './upload-budget';

const MB = 1024 * 1024;
// Room for two uploads of 8 MB (each holds its body and 2 MB for the picture).
const TOTAL = 20 * MB;
const QUEUE = { waiting: 2, waitMs: 1000 };

afterEach(() => {
  vi.useRealTimers();
});

/** A reservation and what became of it so far. */
function reserve(budget: ReturnType<typeof uploadBudget>, bytes: number | undefined) {
  const over = new AbortController();
  const state: { outcome: 'waiting' | 'held' | unknown } = { outcome: 'waiting' };
  void budget.reserve(bytes, over.signal).then(
    () => (state.outcome = 'held'),
    (error: unknown) => (state.outcome = error),
  );
  return { state, end: () => over.abort() };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the upload memory', () => {
  it('lets uploads in while they fit, and the next in line as each one ends', async () => {
    const budget = uploadBudget(TOTAL, QUEUE);
    const [first, second, third, fourth] = [8, 8, 1, 1].map((mb) => reserve(budget, mb * MB));
    await settled();
    expect([first, second, third, fourth].map((upload) => upload!.state.outcome)).toEqual([
      'held',
      'held',
      'waiting',
      'waiting',
    ]);
    first!.end();
    await settled();
    // Both small ones fit in what the first held, in their order.
    expect(third!.state.outcome).toBe('held');
    expect(fourth!.state.outcome).toBe('held');
  });

  it('never lets a small upload pass one waiting ahead of it', async () => {
    const budget = uploadBudget(TOTAL, QUEUE);
    const [first, second] = [reserve(budget, 8 * MB), reserve(budget, 8 * MB)];
    // No length given: it holds room for the largest image, 12 MB in all.
    const large = reserve(budget, undefined);
    const small = reserve(budget, 1 * MB);
    first.end();
    await settled();
    // The 3 MB of the small one are free, but the large one is first.
    expect([large.state.outcome, small.state.outcome]).toEqual(['waiting', 'waiting']);
    second.end();
    await settled();
    expect([large.state.outcome, small.state.outcome]).toEqual(['held', 'held']);
  });

  it('turns an upload away at once when the queue is full', async () => {
    const budget = uploadBudget(TOTAL, QUEUE);
    const uploads = [8, 8, 1, 1, 1].map((mb) => reserve(budget, mb * MB));
    await settled();
    const refused = uploads[4]!.state.outcome;
    expect(refused).toBeInstanceOf(ServiceBusyError);
    expect(refused).toMatchObject({
      status: 503,
      message: UPLOADS_BUSY,
      retryAfterSeconds: UPLOAD_RETRY_SECONDS,
    });
  });

  it('turns an upload away once it has waited its longest, and lets the next one in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const budget = uploadBudget(TOTAL, QUEUE);
    reserve(budget, 8 * MB);
    reserve(budget, 6 * MB);
    const large = reserve(budget, 8 * MB);
    await settled();
    vi.advanceTimersByTime(QUEUE.waitMs / 2);
    // An empty body holds only the 2 MB of its picture: it would fit, but waits its turn.
    const small = reserve(budget, 0);
    await settled();
    expect(small.state.outcome).toBe('waiting');
    vi.advanceTimersByTime(QUEUE.waitMs / 2);
    await settled();
    expect(large.state.outcome).toBeInstanceOf(ServiceBusyError);
    // The one behind it fits beside the two held.
    expect(small.state.outcome).toBe('held');
  });

  it('gives up the place of an upload whose client went away, and the room of one answered', async () => {
    const budget = uploadBudget(TOTAL, QUEUE);
    const first = reserve(budget, 8 * MB);
    reserve(budget, 8 * MB);
    const gone = reserve(budget, 8 * MB);
    const next = reserve(budget, 8 * MB);
    await settled();
    gone.end();
    await settled();
    expect(gone.state.outcome).toBeInstanceOf(ServiceBusyError);
    first.end();
    await settled();
    expect(next.state.outcome).toBe('held');
  });
});
