import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { ROUTES, type PageRoute } from './routes';

/**
 * The page modules that app/routes.ts names, each a lazily loaded chunk: a page's file is named
 * …Page.tsx or …Screen.tsx (router.test.tsx checks that this finds exactly the table's pages).
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType<Record<string, string>>>>([
  '../features/**/*Page.tsx',
  '../features/**/*Screen.tsx',
  // Battle mode's screen inside its page, not a page.
  '!../features/battle/BattleScreen.tsx',
]);

/** The glob's key of a page of the table. */
export const pageModuleKey = (page: string) => `../features/${page}.tsx`;
export const PAGE_MODULE_KEYS = Object.keys(PAGE_MODULES);

/** One page of the table as a route: its code is fetched the first time a player goes there. */
function pageRoute(route: PageRoute): RouteObject {
  const load = PAGE_MODULES[pageModuleKey(route.page)];
  if (!load) throw new Error(`The page of ${route.path}, features/${route.page}.tsx, is missing`);
  const name = route.page.slice(route.page.lastIndexOf('/') + 1);
  return {
    path: route.path,
    handle: route.visitorPage ? { visitorPage: true } : undefined,
    lazy: async () => {
      const Page = (await load())[name];
      if (!Page) throw new Error(`features/${route.page}.tsx exports no ${name}`);
      return route.props
        ? { element: createElement(Page, { key: route.path, ...route.props }) }
        : { Component: Page };
    },
  };
}

/**
 * Nothing, while the first page's code loads: the header, the page and the footer then
 * appear together, so nothing on screen moves (a header shown alone would be remounted, and
 * a footer shown early would be pushed down).
 */
function FirstPageLoading() {
  return null;
}

/**
 * The app's one route tree, for the browser router and the tests alike (which may add pages of
 * their own for the player). Every screen hangs off one Layout; public pages sit beside the
 * player's branch (PlayerFrame), whose guard sends a logged-out visitor to /login and remembers
 * where they were going. A page whose code cannot be fetched (offline, never opened online)
 * shows RouteError's message, not the router's.
 */
export function buildRoutes(
  routes: readonly PageRoute[] = ROUTES,
  extraPlayerRoutes: RouteObject[] = [],
): RouteObject[] {
  const pages = (access: PageRoute['access']) =>
    routes.filter((route) => route.access === access).map(pageRoute);
  return [
    {
      element: <Layout />,
      HydrateFallback: FirstPageLoading,
      // A failure of the frame itself (one of its lazily loaded parts): the message alone.
      ErrorBoundary: RouteError,
      children: [
        {
          // A page that cannot be fetched or drawn: the message in the page's place, under
          // the header, so the player can still go elsewhere.
          ErrorBoundary: RouteError,
          children: [
            ...pages('public'),
            {
              lazy: async () => ({ Component: (await import('./PlayerFrame')).PlayerFrame }),
              children: [...pages('player'), ...extraPlayerRoutes],
            },
          ],
        },
      ],
    },
  ];
}

export const routes = buildRoutes();
