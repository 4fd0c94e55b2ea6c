import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's whole style sheet is 234 kB (25 kB brotli), blocks the first paint, and styles
 * some ninety components of which the app uses about forty
 * (docs/adr/0101-player-pages-carry-less-mantines-styles-in-use.md). In a build, the app's one
 * import of `@mantine/core/styles.css` becomes the global styles and the styles of the components
 * the app uses, found by following Mantine's own imports from every name the app (or a Mantine
 * package it uses) imports from `@mantine/core`, and kept in the order of Mantine's whole sheet,
 * which puts a component's parts before the component. The dev server and the tests keep the whole
 * sheet.
 */

const WHOLE_SHEET = /[\\/]@mantine[\\/]core[\\/]styles\.css$/;
const GLOBAL_STYLES = ['baseline.css', 'default-css-variables.css', 'global.css'];
/** Mantine packages whose code imports components from `@mantine/core`. */
const MANTINE_PACKAGES_USING_CORE = ['@mantine/modals'];

const CORE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const RELATIVE_IMPORT = /(?:from\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g;
/** A component's folders, `Checkbox/CheckboxIndicator` for a part with its own sheet. */
const COMPONENT_DIRS = /[\\/]esm[\\/](?:components|utils)[\\/](.+)[\\/][^\\/]+$/;

/** The names a module's source imports from `@mantine/core`, types left out. */
export function coreImports(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(CORE_IMPORT)) {
    if (typeOnly) continue;
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The components (Mantine's folder names) that `names` of `@mantine/core` are built from. */
export function componentsOf(coreDir: string, names: Iterable<string>): Set<string> {
  const esm = path.join(coreDir, 'esm');
  const moduleOf = new Map<string, string>();
  for (const [, list, file] of fs
    .readFileSync(path.join(esm, 'index.mjs'), 'utf8')
    .matchAll(RE_EXPORT)) {
    for (const item of list!.split(',')) {
      const exported = item
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      moduleOf.set(exported, path.join(esm, file!));
    }
  }
  const components = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const folder of COMPONENT_DIRS.exec(file)?.[1]?.split(/[\\/]/) ?? []) {
      components.add(folder);
    }
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      walk(path.resolve(path.dirname(file), specifier!));
    }
  };
  for (const name of names) {
    const file = moduleOf.get(name);
    if (file) walk(file);
  }
  return components;
}

/** The style sheet of `components`: global styles first, then in the whole sheet's order. */
export function stylesFor(coreDir: string, components: Set<string>): string {
  const whole = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const sheets = [...components]
    .map((component) => path.join(coreDir, 'styles', `${component}.css`))
    .filter((file) => fs.existsSync(file))
    .map((file) => {
      const css = fs.readFileSync(file, 'utf8');
      // Each component's classes are its own (m_ and a hash): the first one places it.
      const firstClass = /m_[0-9a-f]+/.exec(css)?.[0];
      return { css, at: firstClass ? whole.indexOf(firstClass) : -1 };
    })
    .sort((a, b) => a.at - b.at);
  const globals = GLOBAL_STYLES.map((name) =>
    fs.readFileSync(path.join(coreDir, 'styles', name), 'utf8'),
  );
  return [...globals, ...sheets.map((sheet) => sheet.css)].join('\n');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

export function mantineStyles(): Plugin {
  const require = createRequire(import.meta.url);
  const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));
  let srcDir = '';
  return {
    name: 'warband:mantine-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
    },
    load(id) {
      if (!WHOLE_SHEET.test(id)) return null;
      const packageFiles = MANTINE_PACKAGES_USING_CORE.flatMap((name) =>
        sourceFilesOfPackage(require, name),
      );
      const names = [...sourceFiles(srcDir), ...packageFiles].flatMap((file) =>
        coreImports(fs.readFileSync(file, 'utf8')),
      );
      return stylesFor(coreDir, componentsOf(coreDir, names));
    },
  };
}

function sourceFilesOfPackage(require: NodeJS.Require, name: string): string[] {
  const esm = path.join(path.dirname(require.resolve(name)), '..', 'esm');
  return fs
    .readdirSync(esm)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(esm, file));
}
