import http from 'node:http';
import { itemAt, present } from '@warband/rules';
import { describe, expect, it } from 'vitest';
import type { Company, WarriorImageUpload } from '@warband/schemas';
import { COMPANY } from '../../test/companies';
import { uniqueEmail } from '../../test/helpers';
import { jpeg } from '../../test/images';
import { memoryOf, signUpOverHttp } from '../../test/server-process';
import { useServerProcess } from '../../test/server-process-suite';

// A burst of large uploads against the server as its own process, whose memory is its own:
// the upload memory holds two of them at once, and the rest wait their turn.

const MB = 1024 * 1024;
const BODY_BYTES = Math.round(9.5 * MB);
const UPLOADS = 32;
// Every one is stored on a machine that keeps up; a slow one may keep a few waiting past the
// queue's 15 s, and those are turned away readably.
const STORED_AT_LEAST = Math.ceil(UPLOADS * 0.9);
// Two uploads held (23 MB) and what decoding them leaves to the allocator, far below the
// 300 MB of 32 bodies read at once.
const GROWTH_LIMIT_MB = 200;

const server = useServerProcess('uploads');
const residentMb = (pid: number) => memoryOf(pid).rss;

interface Answer {
  status: number | undefined;
  retryAfter: string | undefined;
  /** The connection's error when no answer came. */
  error: string | undefined;
}

/** PUTs the body on a connection of its own, as browsers uploading at once would. */
function put(path: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'PUT',
      path,
      agent: false,
      headers: { 'content-type': 'image/jpeg', 'content-length': body.length },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'],
          error: undefined,
        }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: undefined, retryAfter: undefined, error: error.code }),
    );
    request.end(body);
  });
}

describe('a burst of large uploads', () => {
  it('answers every one, stores nearly all in turn, and keeps its memory', async () => {
    const { pid, port } = server;
    const base = `http://127.0.0.1:${port}/api`;
    const headers = await signUpOverHttp(base, uniqueEmail('uploads'));
    const post = async <T>(url: string, body: object) => {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    };
    const company = await post<Company>('/company/create', COMPANY);
    const targets = await Promise.all(
      Array.from({ length: UPLOADS + 1 }, (_, index) =>
        post<WarriorImageUpload>('/warrior/image', {
          fileName: `w${index}.jpg`,
          companyId: company.id,
        }),
      ),
    );
    const picture = await jpeg();
    // A JPEG, then padding: the server reads all of it and stores the picture.
    const body = Buffer.concat([picture, Buffer.alloc(BODY_BYTES - picture.length, 0x20)]);

    // The first upload loads the image library, which the burst is not to be charged with.
    const [first, ...burst] = targets.map(({ data }) => data);
    expect((await put(present(first, 'The first upload').signedRequest, body)).status).toBe(204);
    const before = residentMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 20);
    const started = performance.now();
    const answers = await Promise.all(burst.map((target) => put(target.signedRequest, body)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    expect(answers.filter((answer) => answer.error !== undefined)).toEqual([]);
    const stored = answers.filter((answer) => answer.status === 204);
    const refused = answers.filter((answer) => answer.status !== 204);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(stored.length).toBeGreaterThanOrEqual(STORED_AT_LEAST);
    for (const [index, answer] of answers.entries()) {
      const { url } = itemAt(burst, index);
      const image = await fetch(`http://127.0.0.1:${port}${url}`);
      await image.arrayBuffer();
      expect(image.status, url).toBe(answer.status === 204 ? 200 : 404);
    }
    expect(peak - before).toBeLessThan(GROWTH_LIMIT_MB);
    console.info(
      `${UPLOADS} uploads of 9.5 MB at once: ${stored.length} stored, ${refused.length} ` +
        `turned away, in ${seconds.toFixed(1)} s; RSS ${before.toFixed(0)} MB before, ` +
        `${peak.toFixed(0)} MB at the peak`,
    );
  });
});
