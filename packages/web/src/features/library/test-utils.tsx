import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AuthUser } from '@warband/schemas';
import { createMemoryRouter, Outlet } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { Accordion, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { theme } from '../../app/theme';
import { AlertsProvider } from '../../components/alerts/AlertsProvider';
import { AlertsBanner } from '../../components/alerts/AlertsBanner';
import { libraryRoutes } from './routes';

// jsdom has no scrollIntoView; Mantine's Select calls it when its list opens.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

export const PLAYER: AuthUser = {
  id: '0b7e2f61-0000-4000-8000-00000000000a',
  name: 'Gimli',
  email: 'gimli@example.test',
  token: 'library-test-token',
  donated: true,
  newRuleset: false,
  isAdmin: false,
};

export interface Reply {
  status?: number;
  body?: unknown;
}
type Handler = Reply | ((request: { body: unknown; path: string }) => Reply);

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs fetch at the HTTP boundary. Handlers are keyed 'METHOD /path' without /api; a path
 * ending in '/*' matches any last segment. Unknown calls answer 404 in the API's shape.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const find = (method: string, path: string) =>
    handlers[`${method} ${path}`] ?? handlers[`${method} ${path.replace(/\/[^/]+$/, '/*')}`];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input).replace(/^\/api/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = find(method, path);
      const reply: Reply = !handler
        ? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND', requestId: 't' } }
        : typeof handler === 'function'
          ? handler({ body, path })
          : handler;
      const status = reply.status ?? 200;
      return new Response(
        status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
        { status, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return calls;
}

export function apiError(status: number, message: string, fields?: Record<string, string>): Reply {
  return {
    status,
    body: { message, code: status === 400 ? 'VALIDATION' : 'INTERNAL', requestId: 't', fields },
  };
}

let clock = Date.parse('2025-03-01T10:00:00Z');

/** Entity stamps that grow with each call, so 'Newest' and 'Oldest' have an order. */
export function stamps(id: string) {
  clock += 60_000;
  const at = new Date(clock).toISOString();
  return { id, createdAt: at, updatedAt: at };
}

export function wargear(id: string, fields: Record<string, unknown> = {}) {
  return {
    ...stamps(id),
    name: id,
    description: '',
    pointsLow: 0,
    pointsHigh: 0,
    influence: 0,
    mount: 0,
    adjustmentStat: null,
    adjustmentValue: 0,
    move: 0,
    fight: 0,
    shoot: 0,
    strength: 0,
    defence: 0,
    attacks: 0,
    wounds: 0,
    courage: 0,
    intelligence: 0,
    specialRules: [],
    specialAttacks: [],
    ...fields,
  };
}

/**
 * The app's theme without the accordion's animation: jsdom never ends a CSS transition, so an
 * animated panel would stay hidden. (env="test" already stops Mantine's other transitions.)
 */
const testTheme = {
  ...theme,
  components: { Accordion: Accordion.extend({ defaultProps: { transitionDuration: 0 } }) },
};

/** One library screen with the app's providers and the alerts banner, at `path`. */
export function renderLibrary(path: string, user: AuthUser = PLAYER) {
  sessionStore.set(user);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AlertsBanner />
            <Outlet />
          </>
        ),
        children: libraryRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider theme={testTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
          <AlertsProvider>
            <RouterProvider router={router} />
          </AlertsProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
