// The soak's HTTP, as a player's device speaks it: keep-alive connections of its own to the
// server it uses, a browser's Accept-Encoding, an Operation-Id on every write. It retries as
// the web app's outbox does (packages/web/src/api/offline/outbox.ts): a write whose connection
// failed has an unknown outcome, so it is sent again with the same Operation-Id and body; a
// 5xx is sent again a moment later, a 503 or 429 after its Retry-After. Every attempt is
// recorded for the report.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { sleep } from './table';

/** A server as the players see it. */
export interface Endpoint {
  name: string;
  base: string;
}

export type Phase = 'seed' | 'run' | 'check';

/** One request sent and what became of it: an answer, or a connection error. */
export interface Attempt {
  phase: Phase;
  server: string;
  /** `PUT /api/warrior/:id`: the route, not the address. */
  label: string;
  kind: 'read' | 'write';
  /** When it was sent and when it ended, ms since the epoch. */
  sentAt: number;
  endedAt: number;
  status: number | null;
  /** The connection's error code (ECONNRESET, ECONNREFUSED, TIMEOUT…) when no answer came. */
  error: string | null;
  /** A write answered from its record (Operation-Replayed: true). */
  replayed: boolean;
  /** A resend of the same write or read after a failed attempt. */
  resend: boolean;
  /** For an error answer: its code and message, and its request id, as the API sends them. */
  problem: string | null;
  requestId: string | null;
}

export class Traffic {
  readonly attempts: Attempt[] = [];
  phase: Phase = 'seed';
  /** Writes given up on: no answer within GIVE_UP_MS. */
  readonly unresolved: string[] = [];
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  label: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as they are, with their type. */
  bytes?: { data: Buffer; type: string };
  token?: string;
}

export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
  /** Answered to a resend: an earlier attempt may have been applied. */
  resent: boolean;
}

/** A write or read that got no answer at all within GIVE_UP_MS. */
export class UnresolvedError extends Error {
  constructor(call: Call, server: string) {
    super(`${call.method} ${call.path} on ${server}: no answer in ${GIVE_UP_MS / 1000} s`);
    this.name = 'UnresolvedError';
  }
}

/** How long one attempt waits for its answer. */
const ANSWER_TIMEOUT_MS = 30_000;
/** How long a call keeps trying before its outcome is left unknown. */
const GIVE_UP_MS = 90_000;
/** The wait after a failed connection, doubled up to the most. */
const FIRST_WAIT_MS = 250;
const MOST_WAIT_MS = 2_000;
/** A browser's. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function errorCode(error: unknown): string {
  if (error instanceof Error && 'code' in error) return String(error.code);
  return error instanceof Error ? error.message : String(error);
}

function decode(encoding: string | undefined, raw: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  return raw;
}

function parse(type: string | undefined, text: string): unknown {
  if (!type?.includes('json') || text === '') return text;
  return JSON.parse(text);
}

function fieldOf(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  return String(Reflect.get(body, name));
}

/** `CODE: message` of an error answer. */
function problemOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return String(body).slice(0, 200);
  return `${fieldOf(body, 'code')}: ${fieldOf(body, 'message')}`;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

function once(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: Buffer | undefined,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const text = decode(response.headers['content-encoding'], Buffer.concat(chunks));
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: parse(response.headers['content-type'], text.toString('utf8')),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.setTimeout(ANSWER_TIMEOUT_MS, () =>
      request.destroy(Object.assign(new Error('no answer in time'), { code: 'TIMEOUT' })),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A player's browser on one server: its own connections, at most six, as a browser's. */
export class Device {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });

  constructor(
    readonly server: Endpoint,
    private readonly traffic: Traffic,
  ) {}

  /**
   * Sends until an answer other than a 5xx or 429 comes, or GIVE_UP_MS pass (UnresolvedError).
   * A write keeps its Operation-Id and body through every resend.
   */
  async send(call: Call, to: Endpoint = this.server): Promise<Answer> {
    const kind = call.method === 'GET' ? 'read' : 'write';
    const payload =
      call.bytes?.data ??
      (call.json === undefined ? undefined : Buffer.from(JSON.stringify(call.json)));
    const headers: Record<string, string> = {
      'accept-encoding': ACCEPT_ENCODING,
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(kind === 'write' ? { 'operation-id': randomUUID() } : {}),
      ...(call.bytes ? { 'content-type': call.bytes.type } : {}),
      ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const url = new URL(call.path, to.base);
    const started = Date.now();
    let wait = FIRST_WAIT_MS;
    for (let resend = false; ; resend = true) {
      const sentAt = Date.now();
      const attempt = {
        phase: this.traffic.phase,
        server: to.name,
        label: call.label,
        kind,
        sentAt,
        resend,
      } as const;
      let raw: Raw;
      try {
        raw = await once(this.agent, url, call.method, headers, payload);
      } catch (error) {
        this.traffic.attempts.push({
          ...attempt,
          endedAt: Date.now(),
          status: null,
          error: errorCode(error),
          replayed: false,
          problem: null,
          requestId: null,
        });
        if (Date.now() - started > GIVE_UP_MS) {
          this.traffic.unresolved.push(`${call.method} ${call.path} on ${to.name}`);
          throw new UnresolvedError(call, to.name);
        }
        await sleep(wait);
        wait = Math.min(2 * wait, MOST_WAIT_MS);
        continue;
      }
      const replayed = raw.headers['operation-replayed'] === 'true';
      this.traffic.attempts.push({
        ...attempt,
        endedAt: Date.now(),
        status: raw.status,
        error: null,
        replayed,
        problem: raw.status >= 400 ? problemOf(raw.body) : null,
        requestId: raw.status >= 400 ? fieldOf(raw.body, 'requestId') : null,
      });
      if (raw.status < 500 && raw.status !== 429) {
        return { status: raw.status, body: raw.body, replayed, resent: resend };
      }
      if (Date.now() - started > GIVE_UP_MS) {
        this.traffic.unresolved.push(`${call.method} ${call.path} on ${to.name}`);
        throw new UnresolvedError(call, to.name);
      }
      const retryAfter = Number(raw.headers['retry-after']);
      await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
