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

/**
 * The one place the web app talks HTTP. Adds the bearer token, parses JSON, turns any
 * non-OK answer into ApiRequestError with the body's message (or the status text), and on a
 * 401 to a call that carried a token, logs the player out and reloads (spec section 4).
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  const text = await response.text();
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
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T = void>(path: string) => apiRequest<T>('DELETE', path),
};
