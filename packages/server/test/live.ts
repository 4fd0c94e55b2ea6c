import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LivePresenceEvent, type LiveEvent, type LivePresencePair } from '@warband/schemas';
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
    beat: (matchId: string) => call('POST', `/api/match/${matchId}/live/presence`),
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
  /** Every `event: presence` read so far, in order: the sides' presence each told. */
  presence: LivePresencePair[];
  /** Resolves once `count` events in all have been read. */
  waitFor(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  /**
   * Resolves with the first presence read that `test` accepts, from the `since`th told on (0:
   * from the first; `presence.length` taken before an action: what the action made).
   */
  waitForPresence(
    test: (presence: LivePresencePair) => boolean,
    since?: number,
    timeoutMs?: number,
  ): Promise<LivePresencePair>;
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
      const presence: LivePresencePair[] = [];
      const waiting: { count: number; resolve: () => void }[] = [];
      const presenceWaiting = new Set<() => void>();
      let buffer = '';
      let body = '';
      const settle = () => {
        for (const check of [...presenceWaiting]) check();
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
          if (data.length === 0) continue;
          const parsed: unknown = JSON.parse(data.join('\n'));
          if (block.split('\n').includes('event: presence')) {
            presence.push(LivePresenceEvent.parse(parsed).presence);
          } else {
            events.push(parsed as LiveEvent);
          }
        }
        settle();
      });
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        presence,
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
        waitForPresence(test, since = 0, timeoutMs = 5_000) {
          return new Promise((done, fail) => {
            let seen = since;
            const check = () => {
              for (; seen < presence.length; seen += 1) {
                const told = presence[seen];
                if (told && test(told)) {
                  presenceWaiting.delete(check);
                  clearTimeout(timer);
                  done(told);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              presenceWaiting.delete(check);
              fail(new Error(`no such presence among ${JSON.stringify(presence)}`));
            }, timeoutMs);
            presenceWaiting.add(check);
            check();
          });
        },
        ended,
        close: () => request.destroy(),
      } as EventStream);
    });
    request.on('error', reject);
  });
}
