import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { BANNER_KEY, PREFETCH_KEY } from '../src/api/prefetched.ts';
import { isBattlePath } from '../src/components/adverts/top-banner.ts';
import { pathParams, pathPattern, PLAYER_FRAME, routeModules, type RouteModule } from './routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const PRELOAD_SCRIPT_NAME = 'route-preload';

/**
 * Every page is a lazily loaded chunk
 * (docs/adr/0046-a-routes-file-per-feature-every-page-a-lazily-loaded.md), so without help a
 * browser asks for the page's code only once the entry script has arrived and run: one more round
 * trip before anything shows. This plugin writes a small script, loaded by index.html beside the
 * entry, that looks at the address and adds a `<link rel="modulepreload">` for the chunks of the
 * page it names (and a preload of their style sheets), so they download together with the entry
 * (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md); for a signed-in player
 * it also starts the API reads the route table lists for the page (its `prefetch`), so the
 * data is on its way while the code downloads
 * (docs/adr/0096-a-signed-in-players-lists-start-with-the-page.md). The table comes from the
 * app's route table (src/app/routes.ts, through ./routes.ts); a player's page also needs the
 * player frame.
 */

/**
 * The files a chunk loads before it runs: itself, its style sheets and its static imports,
 * transitively.
 */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/**
 * A route of the script's table: its pattern, its files (by index), its API reads (which may
 * name its parameters), 1 where a player sees the banner above the page, and the names of the
 * parameters the pattern captures.
 */
type PreloadRoute = [
  pattern: string,
  files: number[],
  prefetch: string[],
  banner: 0 | 1,
  params: string[],
];

/**
 * The banner above a player's page, as the app shows it (src/components/adverts/TopAdverts.tsx):
 * the API path of the banner list, the media query that picks the wide banner over the mobile
 * one, and where to note the pick (src/api/prefetched.ts).
 */
export interface BannerPreload {
  read: string;
  wideQuery: string;
  key: string;
}

/**
 * Runs in the browser as written here (its source becomes the script, so it uses nothing from
 * outside): the first route whose pattern matches the address gets its scripts and style
 * sheets fetched now, and, when a player is signed in, the API lists it reads as it opens.
 * Those answers wait under `window[key]` for the API client (src/api/prefetched.ts). Where the
 * player sees the banner above the page, one is picked from the banner list as it arrives and
 * its picture fetched, so that the page shows it with its content
 * (docs/adr/0099-the-banner-starts-once-the-pages-content-is-in-one-round.md).
 */
function preloadPage(
  files: string[],
  routes: PreloadRoute[],
  apiBase: string,
  key: string,
  banner: BannerPreload,
) {
  let route: PreloadRoute | undefined;
  let match: RegExpExecArray | null = null;
  for (const candidate of routes) {
    match = new RegExp(candidate[0]).exec(location.pathname);
    if (match) {
      route = candidate;
      break;
    }
  }
  if (!route || !match) return;
  // The page's parameters as the app puts them in an API path (encodeURIComponent).
  const values: Record<string, string> = {};
  route[4].forEach((name, index) => {
    const value = match[index + 1];
    try {
      if (value !== undefined) values[name] = encodeURIComponent(decodeURIComponent(value));
    } catch {
      // Not a parameter the app could read either: its read is left to the page.
    }
  });
  for (const index of route[1]) {
    const file = files[index]!;
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      // Fetched only: the page's code adds it as a style sheet, in its order, when it loads.
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As Vite's loader asks for them, so that its requests find these answers.
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
  let token: unknown;
  let donated: unknown;
  try {
    // The session as src/api/session-store.ts keeps it.
    const user = JSON.parse(localStorage.getItem('user') ?? 'null');
    token = user?.token;
    donated = user?.donated;
  } catch {
    return;
  }
  if (typeof token !== 'string' || route[2].length === 0) return;
  const waiting: Record<string, { token: string; at: number; response: Promise<Response> }> = {};
  for (const template of route[2]) {
    let missing = false;
    const apiPath = template.replace(/:(\w+)/g, (_, name: string) => {
      if (values[name] === undefined) missing = true;
      return values[name] ?? '';
    });
    if (missing) continue;
    const response = fetch(apiBase + apiPath, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the page's own call's to report, when it takes this answer.
    response.catch(() => undefined);
    waiting[apiPath] = { token, at: Date.now(), response };
  }
  const page = window as unknown as Record<string, unknown>;
  page[key] = waiting;
  const list = waiting[banner.read];
  if (!route[3] || donated === true || !list) return;
  // The size the page shows above its content, as TopAdverts decides it.
  const wide = typeof matchMedia === 'function' && matchMedia(banner.wideQuery).matches;
  const pick: { size: string; image?: string } = { size: wide ? 'wide' : 'mobile' };
  page[banner.key] = pick;
  list.response
    // A copy of the answer: the API client reads (and checks) the answer itself.
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((adverts: Record<string, { image?: unknown }[] | undefined> | null) => {
      const banners = adverts?.[pick.size];
      if (!Array.isArray(banners) || banners.length === 0) return;
      const image = banners[Math.floor(Math.random() * banners.length)]?.image;
      if (typeof image !== 'string') return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = image;
      document.head.appendChild(link);
      pick.image = image;
    })
    .catch(() => undefined);
}

/** The script: `preloadPage` with the build's table. Files are listed once, named by index. */
export function preloadScript(
  table: {
    pattern: string;
    files: string[];
    prefetch: string[];
    banner: boolean;
    params: string[];
  }[],
  apiBase: string,
  banner: Omit<BannerPreload, 'key'>,
): string {
  const files = [...new Set(table.flatMap((route) => route.files))];
  const routes: PreloadRoute[] = table.map((route) => [
    route.pattern,
    route.files.map((file) => files.indexOf(file)),
    route.prefetch,
    route.banner ? 1 : 0,
    route.params,
  ]);
  const args = [files, routes, apiBase, PREFETCH_KEY, { ...banner, key: BANNER_KEY }].map((arg) =>
    JSON.stringify(arg),
  );
  return `(${preloadPage.toString()})(${args.join(',')});\n`;
}

/**
 * `playerReads`: API paths every signed-in player's page reads once its content is in (the
 * banner's list and the player's flags), asked for after the page's own reads. `banner`: the
 * banner above a player's page, picked from the list `banner.read` (one of `playerReads`).
 */
export function routePreload({
  playerReads = [],
  banner,
}: {
  playerReads?: string[];
  banner: Omit<BannerPreload, 'key'>;
}): Plugin {
  let routes: RouteModule[] = [];
  let root = '';
  let base = '/';
  let apiBase = '/api';
  return {
    name: 'warband:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      // As src/config.ts reads it.
      apiBase = config.env.VITE_API_BASE || apiBase;
      routes = routeModules(root);
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
        // The chunk that holds each module: a page's own, or a group's that took the page in
        // (vite-plugins/chunk-groups.ts).
        const byModule = new Map(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
        );
        const frame = byModule.get(path.join(root, PLAYER_FRAME));
        const table: Parameters<typeof preloadScript>[0] = [];
        for (const route of routes) {
          const page = byModule.get(route.module);
          if (!page) continue;
          const files = closure(bundle, page);
          if (route.player && frame) closure(bundle, frame, files);
          const extra = [...files].filter((file) => !withEntry.has(file)).map((f) => base + f);
          const prefetch = route.player ? [...route.prefetch, ...playerReads] : [];
          table.push({
            pattern: pathPattern(route.path),
            files: extra,
            prefetch,
            banner: route.player && !isBattlePath(route.path),
            params: pathParams(route.path),
          });
        }
        const fileName = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: `${PRELOAD_SCRIPT_NAME}.js`,
            source: preloadScript(table, apiBase, banner),
          }),
        );
        // Async, ahead of the entry: it runs as soon as it arrives and blocks nothing.
        const tag = `<script async src="${base}${fileName}"></script>`;
        html.source = String(html.source).replace('<script type="module"', `${tag}\n    $&`);
      },
    },
  };
}
