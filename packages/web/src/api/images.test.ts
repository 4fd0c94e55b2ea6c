import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER } from '../app/test-utils';
import { stubUploads } from '../components/warrior-image/fake-upload';
import { ApiRequestError } from './client';
import { BUSY_RETRIES, putImage, requestImageUpload } from './images';
import { sessionStore } from './session-store';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const SIGNED = '/api/uploads/c1/w1.jpg?expires=1&signature=abc';

describe('asking where to upload a warrior image', () => {
  it('posts the file name and company as the player and returns the checked reply', async () => {
    sessionStore.set(PLAYER);
    const { calls } = mockApi({
      'POST /warrior/image': {
        body: { data: { signedRequest: SIGNED, url: '/api/uploads/c1/w1.jpg?v=2' } },
      },
    });
    const reply = await requestImageUpload({ fileName: 'w1.jpg', companyId: 'c1' });
    expect(reply.data.url).toBe('/api/uploads/c1/w1.jpg?v=2');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/warrior/image',
        body: { fileName: 'w1.jpg', companyId: 'c1' },
        authorization: `Bearer ${PLAYER.token}`,
      }),
    ]);
  });

  it('refuses a reply without the signed address', async () => {
    mockApi({ 'POST /warrior/image': { body: { data: { url: '/x.jpg' } } } });
    await expect(requestImageUpload({ fileName: 'w1.jpg', companyId: 'c1' })).rejects.toThrow(
      'The server sent an unexpected reply. Please try again.',
    );
  });
});

describe('sending the image to the signed address', () => {
  it('PUTs the JPEG bytes with their type and no token, and reports progress', async () => {
    sessionStore.set(PLAYER);
    const sent = stubUploads();
    const progress: number[] = [];
    const done = putImage(SIGNED, JPEG, { onProgress: (fraction) => progress.push(fraction) });
    const [request] = sent;
    expect(request).toMatchObject({ method: 'PUT', url: SIGNED, body: JPEG });
    expect(request!.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    request!.progress(1, 4);
    request!.progress(3, 4);
    request!.respond(200);
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([0.25, 0.75, 1]);
  });

  it("rejects with our server's message and status", async () => {
    const sent = stubUploads();
    const done = putImage(SIGNED, JPEG);
    sent[0]!.respond(400, apiError(400, 'The image must be an 800 x 480 JPEG.').body);
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'The image must be an 800 x 480 JPEG.',
      status: 400,
      code: 'VALIDATION',
    });
  });

  it.each([
    [403, 'The upload link has expired. Please press Upload again.'],
    [413, 'File too large. Maximum size 10MB.'],
    [500, 'Upload failed (500)'],
  ])('explains a %i from storage that answers without a message of ours', async (status, text) => {
    const sent = stubUploads();
    const done = putImage(SIGNED, JPEG);
    sent[0]!.respond(status, '<Error><Code>AccessDenied</Code></Error>');
    await expect(done).rejects.toMatchObject({ message: text, status });
  });

  it('rejects with the connection message when the request cannot be made', async () => {
    const sent = stubUploads();
    const done = putImage(SIGNED, JPEG);
    sent[0]!.fail();
    await expect(done).rejects.toThrow('Could not reach the server. Check your connection.');
  });

  it('abandons the upload when its signal is aborted', async () => {
    const sent = stubUploads();
    const controller = new AbortController();
    const done = putImage(SIGNED, JPEG, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0]!.aborted).toBe(true);
  });
});

describe('an upload the server is too busy for', () => {
  const BUSY = apiError(503, 'The server is busy with other uploads.').body;

  it("is sent again once the server's Retry-After has passed, counting the seconds down", async () => {
    vi.useFakeTimers();
    const sent = stubUploads();
    const waits: (number | null)[] = [];
    const progress: number[] = [];
    const done = putImage(SIGNED, JPEG, {
      onProgress: (fraction) => progress.push(fraction),
      onWait: (seconds) => waits.push(seconds),
    });
    sent[0]!.progress(4, 4);
    sent[0]!.respond(503, BUSY, '', { 'Retry-After': '3' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(1);
    expect(waits).toEqual([3, 2, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(waits).toEqual([3, 2, 1, null]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ method: 'PUT', url: SIGNED, body: JPEG });
    sent[1]!.respond(204);
    await expect(done).resolves.toBeUndefined();
    // Back to the start for the second sending.
    expect(progress).toEqual([1, 0, 1]);
  });

  it(`gives up after ${BUSY_RETRIES} more tries, with the server's message`, async () => {
    vi.useFakeTimers();
    const sent = stubUploads();
    const done = putImage(SIGNED, JPEG).catch((caught: unknown) => caught);
    for (let attempt = 0; attempt <= BUSY_RETRIES; attempt++) {
      await vi.waitFor(() => expect(sent).toHaveLength(attempt + 1));
      sent[attempt]!.respond(503, BUSY, '', { 'Retry-After': '1' });
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(await done).toMatchObject({
      message: 'The server is busy with other uploads.',
      status: 503,
    });
    expect(sent).toHaveLength(BUSY_RETRIES + 1);
  });

  it('is not sent again when the answer does not say when to come back', async () => {
    const sent = stubUploads();
    const done = putImage(SIGNED, JPEG);
    sent[0]!.respond(503, BUSY, '', { 'Retry-After': 'soon' });
    await expect(done).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('is abandoned while it waits, and not sent again', async () => {
    vi.useFakeTimers();
    const sent = stubUploads();
    const controller = new AbortController();
    const waits: (number | null)[] = [];
    const done = putImage(SIGNED, JPEG, {
      signal: controller.signal,
      onWait: (seconds) => waits.push(seconds),
    }).catch((caught: unknown) => caught);
    sent[0]!.respond(503, BUSY, '', { 'Retry-After': '5' });
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    expect(await done).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(waits).toEqual([5, 4, null]);
  });
});
