import { fieldOf } from '@warband/rules';
import { isErrorCode, type ErrorCode } from '@warband/schemas/error-codes';
import type { ApiErrorCode } from './error-code';
import { config } from '../config';
import { i18n } from '../i18n/i18n';
import { takePrefetched } from './prefetched';
import { sessionStore } from './session-store';

export type { ApiErrorCode };

/** A non-OK answer: message for the alert, fields for the form. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ApiErrorCode | undefined,
    readonly fields: Record<string, string> = {},
    /** With code STALE: the record as stored now, which the refused write was not based on. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The parts of an error answer (`ApiError` of the schemas) the client reads. */
export interface ErrorReply {
  message?: string;
  code?: ErrorCode;
  fields?: Record<string, string>;
  current?: unknown;
}

/**
 * An error answer's parts from its parsed JSON, each kept only when it has its type: what a
 * proxy or a failing server sends may carry some, none, or no JSON at all. Read by hand, as
 * the first page reads without zod (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md).
 */
export function errorReply(data: unknown): ErrorReply {
  const [message, code, fields] = ['message', 'code', 'fields'].map((key) => fieldOf(data, key));
  return {
    message: typeof message === 'string' ? message : undefined,
    code: isErrorCode(code) ? code : undefined,
    fields: isTexts(fields) ? fields : undefined,
    current: fieldOf(data, 'current'),
  };
}

function isTexts(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/**
 * The cursor a paged list starts from: none. Typed as every later page's cursor (the `next`
 * of the page before), which is what a paged query's first page parameter sets.
 */
export const FIRST_PAGE: string | null = null;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /**
   * A read whose answer is kept on the device: it waits for the server at most READ_TIMEOUT_MS
   * and then answers what was kept, so a page opens at the table without a signal
   * (docs/adr/0162-device-store-and-outbox.md).
   */
  keep?: boolean;
  /** A write's `Operation-Id`: sent again with the same id, the server applies it once. */
  operationId?: string;
  /** Gives up waiting after this long, as if the server could not be reached. */
  timeoutMs?: number;
}

/** How long a kept read waits for the server before the device's copy is shown. */
export const READ_TIMEOUT_MS = 3000;

const UNREACHABLE = /*i18n*/ 'Could not reach the server. Check your connection.';

// The device store (IndexedDB) comes with a signed-in player's first read, never with a
// visitor's page: the first page's budget has no room for it.
const deviceStore = () => import('./offline/kept-answers');

/**
 * What checks a reply: the shared zod schema of the entity, which every feature's API module
 * names. Only its shape is required here, so that this module (part of the first page's
 * script) does not load zod; the schemas come with the screens that fetch data.
 */
export interface ReplySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A schema, or a function that loads it (`lazySchema` in api/schemas.ts). */
export type ReplyCheck<T> = ReplySchema<T> | (() => Promise<ReplySchema<T>>);

/** The reply of a call answered with 204 No Content: whatever comes back is ignored. */
export const NoContent: ReplySchema<void> = {
  safeParse: () => ({ success: true, data: undefined }),
};

/**
 * The one place the web app talks HTTP. Adds the bearer token, parses JSON, turns any
 * non-OK answer into ApiRequestError with the body's message (or the status text), and on a
 * 401 to a call that carried a token, logs the player out and reloads
 * (docs/adr/0005-a-wrong-current-password-is-a-400-not-a-401.md). A 401 that comes back while the
 * player is logging out here is only a failed read. Every reply is checked against the shared
 * schema the caller names (docs/adr/0048-every-api-reply-is-checked-with-the-shared-schema.md).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  reply: ReplyCheck<T>,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const user = sessionStore.get();
  // The server answers its messages in the language the player reads.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.locale,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (user) headers.Authorization = `Bearer ${user.token}`;
  if (options.operationId) headers['Operation-Id'] = options.operationId;
  const keep = options.keep === true && method === 'GET' && user !== null;

  // A list the page's address asked for before this code arrived (api/prefetched.ts).
  const prefetched = method === 'GET' && user ? takePrefetched(path, user.token) : undefined;
  const request =
    prefetched ??
    fetch(`${config.apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let response: Response;
  try {
    response = await withTimeout(
      request,
      options.timeoutMs ?? (keep ? READ_TIMEOUT_MS : undefined),
    );
  } catch (error) {
    const kept = keep ? await readKept(user.id, path) : undefined;
    if (kept !== undefined) return checkReply(reply, kept);
    // Slow, but nothing kept to show meanwhile: the answer is still worth waiting for.
    if (keep && error instanceof TimedOut) response = await request.catch(unreachable);
    else unreachable();
  }

  if (response.status === 401 && user && sessionStore.refusedByServer(user.token)) {
    sessionStore.expire();
    window.location.reload();
  }
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = errorReply(data);
    throw new ApiRequestError(
      error.message || response.statusText || `Request failed (${response.status})`,
      response.status,
      error.code,
      error.fields,
      error.current,
    );
  }
  const checked = await checkReply(reply, data);
  // Kept as it came; a failure to keep it costs only the next offline read.
  if (keep) keepAfterLoad(user.id, path, data);
  return checked;
}

/** Answers to keep on the device, by player and path: written once the page has loaded. */
const toKeep = new Map<string, { userId: string; path: string; data: unknown }>();
let keepScheduled = false;
/** How long the answers wait for an idle moment after the page's load before being kept. */
const KEEP_WITHIN_MS = 1000;

/**
 * Keeps an answer on the device once the page has loaded and the browser is idle: the device
 * store's code and the opening of IndexedDB then never hold back the page's first paint, which
 * they did on a slow phone. An offline read meanwhile finds it here (readKept).
 */
function keepAfterLoad(userId: string, path: string, data: unknown) {
  toKeep.set(`${userId} ${path}`, { userId, path, data });
  if (keepScheduled) return;
  keepScheduled = true;
  const keepAll = () => {
    keepScheduled = false;
    const answers = [...toKeep.values()];
    toKeep.clear();
    void deviceStore()
      .then((store) => Promise.all(answers.map((a) => store.keepAnswer(a.userId, a.path, a.data))))
      .catch(() => undefined);
  };
  const whenIdle = () => {
    // Safari has no idle callback: there the page's next task stands in for it.
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(keepAll, { timeout: KEEP_WITHIN_MS });
    else setTimeout(keepAll, 0);
  };
  // Where there is no page to load (a test in Node), at once.
  if (typeof document === 'undefined' || document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function unreachable(): never {
  throw new ApiRequestError(UNREACHABLE, 0, undefined);
}

function readKept(userId: string, path: string): Promise<unknown> {
  const waiting = toKeep.get(`${userId} ${path}`);
  if (waiting) return Promise.resolve(waiting.data);
  return deviceStore()
    .then((store) => store.readKept(userId, path))
    .catch(() => undefined);
}

class TimedOut extends Error {}

/** Rejects with TimedOut when `ms` pass first (the request itself is left to finish). */
function withTimeout<R>(request: Promise<R>, ms: number | undefined): Promise<R> {
  if (ms === undefined) return request;
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimedOut('timeout')), ms);
    request.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function checkReply<T>(reply: ReplyCheck<T>, data: unknown): Promise<T> {
  let schema: ReplySchema<T>;
  try {
    schema = typeof reply === 'function' ? await reply() : reply;
  } catch {
    throw new ApiRequestError(UNREACHABLE, 0, undefined);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // A server of another version than this page: one clear message, not a broken screen.
    throw new ApiRequestError(
      /*i18n*/ 'The server sent an unexpected reply. Please try again.',
      0,
      'BAD_REPLY',
    );
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The bytes `body` takes as this client sends it (JSON, in UTF-8): what a route's body limit
 * counts, so that a file past it is refused before it is sent.
 */
export function jsonBytes(body: unknown): number {
  return new Blob([JSON.stringify(body)]).size;
}

/** Each method names the schema of its reply; `NoContent` for 204 answers. */
export const api = {
  get: <T>(path: string, reply: ReplyCheck<T>, options?: RequestOptions) =>
    apiRequest('GET', path, reply, undefined, options),
  post: <T>(path: string, body: unknown, reply: ReplyCheck<T>, options?: RequestOptions) =>
    apiRequest('POST', path, reply, body ?? {}, options),
  put: <T>(path: string, body: unknown, reply: ReplyCheck<T>, options?: RequestOptions) =>
    apiRequest('PUT', path, reply, body ?? {}, options),
  delete: (path: string) => apiRequest('DELETE', path, NoContent),
};
