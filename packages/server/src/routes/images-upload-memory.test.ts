import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerWithCompany } from '../../test/companies';
import { useTestApp } from '../../test/helpers';
import { jpeg, storedBytes, uploadTarget } from '../../test/images';

const t = useTestApp();

const BODY_BYTES = Math.round(9.5 * 1024 * 1024);
const UPLOADS = 8;
// Long enough for the server to have answered every upload it turns away at once.
const QUIET_MS = 1500;

interface Answer {
  status: number;
  body: string;
  retryAfter?: string | undefined;
}

interface HeldUpload {
  url: string;
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<Answer>;
  /** Resolves with the answer, whenever it comes. */
  answer: Promise<Answer>;
  abort(): void;
}

describe('uploads at once', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.app.close());

  /** Starts a PUT of a 9.5 MB body (a JPEG, then padding) and sends only its first part. */
  function startUpload(signedRequest: string, url: string, picture: Buffer): HeldUpload {
    const body = Buffer.concat([picture, Buffer.alloc(BODY_BYTES - picture.length, 0x20)]);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: signedRequest,
      agent: false,
      headers: { 'content-type': 'image/jpeg', 'content-length': body.length },
    });
    request.on('error', () => {});
    const answer = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            retryAfter: response.headers['retry-after'],
          }),
        );
      });
    });
    request.write(body.subarray(0, 64 * 1024));
    return {
      url,
      answer,
      finish() {
        request.end(body.subarray(64 * 1024));
        return answer;
      },
      abort: () => request.destroy(),
    };
  }

  it('turns away with 503 the bodies past its memory for them, and stores every one it takes', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const picture = await jpeg();
    const targets = await Promise.all(
      Array.from({ length: UPLOADS }, () => uploadTarget(t.app, user, company.id)),
    );
    const uploads = targets.map((target) => startUpload(target.signedRequest, target.url, picture));
    try {
      const early = new Map<HeldUpload, Answer>();
      for (const upload of uploads) void upload.answer.then((answer) => early.set(upload, answer));
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));

      const turnedAway = [...early.entries()];
      expect(turnedAway.length).toBeGreaterThan(0);
      expect(turnedAway.length).toBeLessThan(UPLOADS);
      for (const [upload, answer] of turnedAway) {
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(JSON.parse(answer.body).message).toMatch(/try again/i);
        upload.abort();
        expect(await storedBytes(t.app, upload.url)).toBeNull();
      }

      const taken = uploads.filter((upload) => !early.has(upload));
      const answers = await Promise.all(taken.map((upload) => upload.finish()));
      for (const [index, answer] of answers.entries()) {
        expect(answer.status, answer.body).toBe(204);
        expect(await storedBytes(t.app, taken[index]!.url)).not.toBeNull();
      }
    } finally {
      for (const upload of uploads) upload.abort();
    }

    // The memory is free again once they are done.
    const next = await uploadTarget(t.app, user, company.id);
    const again = startUpload(next.signedRequest, next.url, picture);
    expect((await again.finish()).status).toBe(204);
  });
});
