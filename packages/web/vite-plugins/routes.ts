import path from 'node:path';
import { ROUTES, type ChunkGroup } from '../src/app/routes.ts';

/**
 * The pages of the app's one route table (src/app/routes.ts), as the build's plugins (route
 * preload, chunk groups) need them: each page's module as the bundler names it.
 */

export interface RouteModule {
  path: string;
  /** The page module, resolved. */
  module: string;
  /** A signed-in player's page: under PlayerFrame. */
  player: boolean;
  /** API paths (after the API base) the page reads as soon as it opens. */
  prefetch: string[];
  chunk: ChunkGroup | undefined;
}

/** The player frame's module, relative to the web package. */
export const PLAYER_FRAME = 'src/app/PlayerFrame.tsx';

/** The table's pages with their modules under the web package's `root`; the catch-all left out. */
export function routeModules(root: string): RouteModule[] {
  return ROUTES.filter((route) => route.path !== '*').map((route) => ({
    path: route.path,
    module: path.join(root, 'src/features', `${route.page}.tsx`),
    player: route.access === 'player',
    prefetch: [...(route.prefetch ?? [])],
    chunk: route.chunk,
  }));
}

/**
 * A React Router path as a regular expression source: ':id' is one segment, captured in the
 * order of `pathParams`; '*' the rest.
 */
export function pathPattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':')
        ? '/([^/]+)'
        : `/${name.replace(/[.+^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${part})?` : part;
    });
  return `^${segments.join('')}/?$`;
}

/** The names of a React Router path's parameters, in the order `pathPattern` captures them. */
export function pathParams(routePath: string): string[] {
  return routePath
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
}
