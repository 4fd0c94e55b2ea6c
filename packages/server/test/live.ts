import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@warband/schemas';
import type { TestUser } from './helpers';

/** Every live battle route, as one player calls them through `inject`. */
export function liveApi(app: FastifyInstance, user?: Pick<TestUser, 'headers'>) {
  const headers = user?.headers ?? {};
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  return {
    read: (matchId: string) => call('GET', `/api/match/${matchId}/live`),
    log: (matchId: string) => call('GET', `/api/match/${matchId}/live/log`),
    act: (matchId: string, action: object, operationId: string = randomUUID()) =>
      call('POST', `/api/match/${matchId}/live/actions`, action, { 'operation-id': operationId }),
    settle: (matchId: string, note = '') =>
      call('POST', `/api/match/${matchId}/live/settle`, { note }),
    ticket: (matchId: string) => call('POST', `/api/match/${matchId}/live/ticket`),
    matches: () => call('GET', '/api/matches'),
    createFriendly: (companyId: string) => call('POST', '/api/friendly-matches', { companyId }),
    previewFriendly: (token: string) =>
      call('GET', `/api/friendly-matches/invite/${encodeURIComponent(token)}`),
    joinFriendly: (token: string, companyId: string) =>
      call('POST', '/api/friendly-matches/join', { token, companyId }),
  };
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event read so far, in order. */
  events: LiveEvent[];
  /** The comments read so far. */
  comments: string[];
  /** Resolves once `count` events in all have been read. */
  waitFor(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the battle's event stream over HTTP, as a browser's EventSource would. */
export function openEventStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers }, (response) => {
      const events: LiveEvent[] = [];
      const comments: string[] = [];
      const waiting: { count: number; resolve: () => void }[] = [];
      let buffer = '';
      let body = '';
      const settle = () => {
        for (const waiter of [...waiting]) {
          if (events.length >= waiter.count) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6));
          for (const line of block.split('\n')) if (line.startsWith(':')) comments.push(line);
          if (data.length > 0) events.push(JSON.parse(data.join('\n')) as LiveEvent);
        }
        settle();
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        get body() {
          return body;
        },
        waitFor(count, timeoutMs = 5_000) {
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`${events.length} of ${count} events arrived: ${body}`)),
              timeoutMs,
            );
            waiting.push({
              count,
              resolve: () => {
                clearTimeout(timer);
                done(events);
              },
            });
            settle();
          });
        },
        ended,
        close: () => request.destroy(),
      } as EventStream);
    });
    request.on('error', reject);
  });
}
