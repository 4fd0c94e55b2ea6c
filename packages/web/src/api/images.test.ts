import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER } from '../app/test-utils';
import { stubUploads } from '../components/warrior-image/fake-upload';
import { ApiRequestError } from './client';
import { putImage, requestImageUpload } from './images';
import { sessionStore } from './session-store';

afterEach(() => {
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
    const done = putImage(SIGNED, JPEG, (fraction) => progress.push(fraction));
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
    const done = putImage(SIGNED, JPEG, undefined, controller.signal);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0]!.aborted).toBe(true);
  });
});
