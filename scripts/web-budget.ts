// The first page's JavaScript, as the build describes it: the entry chunk and the chunks it
// imports statically (Vite's manifest), any other script index.html loads (the route preload
// script), and the chunks that script fetches at the page's address, i.e. the page's own code.
// Sizes are those of the .br and .gz copies the build writes, i.e. what the server sends. Used
// by the budget check (npm run check:budget) and by npm run bench:web.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const WEB_ROOT = fileURLToPath(new URL('../packages/web/', import.meta.url));
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/** bench/RESULTS.md#budgets: JS on the wire for the first page, compressed. */
export const FIRST_PAGE_JS_BUDGET = 150_000;

/** The pages a visitor lands on, whose budget this is (bench/RESULTS.md#budgets). */
export const FIRST_PAGES = ['/', '/login'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = WEB_DIST): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of a chunk and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk '${key}'.`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export interface PageFiles {
  page: string;
  js: string[];
  css: string[];
}

/**
 * Scripts index.html loads that are not chunks of the manifest: the route preload script
 * (packages/web/vite-plugins/route-preload.ts), which every page loads beside the entry.
 */
export function htmlScripts(manifest: Manifest, dist = WEB_DIST): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((file) => !chunks.has(file));
}

/** The manifest key of the entry chunk (index.html). */
function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  }
  return entries[0]![0];
}

/** The scripts every page loads whatever its address: the entry's and index.html's. */
export function shellFiles(manifest: Manifest): string[] {
  const keys = staticClosure(manifest, entryKey(manifest));
  return [...htmlScripts(manifest), ...[...keys].map((key) => manifest[key]!.file)];
}

/** What the preload script does at an address: the files it fetches, the API reads it starts. */
export interface Preloaded {
  links: { rel: string; href: string }[];
  /** The addresses it asked the API for, with the Authorization header each carried. */
  fetched: { url: string; authorization: string | undefined }[];
  /** What it left on the page's window for the app (the answers on their way, a banner). */
  window: Record<string, unknown>;
}

/** How the page the preload script runs in answers: its API's bodies, its screen's width. */
export interface PreloadPage {
  /** The bodies the API answers with, by address; any other read never answers. */
  answers?: Record<string, unknown>;
  /** Whether the screen is as wide as the media query the script asks about. */
  wide?: boolean;
}

/**
 * Runs index.html's preload script at `pathname`, with `stored` as local storage's 'user'. What
 * it does once its reads are answered comes after the test has waited for those answers.
 */
export function preloadedAt(
  manifest: Manifest,
  pathname: string,
  stored: string | null = null,
  dist = WEB_DIST,
  page: PreloadPage = {},
): Preloaded {
  const scripts = htmlScripts(manifest, dist);
  if (scripts.length !== 1)
    throw new Error(`index.html should load one preload script: ${scripts}`);
  const result: Preloaded = { links: [], fetched: [], window: {} };
  const answer = (body: unknown) => ({ ok: true, clone: () => ({ json: async () => body }) });
  vm.runInNewContext(fs.readFileSync(path.join(dist, scripts[0]!), 'utf8'), {
    location: { pathname },
    localStorage: { getItem: (key: string) => (key === 'user' ? stored : null) },
    window: result.window,
    matchMedia: () => ({ matches: page.wide === true }),
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: Preloaded['links'][number]) => result.links.push(link) },
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      result.fetched.push({ url, authorization: init.headers.Authorization });
      const body = page.answers?.[url];
      return body === undefined ? new Promise(() => {}) : Promise.resolve(answer(body));
    },
  });
  return result;
}

/** The JS and CSS files a first page loads before it can show anything. */
export function firstPageFiles(manifest: Manifest, page: string, dist = WEB_DIST): PageFiles {
  const shell = staticClosure(manifest, entryKey(manifest));
  const chunks = [...shell].map((key) => manifest[key]!);
  const preloaded = preloadedAt(manifest, page, null, dist).links.map((link) =>
    link.href.replace(/^\//, ''),
  );
  return {
    page,
    js: [
      ...new Set([
        ...htmlScripts(manifest, dist),
        ...chunks.map((chunk) => chunk.file),
        ...preloaded.filter((file) => file.endsWith('.js')),
      ]),
    ],
    css: [
      ...new Set([
        ...chunks.flatMap((chunk) => chunk.css ?? []),
        ...preloaded.filter((file) => file.endsWith('.css')),
      ]),
    ],
  };
}

export interface Sizes {
  raw: number;
  br: number;
  gzip: number;
}

/** Sizes of files of the build: as built, and as their .br and .gz copies. */
export function sizesOf(files: string[], dist = WEB_DIST): Sizes {
  const size = (file: string) => fs.statSync(path.join(dist, file)).size;
  const compressed = (file: string, suffix: string) => {
    // The build skips files under 1 KB; those go out as they are.
    const copy = `${file}${suffix}`;
    return fs.existsSync(path.join(dist, copy)) ? size(copy) : size(file);
  };
  return files.reduce(
    (sum, file) => ({
      raw: sum.raw + size(file),
      br: sum.br + compressed(file, '.br'),
      gzip: sum.gzip + compressed(file, '.gz'),
    }),
    { raw: 0, br: 0, gzip: 0 },
  );
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
