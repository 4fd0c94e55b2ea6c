import { Accordion } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@warband/schemas';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../api/session-store';
import { AppProviders, AppRouter } from './AppProviders';
import { ConfirmModals } from './PlayerFrame';
import { buildRoutes, routes } from './router';
import { theme } from './theme';

/** The one fake player of the component tests. */
export const PLAYER: AuthUser = {
  id: '6f1c1d2e-0000-4000-8000-000000000001',
  name: 'Boromir',
  email: 'boromir@example.com',
  token: 'test-token',
  donated: false,
  newRuleset: false,
  isAdmin: false,
  walkthroughDismissed: false,
};

/**
 * The app's theme without the accordion's animation: jsdom never ends a CSS transition, so an
 * animated panel would stay hidden. (env="test" already stops Mantine's other transitions.)
 */
const testTheme = {
  ...theme,
  components: { Accordion: Accordion.extend({ defaultProps: { transitionDuration: 0 } }) },
};

interface HarnessOptions {
  /** Logged in as this player; null for a visitor. */
  user?: AuthUser | null;
  /** How long a read stays fresh (a test of invalidation keeps what it cached fresh). */
  staleTime?: number;
  /** Fills the query cache before anything renders, as reads made a moment ago would. */
  seedCache?: (queryClient: QueryClient) => void;
}

/**
 * What every render shares: the session, a query client that never retries (a test's failure
 * shows at once), and jsdom's missing scrolling (the Layout's scroll restoration calls it).
 */
function prepare(options: HarnessOptions, defaultUser: AuthUser | null) {
  sessionStore.set(options.user === undefined ? defaultUser : options.user);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const queryClient = new QueryClient({
    defaultOptions: {
      // 0, React Query's own default, unless the test keeps its cache fresh.
      queries: { retry: false, staleTime: options.staleTime ?? 0 },
      mutations: { retry: false },
    },
  });
  options.seedCache?.(queryClient);
  return queryClient;
}

interface RenderAppOptions extends HarnessOptions {
  /** Extra screens behind the login, beside the app's own. */
  playerRoutes?: RouteObject[];
}

/**
 * Renders the app as the browser does (same providers, route tree, Layout, guard, overlays and
 * pages) at one path, in memory, logged out unless `user` is given. The API is whatever
 * mockApi() stubbed on fetch. As in the browser, a page's code loads when it is first visited,
 * so a test finds its page with findBy….
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = prepare(options, null);
  const tree = options.playerRoutes ? buildRoutes(undefined, options.playerRoutes) : routes;
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test" theme={testTheme}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** What a component rendered alone is given to show, read by the route it sits in. */
const Shown = createContext<ReactNode>(null);

function ShownComponent() {
  return <ConfirmModals>{useContext(Shown)}</ConfirmModals>;
}

interface ComponentOptions extends HarnessOptions {
  /** Where the router stands (for a component that reads it); '/' when absent. */
  path?: string;
}

/**
 * The app's providers around a component, inside a router at `path` and the confirmation modals,
 * but without the Layout: what renderComponent and renderHookInApp wrap their subject in. Kept
 * across a rerender, as the app keeps them across a screen's renders.
 */
function componentWrapper(queryClient: QueryClient, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ShownComponent /> }], {
    initialEntries: [path],
  });
  const wrapper = function ComponentHarness({ children }: { children: ReactNode }) {
    return (
      <AppProviders queryClient={queryClient} env="test" theme={testTheme}>
        <Shown.Provider value={children}>
          <AppRouter router={router} />
        </Shown.Provider>
      </AppProviders>
    );
  };
  return { wrapper, router };
}

/**
 * Renders one component of the app alone (a dialog, a form, a wizard's step) with everything the
 * app puts around its screens but the Layout, signed in as PLAYER unless `user` says
 * otherwise. It shows at once: nothing is loaded lazily on the way.
 */
export function renderComponent(ui: ReactElement, options: ComponentOptions = {}) {
  const queryClient = prepare(options, PLAYER);
  const { wrapper, router } = componentWrapper(queryClient, options.path ?? '/');
  return { ...render(ui, { wrapper }), router, queryClient };
}

/** A hook run inside the same frame as renderComponent's components; `rerender` passes new props. */
export function renderHookInApp<Result, Props>(
  hook: (props: Props) => Result,
  options: ComponentOptions & { initialProps?: Props } = {},
) {
  const queryClient = prepare(options, PLAYER);
  const { wrapper, router } = componentWrapper(queryClient, options.path ?? '/');
  const view = renderHook(hook, { initialProps: options.initialProps, wrapper });
  return { ...view, router, queryClient };
}

export interface MockReply {
  status?: number;
  body?: unknown;
}
export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
}
type Handler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export interface RecordedCall extends MockRequest {
  authorization: string | null;
}

/**
 * Stubs fetch at the HTTP boundary with canned answers keyed 'METHOD /path' (path without
 * the /api prefix); a key ending in '/*' matches any last segment ('DELETE /rule/*'). Calls
 * with no answer get a 404 in the API's error shape. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const find = (method: string, path: string) =>
    handlers[`${method} ${path}`] ?? handlers[`${method} ${path.replace(/\/[^/]+$/, '/*')}`];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input).replace(/^\/api/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const authorization = new Headers(init.headers).get('Authorization');
      calls.push({ method, path, body, authorization });
      const handler = find(method, path);
      const reply: MockReply = !handler
        ? {
            status: 404,
            body: { message: `No mock for ${method} ${path}`, code: 'NOT_FOUND', requestId: 't' },
          }
        : typeof handler === 'function'
          ? await handler({ method, path, body })
          : handler;
      const status = reply.status ?? 200;
      return new Response(
        status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
        { status, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return { calls };
}

const ERROR_CODES: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
};

/** The server's 409 to an undo or correction after which the company changed, in `state`. */
export function changedSinceBattle(message: string, state: string): MockReply {
  return {
    status: 409,
    body: { message, code: 'CHANGED_SINCE_BATTLE', requestId: 'test', current: state },
  };
}

/** An API error answer. */
export function apiError(
  status: number,
  message: string,
  fields?: Record<string, string>,
): MockReply {
  const code = ERROR_CODES[status] ?? 'INTERNAL';
  return { status, body: { message, code, requestId: 'test', ...(fields ? { fields } : {}) } };
}

let clock = Date.parse('2025-03-01T10:00:00Z');

/** Entity stamps that grow with each call, so 'Newest' and 'Oldest' have an order. */
export function stamps(id: string) {
  clock += 60_000;
  const at = new Date(clock).toISOString();
  return { id, createdAt: at, updatedAt: at };
}

/** The player has asked for less motion: counts and animations show their end at once. */
export function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/**
 * Gives an empty field `text` as the player's paste would: one input event. Typed key by key,
 * a form renders again for every key; where the keys are not what a test is about, that is
 * time spent for nothing.
 */
export async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
