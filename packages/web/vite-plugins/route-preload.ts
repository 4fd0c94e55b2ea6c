import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Every page is a lazily loaded chunk (docs/decisions.md, WC2), so without help a browser
 * asks for the page's code only once the entry script has arrived and run: one more round
 * trip before anything shows. This plugin writes a small script, loaded by index.html beside
 * the entry, that looks at the address and adds a `<link rel="modulepreload">` for the chunks
 * of the page it names, so they download together with the entry (docs/decisions.md, D9).
 *
 * The table comes from the features' routes files: each `{ path: '…', lazy: … import('./X') }`
 * names its page module (WC2's convention); a player's page also needs the player frame. A
 * route the pattern does not recognise is only left without a preload.
 */

interface RouteModule {
  path: string;
  /** The page module, resolved. */
  module: string;
  /** A signed-in player's page: under PlayerFrame. */
  player: boolean;
}

const ROUTES_FILE = /\/src\/features\/[^/]+\/routes\.tsx$/;
const ROUTE = /path:\s*['"]([^'"]+)['"]([\s\S]*?)import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** The player frame's module, relative to the web package. */
const PLAYER_FRAME = 'src/app/PlayerFrame.tsx';
export const PRELOAD_SCRIPT_NAME = 'route-preload';

/** The routes of one routes file: path, page module (as written) and whether it is a player's. */
export function routesIn(source: string): { path: string; specifier: string; player: boolean }[] {
  const playerAt = source.search(/\bplayer\s*:/);
  const found = [];
  for (const match of source.matchAll(ROUTE)) {
    const [, routePath, between, specifier] = match;
    // Another route in between: this path has no lazy import of its own.
    if (/\bpath\s*:/.test(between!)) continue;
    const player = playerAt >= 0 && match.index > playerAt;
    found.push({ path: routePath!, specifier: specifier!, player });
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

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/**
 * The script: the first route whose pattern matches the address gets its chunks preloaded.
 * Files are listed once (`f`) and named by their index in each route's list.
 */
export function preloadScript(table: [string, string[]][]): string {
  const files = [...new Set(table.flatMap(([, list]) => list))];
  const routes = table.map(([pattern, list]) => [pattern, list.map((f) => files.indexOf(f))]);
  return (
    `(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(routes)},` +
    `p=location.pathname,i,j,l;for(i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
    `for(j=0;j<t[i][1].length;j++){l=document.createElement("link");l.rel="modulepreload";` +
    `l.crossOrigin="";l.href=f[t[i][1][j]];document.head.appendChild(l)}break}})();\n`
  );
}

export function routePreload(): Plugin {
  const routes: RouteModule[] = [];
  let root = '';
  let base = '/';
  return {
    name: 'warband:route-preload',
    apply: 'build',
    // Before the TypeScript transform: the routes file is read as written.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async transform(code, id) {
      if (!ROUTES_FILE.test(id)) return null;
      for (const route of routesIn(code)) {
        if (route.path === '*') continue;
        const resolved = await this.resolve(route.specifier, id);
        if (resolved) routes.push({ path: route.path, module: resolved.id, player: route.player });
      }
      return null;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset') return;
        const withEntry = closure(bundle, entry);
        const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
        const frame = byModule.get(path.join(root, PLAYER_FRAME));
        const table: [string, string[]][] = [];
        for (const route of routes) {
          const page = byModule.get(route.module);
          if (!page) continue;
          const files = closure(bundle, page);
          if (route.player && frame) closure(bundle, frame, files);
          const extra = [...files].filter((file) => !withEntry.has(file)).map((f) => base + f);
          table.push([pathPattern(route.path), extra]);
        }
        const fileName = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: `${PRELOAD_SCRIPT_NAME}.js`,
            source: preloadScript(table),
          }),
        );
        // Async, ahead of the entry: it runs as soon as it arrives and blocks nothing.
        const tag = `<script async src="${base}${fileName}"></script>`;
        html.source = String(html.source).replace('<script type="module"', `${tag}\n    $&`);
      },
    },
  };
}
