import type { ApiError } from '@warband/schemas';
import { config } from '../config';
import { takePrefetched } from './prefetched';
import { sessionStore } from './session-store';

/** A non-OK answer: message for the alert, fields for the form. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fields: Record<string, string> = {},
    /** With code STALE: the record as stored now, which the refused write was not based on. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
): Promise<T> {
  const user = sessionStore.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (user) headers.Authorization = `Bearer ${user.token}`;

  let response: Response;
  try {
    // A list the page's address asked for before this code arrived (api/prefetched.ts).
    const prefetched = method === 'GET' && user ? takePrefetched(path, user.token) : undefined;
    response = await (prefetched ??
      fetch(`${config.apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw new ApiRequestError('Could not reach the server. Check your connection.', 0, undefined);
  }

  if (response.status === 401 && user && sessionStore.refusedByServer(user.token)) {
    sessionStore.expire();
    window.location.reload();
  }
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(
      error.message || response.statusText || `Request failed (${response.status})`,
      response.status,
      error.code,
      error.fields,
      error.current,
    );
  }
  let schema: ReplySchema<T>;
  try {
    schema = typeof reply === 'function' ? await reply() : reply;
  } catch {
    throw new ApiRequestError('Could not reach the server. Check your connection.', 0, undefined);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // A server of another version than this page: one clear message, not a broken screen.
    throw new ApiRequestError(
      'The server sent an unexpected reply. Please try again.',
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

/** Each method names the schema of its reply; `NoContent` for 204 answers. */
export const api = {
  get: <T>(path: string, reply: ReplyCheck<T>) => apiRequest('GET', path, reply),
  post: <T>(path: string, body: unknown, reply: ReplyCheck<T>) =>
    apiRequest('POST', path, reply, body ?? {}),
  put: <T>(path: string, body: unknown, reply: ReplyCheck<T>) =>
    apiRequest('PUT', path, reply, body ?? {}),
  delete: (path: string) => apiRequest('DELETE', path, NoContent),
};
