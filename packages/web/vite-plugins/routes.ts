import type { Rolldown } from 'vite';

/**
 * The pages of the features' routes files, read as written, for the build's plugins (route
 * preload, chunk groups). Each `{ path: '…', handle: { prefetch: [...] }, lazy: …
 * import('./X') }` names its page module
 * (docs/adr/0046-a-routes-file-per-feature-every-page-a-lazily-loaded.md's convention) and,
 * optionally, the API lists the page asks for as it opens. A route the pattern does not recognise
 * is only left out.
 */

export interface RouteModule {
  path: string;
  /** The page module, resolved. */
  module: string;
  /** A signed-in player's page: under PlayerFrame. */
  player: boolean;
  /** API paths (after the API base) the page reads as soon as it opens. */
  prefetch: string[];
}

const ROUTES_FILE = /\/src\/features\/[^/]+\/routes\.tsx$/;
const ROUTE = /path:\s*['"]([^'"]+)['"]([\s\S]*?)import\(\s*['"]([^'"]+)['"]\s*\)/g;
const PREFETCH = /\bprefetch\s*:\s*\[([^\]]*)\]/;
/** The player frame's module, relative to the web package. */
export const PLAYER_FRAME = 'src/app/PlayerFrame.tsx';

/** The routes of one routes file: path, page module (as written), whether it is a player's. */
export function routesIn(source: string): (Omit<RouteModule, 'module'> & { specifier: string })[] {
  const playerAt = source.search(/\bplayer\s*:/);
  const found = [];
  for (const match of source.matchAll(ROUTE)) {
    const [, routePath, between, specifier] = match;
    // Another route in between: this path has no lazy import of its own.
    if (/\bpath\s*:/.test(between!)) continue;
    const player = playerAt >= 0 && match.index > playerAt;
    const listed = PREFETCH.exec(between!)?.[1] ?? '';
    const prefetch = [...listed.matchAll(/['"]([^'"]+)['"]/g)].map((quoted) => quoted[1]!);
    found.push({ path: routePath!, specifier: specifier!, player, prefetch });
  }
  return found;
}

/** The pages a features' routes file names, their modules resolved; none for any other file. */
export async function routeModules(
  context: Pick<Rolldown.PluginContext, 'resolve'>,
  code: string,
  id: string,
): Promise<RouteModule[]> {
  if (!ROUTES_FILE.test(id)) return [];
  const found: RouteModule[] = [];
  for (const { specifier, ...route } of routesIn(code)) {
    if (route.path === '*') continue;
    const resolved = await context.resolve(specifier, id);
    if (resolved) found.push({ ...route, module: resolved.id });
  }
  return found;
}

/** A React Router path as a regular expression source: ':id' is one segment, '*' the rest. */
export function pathPattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':')
        ? '/[^/]+'
        : `/${name.replace(/[.+^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${part})?` : part;
    });
  return `^${segments.join('')}/?$`;
}
