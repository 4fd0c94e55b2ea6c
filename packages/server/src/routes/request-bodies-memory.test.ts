import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { COMPANY_FILE_FORMAT, COMPANY_FILE_MAX_BYTES } from '@warband/schemas';
import { MAX_JSON_CONTAINERS } from '../plugins/json-body';
import { uniqueEmail } from '../../test/helpers';
import { answerOf, type HttpAnswer } from '../../test/http-answers';
import { memoryOf, SERVER_NODE_FLAGS, signUpOverHttp } from '../../test/server-process';
import { useServerProcess } from '../../test/server-process-suite';

// One player sending many large bodies at once must not take the server past its heap, which
// ends the process for every player (docs/adr/0165-request-bodies-are-bounded.md). The server
// runs as `npm start` runs it, with its heap capped at 256 MB.

const BODIES = 32;

/**
 * The server's RSS at its highest, MiB: what it holds steady (about 135 on PostgreSQL, 250 on
 * the embedded database) and what a burst of the heaviest bodies adds before V8 collects
 * (about 60 measured), with room for a busy machine's slower collection. Before bodies were
 * bounded, the server died at about 400.
 */
const PEAK_RSS_MIB = process.env.TEST_DB_DRIVER === 'postgres' ? 280 : 480;

const server = useServerProcess('bodies', { nodeFlags: SERVER_NODE_FLAGS });

/**
 * A company file of the largest size imported, its events as many small objects as a body may
 * hold (a list of empty objects holding more is refused unread), the rest of its bytes in their
 * strings: the body that costs the most memory once parsed, for its size.
 */
function heaviestEventsFile(): Buffer {
  const head = JSON.stringify({
    file: { format: COMPANY_FILE_FORMAT, version: 1, company: { name: 'Éored', race: 'Rohan' } },
  }).slice(0, -2);
  // The body, its file and its company are three of the objects.
  const count = MAX_JSON_CONTAINERS - 4;
  const room = COMPANY_FILE_MAX_BYTES - `${head},"events":[]}}`.length - count;
  const text = 'x'.repeat(Math.floor(room / count) - '{"s":""}'.length);
  const events = Array<string>(count).fill(`{"s":"${text}"}`);
  return Buffer.from(`${head},"events":[${events.join(',')}]}}`);
}

type Outcome = HttpAnswer | { error: string };

function post(body: Buffer, headers: Record<string, string>): Promise<Outcome> {
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/company/import',
    agent: false,
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': body.length,
      'operation-id': randomUUID(),
    },
  });
  const outcome = answerOf(request).catch((error: NodeJS.ErrnoException) => ({
    error: error.code ?? error.message,
  }));
  request.end(body);
  return outcome;
}

describe('large request bodies at once', () => {
  it(
    'answers every one of 32 company files of 2 MB, each with its own Operation-Id, within its memory',
    { timeout: 60_000 },
    async () => {
      const { pid, port } = server;
      const headers = await signUpOverHttp(`http://127.0.0.1:${port}/api`, uniqueEmail('bodies'));
      const body = heaviestEventsFile();
      const before = memoryOf(pid);

      const outcomes = await Promise.all(Array.from({ length: BODIES }, () => post(body, headers)));

      const after = memoryOf(pid);
      console.info(
        `RSS before ${before.rss.toFixed(0)} MiB, peak ${after.peak.toFixed(0)} MiB; answers ` +
          JSON.stringify(
            outcomes.map((outcome) => ('error' in outcome ? outcome.error : outcome.status)),
          ),
      );
      expect(server.server?.exitCode).toBeNull();
      for (const outcome of outcomes) {
        if ('error' in outcome) throw new Error(`A request was not answered: ${outcome.error}`);
        expect([400, 503], outcome.body).toContain(outcome.status);
        expect(JSON.parse(outcome.body)).toMatchObject({
          message: expect.any(String),
          code: expect.any(String),
          requestId: expect.any(String),
        });
        if (outcome.status === 503) expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
      }
      expect(after.peak).toBeLessThan(PEAK_RSS_MIB);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    },
  );
});
