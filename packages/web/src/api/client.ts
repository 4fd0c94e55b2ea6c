import { z } from 'zod';
import type { ApiError } from '@warband/schemas';
import { config } from '../config';
import { sessionStore } from './session-store';

/** A non-OK answer: message for the alert, fields for the form. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The reply of a call answered with 204 No Content: whatever comes back is ignored. */
export const NoContent = z.unknown().transform((): void => undefined);

/**
 * The one place the web app talks HTTP. Adds the bearer token, parses JSON, turns any
 * non-OK answer into ApiRequestError with the body's message (or the status text), and on a
 * 401 to a call that carried a token, logs the player out and reloads (spec section 4).
 * Every reply is checked against the shared schema the caller names (docs/decisions.md, WC4).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  reply: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  const user = sessionStore.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (user) headers.Authorization = `Bearer ${user.token}`;

  let response: Response;
  try {
    response = await fetch(`${config.apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError('Could not reach the server. Check your connection.', 0, undefined);
  }

  if (response.status === 401 && user) {
    sessionStore.set(null);
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
    );
  }
  const parsed = reply.safeParse(data);
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
  get: <T>(path: string, reply: z.ZodType<T>) => apiRequest('GET', path, reply),
  post: <T>(path: string, body: unknown, reply: z.ZodType<T>) =>
    apiRequest('POST', path, reply, body ?? {}),
  put: <T>(path: string, body: unknown, reply: z.ZodType<T>) =>
    apiRequest('PUT', path, reply, body ?? {}),
  delete: (path: string) => apiRequest('DELETE', path, NoContent),
};
