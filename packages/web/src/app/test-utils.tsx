import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AuthUser } from '@warband/schemas';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../api/session-store';
import {
  accountRoutes,
  Layout,
  NotFoundPage,
  publicRoutes,
  RequireAuth,
} from '../features/accounts/routes';
import { AppProviders, AppRouter } from './AppProviders';

export const PLAYER: AuthUser = {
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  name: 'Boromir',
  email: 'boromir@example.com',
  token: 'test-token',
  donated: false,
  newRuleset: false,
  isAdmin: false,
};

interface RenderAppOptions {
  /** Logged in as this player; logged out when absent. */
  user?: AuthUser | null;
  /** Extra screens behind RequireAuth, as the other features add theirs. */
  protectedRoutes?: RouteObject[];
  /** Extra public screens. */
  publicExtra?: RouteObject[];
}

/**
 * Renders the app as the browser router does (same providers, Layout, guard and pages) at
 * one path, in memory. The API is whatever mockApi() stubbed on fetch.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  sessionStore.set(options.user ?? null);
  // jsdom has no scrolling; the Layout's scroll restoration calls it on every page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          ...publicRoutes,
          ...(options.publicExtra ?? []),
          {
            element: <RequireAuth />,
            children: [...accountRoutes, ...(options.protectedRoutes ?? [])],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export interface MockReply {
  status?: number;
  body?: unknown;
}
type Handler = MockReply | ((body: unknown) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stubs fetch with canned answers keyed 'METHOD /path' (path without the /api prefix). Calls
 * with no answer get a 404 in the API's error shape. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input).replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ method, path, body, authorization: headers.get('Authorization') });
    const handler = handlers[`${method} ${path}`];
    const reply: MockReply = !handler
      ? {
          status: 404,
          body: { message: `No mock for ${method} ${path}`, code: 'NOT_FOUND', requestId: 't' },
        }
      : typeof handler === 'function'
        ? await handler(body)
        : handler;
    const status = reply.status ?? 200;
    return new Response(
      status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
      { status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An API error answer. */
export function apiError(
  status: number,
  message: string,
  fields?: Record<string, string>,
): MockReply {
  const code = status === 409 ? 'CONFLICT' : status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION';
  return { status, body: { message, code, requestId: 'test', ...(fields ? { fields } : {}) } };
}
