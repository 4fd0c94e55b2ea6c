// The first page's JavaScript, as Vite's manifest describes the build: the entry chunk, the
// chunks it imports statically, the route module of each first page with its own static
// imports, and any other script index.html loads (the route preload script). Sizes are those of the .br and .gz copies the build writes, i.e. what the server
// sends. Used by the budget check (npm run check:budget) and by npm run bench:web.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('../packages/web/', import.meta.url));
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/** DESIGN.md section 8: JS on the wire for the first page, compressed. */
export const FIRST_PAGE_JS_BUDGET = 150_000;

/**
 * The modules that render each first page, as the router imports them. While a page is part
 * of the entry chunk it has no manifest entry of its own and adds nothing; once it is a lazily
 * loaded route it is a chunk of its own, and it and its static imports are counted. If a page
 * moves, update its path here (the check fails on a path that does not exist).
 */
export const FIRST_PAGE_MODULES: Record<string, string[]> = {
  '/': ['src/features/pages/HomePage.tsx'],
  '/login': ['src/features/accounts/LoginPage.tsx'],
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
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

/** The JS and CSS files a first page loads before it can show anything. */
export function firstPageFiles(manifest: Manifest, page: string): PageFiles {
  const modules = FIRST_PAGE_MODULES[page];
  if (!modules) throw new Error(`No modules are listed for the page '${page}'.`);
  const keys = staticClosure(manifest, entryKey(manifest));
  for (const module of modules) {
    if (!fs.existsSync(path.join(WEB_ROOT, module))) {
      throw new Error(`${module} (the page at ${page}) does not exist: update FIRST_PAGE_MODULES.`);
    }
    // Absent from the manifest: bundled into a chunk that is already counted.
    if (manifest[module]) staticClosure(manifest, module, keys);
  }
  const chunks = [...keys].map((key) => manifest[key]!);
  return {
    page,
    js: [...new Set([...htmlScripts(manifest), ...chunks.map((chunk) => chunk.file)])],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
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
